import { Migration } from '@mikro-orm/migrations';

// Issue 47: the reconciliation queue: charges whose outcome stayed unknown past the bound, until
// PG Admin settles them as paid or not paid after checking the processor.
export class Migration20261207210000_charge_reconciliation extends Migration {
  override name = 'Migration20261207210000_charge_reconciliation';

  override up(): void {
    this.addSql(
      `create table "charge_reconciliation" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "record_kind" text not null, "record_id" uuid not null, "record_code" varchar(255) not null, "organization_id" uuid not null, "payment_id" uuid not null, "processor" varchar(255) not null, "idempotency_key" varchar(255) not null, "amount_cents" int not null, "attempted_at" timestamptz not null, "settled_at" timestamptz null, "outcome" text null, "charge_id" varchar(255) null, "settled_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "charge_reconciliation" add constraint "charge_reconciliation_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "charge_reconciliation_settled_at_attempted_at_index" on "charge_reconciliation" ("settled_at", "attempted_at");`);
    this.addSql(`alter table "charge_reconciliation" add constraint "charge_reconciliation_record_kind_check" check ("record_kind" in ('invoice', 'checkout'));`);
    this.addSql(`alter table "charge_reconciliation" add constraint "charge_reconciliation_outcome_check" check ("outcome" in ('paid', 'notPaid'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "charge_reconciliation" cascade;`);
  }
}
