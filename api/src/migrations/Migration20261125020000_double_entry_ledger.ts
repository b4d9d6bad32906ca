import { Migration } from '@mikro-orm/migrations';

// The double-entry books (docs/decisions/0055-double-entry-books.md): accounts, journals, postings and rolled-up
// balances replace the one running balance per organization. Every existing ledger entry
// becomes a journal with the same id, order, type, remarks and key: its payable line plus the
// lines on the other side that the event moved (domain journalLines). Triggers keep the books
// honest whatever writes to them: every journal sums to zero with two or more lines (checked at
// commit), rows are never updated, deleted or truncated, and every organization has a payable.
export class Migration20261125020000_double_entry_ledger extends Migration {
  override name = 'Migration20261125020000_double_entry_ledger';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_rollup" ("account_id" varchar(255) not null, "balance_cents" bigint not null default '0', "postings" bigint not null default '0', primary key ("account_id"));`);
    this.addSql(`create table "ledger_rollup_mark" ("id" serial primary key, "through_xid" bigint not null default '0', "rolled_at" timestamptz null);`);
    this.addSql(`create table "ledger_journal" ("id" uuid not null, "seq" bigserial, "transaction_type" text not null, "source_type" varchar(255) not null, "source_id" uuid not null, "source_key" varchar(255) not null, "remarks" text not null, "reverses" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "ledger_journal" add constraint "ledger_journal_source_key_unique" unique ("source_key");`);
    this.addSql(`create index "ledger_journal_created_at_seq_index" on "ledger_journal" ("created_at", "seq");`);
    this.addSql(`create index "ledger_journal_source_type_source_id_index" on "ledger_journal" ("source_type", "source_id");`);
    this.addSql(`create table "ledger_account" ("id" varchar(255) not null, "kind" text not null, "organization_id" uuid null, "processor" varchar(255) null, "name" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_organization_id_unique" unique ("organization_id");`);
    this.addSql(`create table "ledger_posting" ("id" uuid not null, "seq" bigserial, "journal_id" uuid not null, "account_id" varchar(255) not null, "amount_cents" bigint not null, "tx_id" bigint not null default (pg_current_xact_id()::text::bigint), primary key ("id"));`);
    this.addSql(`create index "ledger_posting_account_id_seq_index" on "ledger_posting" ("account_id", "seq");`);
    this.addSql(`create index "ledger_posting_account_id_tx_id_index" on "ledger_posting" ("account_id", "tx_id");`);
    this.addSql(`create index "ledger_posting_tx_id_index" on "ledger_posting" ("tx_id");`);
    this.addSql(`create index "ledger_posting_journal_id_index" on "ledger_posting" ("journal_id");`);
    this.addSql(`alter table "transfer" add "allow_overdraft" boolean not null default false, add "overdrafts" jsonb null;`);
    this.addSql(`alter table "ledger_journal" add constraint "ledger_journal_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "ledger_journal" add constraint "ledger_journal_transaction_type_check" check ("transaction_type" in ('invoicePayment', 'checkoutPayment', 'refund', 'disbursement', 'transfer', 'transferReversal', 'dispute', 'disputeWon', 'adjustment'));`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete set null;`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_kind_check" check ("kind" in ('payable', 'clearing', 'feeRevenue', 'disputeFeeRevenue', 'chargebacks', 'bankSettlement'));`);
    this.addSql(`alter table "ledger_posting" add constraint "ledger_posting_journal_id_foreign" foreign key ("journal_id") references "ledger_journal" ("id");`);
    this.addSql(`alter table "ledger_posting" add constraint "ledger_posting_account_id_foreign" foreign key ("account_id") references "ledger_account" ("id");`);

    // Accounts: the platform's, every processor's clearing, every organization's payable.
    this.addSql(`insert into "ledger_account" ("id", "kind", "name", "created_at") values
      ('platform:fee-revenue', 'feeRevenue', 'Platform fee revenue', now()),
      ('platform:dispute-fee-revenue', 'disputeFeeRevenue', 'Dispute fee revenue', now()),
      ('platform:chargebacks-lost', 'chargebacks', 'Chargebacks lost', now()),
      ('platform:bank-settlement', 'bankSettlement', 'Bank settlement', now());`);
    this.addSql(`insert into "ledger_account" ("id", "kind", "processor", "name", "created_at")
      select 'clearing:' || p, 'clearing', p, 'Card processor clearing (' || p || ')', now()
      from (select unnest(array['sandbox', 'stripe', 'authorizeNet']) as p
            union select processor from "payment" union select processor from "checkout_payment"
            union select processor from "refund" where processor is not null union select processor from "dispute") processors
      on conflict do nothing;`);
    this.addSql(`insert into "ledger_account" ("id", "kind", "organization_id", "name", "created_at") select 'payable:' || id, 'payable', id, name, now() from "organization";`);

