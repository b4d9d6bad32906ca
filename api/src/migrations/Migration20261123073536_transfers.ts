import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073536_transfers extends Migration {

  override name = 'Migration20261123073536_transfers';

  override up(): void | Promise<void> {
    // Readable transfer codes (TRF-<year>-<n>) come from this sequence: unique without locks.
    this.addSql(`do $$ begin execute format('create sequence if not exists "transfer_code_seq" start %s', 1000 + floor(random() * 800000)::int); end $$;`);
    this.addSql(`create table "transfer" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(255) not null, "status" text not null, "amount_cents" bigint not null default '0', "notes" text null, "requested" jsonb not null, "transferred_by_id" uuid null, "completed_at" timestamptz null, "failure_reason" text null, primary key ("id"));`);
    this.addSql(`alter table "transfer" add constraint "transfer_code_unique" unique ("code");`);
    this.addSql(`create index "transfer_status_created_at_id_index" on "transfer" ("status", "created_at", "id");`);
    this.addSql(`create index "transfer_status_amount_cents_id_index" on "transfer" ("status", "amount_cents", "id");`);

    this.addSql(`create table "transfer_item" ("id" uuid not null, "transfer_id" uuid not null, "kind" text not null, "item_id" uuid not null, "code" varchar(255) not null, "organization_id" uuid not null, "amount_cents" bigint not null, primary key ("id"));`);
    this.addSql(`create index "transfer_item_transfer_id_kind_index" on "transfer_item" ("transfer_id", "kind");`);
    this.addSql(`alter table "transfer_item" add constraint "transfer_item_kind_item_id_unique" unique ("kind", "item_id");`);

    this.addSql(`create table "ledger_entry" ("id" uuid not null, "seq" bigserial, "organization_id" uuid not null, "transaction_type" text not null, "amount_cents" bigint not null, "balance_cents" bigint not null, "remarks" text not null, "source_type" varchar(255) not null, "source_id" uuid not null, "source_key" varchar(255) not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_source_key_unique" unique ("source_key");`);
    this.addSql(`create index "ledger_entry_organization_id_seq_index" on "ledger_entry" ("organization_id", "seq");`);
    this.addSql(`create index "ledger_entry_source_type_source_id_index" on "ledger_entry" ("source_type", "source_id");`);

    this.addSql(`alter table "organization" add "current_balance_cents" bigint not null default '0', add "ledger_entry_count" int not null default 0;`);

    this.addSql(`alter table "transfer" add constraint "transfer_transferred_by_id_foreign" foreign key ("transferred_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "transfer" add constraint "transfer_status_check" check ("status" in ('pending', 'completed', 'failed'));`);

    this.addSql(`alter table "transfer_item" add constraint "transfer_item_transfer_id_foreign" foreign key ("transfer_id") references "transfer" ("id");`);
    this.addSql(`alter table "transfer_item" add constraint "transfer_item_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
    this.addSql(`alter table "transfer_item" add constraint "transfer_item_kind_check" check ("kind" in ('invoice', 'checkout', 'refund', 'dispute', 'wonDispute'));`);

    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_transaction_type_check" check ("transaction_type" in ('invoicePayment', 'checkoutPayment', 'refund', 'disbursement', 'transfer', 'transferReversal', 'dispute', 'disputeWon', 'adjustment'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transfer_item" drop constraint "transfer_item_transfer_id_foreign";`);

    this.addSql(`drop table if exists "transfer" cascade;`);
    this.addSql(`drop table if exists "transfer_item" cascade;`);
    this.addSql(`drop table if exists "ledger_entry" cascade;`);

    this.addSql(`alter table "organization" drop column "current_balance_cents", drop column "ledger_entry_count";`);
    this.addSql(`drop sequence if exists "transfer_code_seq";`);
  }

}
