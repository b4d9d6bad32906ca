import { Migration } from '@mikro-orm/migrations';

// Dashboards (api/src/dashboards): the ledger's per-day sums, kept by the ledger roll-up up to
// its mark, so charts read days instead of postings. Postings already rolled (below the mark)
// are summed in here once; those at or after it are the roll-up's next pass.
export class Migration20261127103822_dashboards extends Migration {
  override name = 'Migration20261127103822_dashboards';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ledger_daily_rollup" ("account_id" varchar(255) not null, "day" date not null, "transaction_type" varchar(255) not null, "amount_cents" bigint not null default '0', "journal_debit_cents" bigint not null default '0', "postings" bigint not null default '0', primary key ("account_id", "day", "transaction_type"));`,
    );
    this.addSql(`create index "ledger_daily_rollup_day_index" on "ledger_daily_rollup" ("day");`);
    this.addSql(`create index "web_payment_owner_id_status_index" on "web_payment" ("owner_id", "status");`);
    this.addSql(`insert into "ledger_daily_rollup" ("account_id", "day", "transaction_type", "amount_cents", "journal_debit_cents", "postings")
      select p.account_id, (j.created_at at time zone 'UTC')::date, j.transaction_type, sum(p.amount_cents), sum(jd.debit), count(*)
      from ledger_posting p join ledger_journal j on j.id = p.journal_id
      join (select journal_id, sum(amount_cents) filter (where amount_cents > 0) as debit from ledger_posting group by journal_id) jd on jd.journal_id = p.journal_id
      where p.tx_id < coalesce((select through_xid from ledger_rollup_mark where id = 1), 0)
      group by 1, 2, 3;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_daily_rollup" cascade;`);
    this.addSql(`drop index "web_payment_owner_id_status_index";`);
  }
}