    // Existing entries become journals (same id, order and key)...
    this.addSql(`insert into "ledger_journal" ("id", "seq", "transaction_type", "source_type", "source_id", "source_key", "remarks", "created_by_id", "created_at")
      select id, seq, transaction_type, source_type, source_id, source_key, remarks, created_by_id, created_at from "ledger_entry";`);
    this.addSql(`select setval(pg_get_serial_sequence('ledger_journal', 'seq'), greatest((select max(seq) from "ledger_journal"), 1));`);
    // ...with their lines: the payable (credit-normal, so the shown amount negated) and the other side.
    this.addSql(`create temporary table "ledger_migrated_line" on commit drop as
      with e as (
        select le.*,
          case le.transaction_type
            when 'invoicePayment' then (select i.total_cents from "invoice" i where i.id = le.source_id)
            when 'checkoutPayment' then (select w.amount_cents + w.transaction_fee_cents from "web_payment" w where w.id = le.source_id)
          end as charged_cents,
          coalesce(case le.transaction_type
            when 'invoicePayment' then (select p.processor from "payment" p where p.invoice_id = le.source_id and p.status = 'succeeded' order by p.created_at limit 1)
            when 'checkoutPayment' then (select p.processor from "checkout_payment" p where p.web_payment_id = le.source_id and p.status = 'succeeded' order by p.created_at limit 1)
            when 'refund' then (select r.processor from "refund" r where r.id = le.source_id)
            when 'dispute' then (select d.processor from "dispute" d where d.id = le.source_id)
            when 'disputeWon' then (select d.processor from "dispute" d where d.id = le.source_id)
          end, 'sandbox') as processor
        from "ledger_entry" le
      )
      select e.id as journal_id, e.seq, 1 as n, 'payable:' || e.organization_id as account_id, -e.amount_cents as amount_cents from e
      union all select id, seq, 2, 'clearing:' || processor, greatest(coalesce(charged_cents, amount_cents), amount_cents) from e where transaction_type in ('invoicePayment', 'checkoutPayment')
      union all select id, seq, 3, 'platform:fee-revenue', amount_cents - greatest(coalesce(charged_cents, amount_cents), amount_cents) from e where transaction_type in ('invoicePayment', 'checkoutPayment')
      union all select id, seq, 2, 'clearing:' || processor, amount_cents from e where transaction_type = 'refund'
      union all select id, seq, 2, 'platform:dispute-fee-revenue', amount_cents from e where transaction_type = 'dispute' and source_key like 'dispute-fee:%'
      union all select id, seq, 2, 'platform:chargebacks-lost', -amount_cents from e where transaction_type = 'dispute' and source_key not like 'dispute-fee:%'
      union all select id, seq, 3, 'clearing:' || processor, amount_cents from e where transaction_type = 'dispute' and source_key not like 'dispute-fee:%'
      union all select id, seq, 4, 'platform:chargebacks-lost', amount_cents from e where transaction_type = 'dispute' and source_key not like 'dispute-fee:%'
      union all select id, seq, 2, 'clearing:' || processor, amount_cents from e where transaction_type = 'disputeWon'
      union all select id, seq, 2, 'platform:bank-settlement', amount_cents from e where transaction_type in ('disbursement', 'transfer', 'transferReversal', 'adjustment');`);
    // Migrated lines are rolled up at once (tx 0, below the mark of 1).
    this.addSql(`insert into "ledger_posting" ("id", "journal_id", "account_id", "amount_cents", "tx_id")
      select gen_random_uuid(), journal_id, account_id, amount_cents, 0 from "ledger_migrated_line" where amount_cents <> 0 order by seq, n;`);
    this.addSql(`insert into "ledger_rollup" ("account_id", "balance_cents", "postings") select id, 0, 0 from "ledger_account";`);
    this.addSql(`update "ledger_rollup" r set "balance_cents" = s.balance, "postings" = s.postings
      from (select account_id, sum(amount_cents) as balance, count(*) as postings from "ledger_posting" group by account_id) s where s.account_id = r.account_id;`);
    this.addSql(`insert into "ledger_rollup_mark" ("id", "through_xid", "rolled_at") values (1, 1, now());`);
    this.addSql(`drop table if exists "ledger_entry" cascade;`);
    this.addSql(`alter table "organization" drop column "current_balance_cents", drop column "ledger_entry_count";`);

    // Every new organization has its payable from the start.
    this.addSql(`create function ledger_open_payable() returns trigger language plpgsql as $$
      begin
        insert into ledger_account (id, kind, organization_id, name, created_at) values ('payable:' || new.id, 'payable', new.id, new.name, now()) on conflict do nothing;
        insert into ledger_rollup (account_id) values ('payable:' || new.id) on conflict do nothing;
        return new;
      end $$;`);
    this.addSql(`create trigger ledger_open_payable after insert on organization for each row execute function ledger_open_payable();`);
    // Balanced journals, checked at commit (a journal's lines are inserted one statement after it).
    this.addSql(`create function ledger_check_journal() returns trigger language plpgsql as $$
      declare
        jid uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
        total numeric;
        lines int;
      begin
        select coalesce(sum(amount_cents), 0), count(*) into total, lines from ledger_posting where journal_id = jid;
        if lines < 2 or total <> 0 then
          raise exception 'ledger journal % is not balanced: % lines summing to %', jid, lines, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger ledger_journal_balanced after insert on ledger_journal deferrable initially deferred for each row execute function ledger_check_journal('id');`);
    this.addSql(`create constraint trigger ledger_posting_balanced after insert on ledger_posting deferrable initially deferred for each row execute function ledger_check_journal('journal_id');`);
    // Append-only: a mistake is undone by a reversing journal, never by editing the books.
    this.addSql(`create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused (post a reversing journal)', tg_op, tg_table_name using errcode = '42501';
      end $$;`);
    for (const table of ['ledger_journal', 'ledger_posting']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only();`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ledger_append_only();`);
    }
  }

  override down(): void | Promise<void> {
    throw new Error('The double-entry ledger migration is not reversible: restore a backup instead.');
  }
}
