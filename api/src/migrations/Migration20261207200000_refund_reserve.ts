import { Migration } from '@mikro-orm/migrations';

// Issue 47: a refund is in the books from the bank's approval (the moment transfers count it): the
// platform's "Refunds reserved" account; refunds already approved get their reserve now; a refund
// a transfer deducted and that is then denied is paid back by a later transfer (release_transfer_id).
export class Migration20261207200000_refund_reserve extends Migration {
  override name = 'Migration20261207200000_refund_reserve';

  override up(): void {
    this.addSql(`alter table "ledger_account" drop constraint if exists "ledger_account_kind_check";`);
    this.addSql(
      `alter table "ledger_account" add constraint "ledger_account_kind_check" check ("kind" in ('payable', 'clearing', 'feeRevenue', 'disputeFeeRevenue', 'chargebacks', 'bankSettlement', 'refundReserve'));`,
    );
    this.addSql(`insert into "ledger_account" ("id", "kind", "name", "created_at") values ('platform:refunds-reserved', 'refundReserve', 'Refunds reserved', now()) on conflict do nothing;`);
    this.addSql(`alter table "transfer_item" drop constraint if exists "transfer_item_kind_check";`);
    this.addSql(
      `alter table "transfer_item" add constraint "transfer_item_kind_check" check ("kind" in ('invoice', 'checkout', 'refund', 'dispute', 'wonDispute', 'releasedRefund'));`,
    );
    this.addSql(`alter table "refund" add column "release_transfer_id" uuid null;`);
    this.addSql(`create index "refund_release_transfer_id_index" on "refund" ("release_transfer_id");`);
    // Approved live refunds not yet refunded at the processor: reserved as if approved today.
    this.addSql(`create temporary table "refund_reserve_backfill" on commit drop as
      select gen_random_uuid() as journal_id, r.id, r.code, r.owner_id, coalesce(r.approved_amount_cents, r.requested_amount_cents) as amount_cents
      from "refund" r
      where r.livemode and r.progress_status in ('bankApproved', 'pgApproved') and r.processor_refund_id is null
        and coalesce(r.approved_amount_cents, r.requested_amount_cents) > 0
        and not exists (select 1 from "ledger_journal" j where j.source_key = 'refundReserve:refund:' || r.id::text);`);
    this.addSql(`insert into "ledger_journal" ("id", "transaction_type", "source_type", "source_id", "source_key", "remarks", "created_at")
      select journal_id, 'refund', 'refund', id, 'refundReserve:refund:' || id::text, 'Refund ' || code || ' approved: reserved for the card', now() from "refund_reserve_backfill";`);
    this.addSql(`insert into "ledger_posting" ("id", "journal_id", "account_id", "amount_cents")
      select gen_random_uuid(), journal_id, 'payable:' || owner_id::text, amount_cents from "refund_reserve_backfill"
      union all select gen_random_uuid(), journal_id, 'platform:refunds-reserved', -amount_cents from "refund_reserve_backfill";`);
  }

  override down(): void {
    this.addSql(`delete from "transfer_item" where "kind" = 'releasedRefund';`);
    this.addSql(`alter table "transfer_item" drop constraint if exists "transfer_item_kind_check";`);
    this.addSql(`alter table "transfer_item" add constraint "transfer_item_kind_check" check ("kind" in ('invoice', 'checkout', 'refund', 'dispute', 'wonDispute'));`);
    this.addSql(`drop index if exists "refund_release_transfer_id_index";`);
    this.addSql(`alter table "refund" drop column if exists "release_transfer_id";`);
    // The books are append-only: the account and its kind stay once anything was posted to it.
    this.addSql(`do $$ begin
      if not exists (select 1 from "ledger_posting" where "account_id" = 'platform:refunds-reserved') then
        delete from "ledger_account" where "id" = 'platform:refunds-reserved';
        alter table "ledger_account" drop constraint if exists "ledger_account_kind_check";
        alter table "ledger_account" add constraint "ledger_account_kind_check" check ("kind" in ('payable', 'clearing', 'feeRevenue', 'disputeFeeRevenue', 'chargebacks', 'bankSettlement'));
      end if;
    end $$;`);
  }
}
