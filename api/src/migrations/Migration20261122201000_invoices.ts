import { Migration } from '@mikro-orm/migrations';

export class Migration20261122201000_invoices extends Migration {

  override name = 'Migration20261122201000_invoices';

  override up(): void | Promise<void> {
    // Readable invoice codes (INV-<year>-<n>) come from this sequence: unique without locks.
    // It starts at a random point so a database recreated against a Temporal server that still
    // holds older invoice-<code> processes (development, tests) does not reuse their ids.
    this.addSql(`do $$ begin execute format('create sequence if not exists "invoice_code_seq" start %s', 1000 + floor(random() * 800000)::int); end $$;`);
    this.addSql(`create table "invoice" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(255) not null, "access_key" varchar(255) not null, "status" text not null, "type" text not null, "name" varchar(255) not null, "recipient_name" varchar(255) not null, "recipient_sur_name" varchar(255) not null, "recipient_email" varchar(255) not null, "number_of_pax" int not null, "date_of_service" timestamptz not null, "date_of_arrival" timestamptz null, "merchant_po" varchar(255) null, "merchant_processing_fee_bps" int not null, "platform_fee_bps" int not null, "refund_policy_terms" text not null, "subtotal_cents" int not null default 0, "fee_cents" int not null default 0, "total_cents" int not null default 0, "owner_id" uuid not null, "created_by_id" uuid null, "deleted_at" timestamptz null, "paid_at" timestamptz null, "estimated_disbursement_date" timestamptz null, "actual_disbursement_date" timestamptz null, "disbursed_by_id" uuid null, "transfer_id" uuid null, "gateway_transaction_id" varchar(255) null, "payment_gateway" varchar(255) null, primary key ("id"));`);
    this.addSql(`alter table "invoice" add constraint "invoice_code_unique" unique ("code");`);
    this.addSql(`alter table "invoice" add constraint "invoice_access_key_unique" unique ("access_key");`);
    this.addSql(`create index "invoice_transfer_id_index" on "invoice" ("transfer_id");`);
    this.addSql(`create index "invoice_owner_id_status_created_at_id_index" on "invoice" ("owner_id", "status", "created_at", "id");`);
    this.addSql(`create index "invoice_owner_id_created_at_id_index" on "invoice" ("owner_id", "created_at", "id");`);
    this.addSql(`create index "invoice_status_created_at_id_index" on "invoice" ("status", "created_at", "id");`);
    this.addSql(`create index "invoice_created_at_id_index" on "invoice" ("created_at", "id");`);

    this.addSql(`create table "invoice_payout" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "invoice_id" uuid not null, "amount_cents" int not null, "remarks" varchar(255) null, "payout_date" timestamptz not null, "created_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "invoice_payout_invoice_id_index" on "invoice_payout" ("invoice_id");`);

    this.addSql(`create table "payment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "invoice_id" uuid not null, "amount_cents" int not null, "platform_fee_cents" int not null, "status" text not null, "idempotency_key" varchar(255) not null, "processor" varchar(255) not null, "charge_id" varchar(255) null, "brand" varchar(255) null, "last4" varchar(255) null, "fail_code" varchar(255) null, "fail_message" varchar(255) null, "error_type" varchar(255) null, "email" varchar(255) null, "customer_name" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "payment_invoice_id_index" on "payment" ("invoice_id");`);
    this.addSql(`alter table "payment" add constraint "payment_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "invoice_line_item" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "invoice_id" uuid not null, "description" varchar(255) not null, "quantity" int not null, "price_cents" int not null, "sort" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "invoice_line_item_invoice_id_sort_index" on "invoice_line_item" ("invoice_id", "sort");`);

    this.addSql(`create table "disbursement" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "invoice_id" uuid not null, "recipient_id" uuid not null, "type" text not null, "amount_cents" int not null, "is_default" boolean not null default false, "sort" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "disbursement_recipient_id_index" on "disbursement" ("recipient_id");`);
    this.addSql(`create index "disbursement_invoice_id_sort_index" on "disbursement" ("invoice_id", "sort");`);

    this.addSql(`alter table "stored_file" add "invoice_id" uuid null, add "disbursement_id" uuid null;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_disbursement_id_foreign" foreign key ("disbursement_id") references "disbursement" ("id") on delete cascade;`);
    this.addSql(`create index "stored_file_invoice_id_index" on "stored_file" ("invoice_id");`);
    this.addSql(`create index "stored_file_disbursement_id_index" on "stored_file" ("disbursement_id");`);

    this.addSql(`alter table "invoice" add constraint "invoice_owner_id_foreign" foreign key ("owner_id") references "organization" ("id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "invoice" add constraint "invoice_disbursed_by_id_foreign" foreign key ("disbursed_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_check" check ("status" in ('unsent', 'unpaid', 'paid', 'disbursed', 'void', 'cancelled'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_type_check" check ("type" in ('preTripPayment', 'inCountrySettlement', 'postTripSettlement'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_refund_policy_terms_check" check ("refund_policy_terms" in ('fullRefund', 'processingFeeNotRefunded'));`);

    this.addSql(`alter table "invoice_payout" add constraint "invoice_payout_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "invoice_payout" add constraint "invoice_payout_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "payment" add constraint "payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`);

    this.addSql(`alter table "invoice_line_item" add constraint "invoice_line_item_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);

    this.addSql(`alter table "disbursement" add constraint "disbursement_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);
    this.addSql(`alter table "disbursement" add constraint "disbursement_recipient_id_foreign" foreign key ("recipient_id") references "organization" ("id");`);
    this.addSql(`alter table "disbursement" add constraint "disbursement_type_check" check ("type" in ('government', 'airline', 'hotel', 'agency', 'bank', 'pg'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice_payout" drop constraint "invoice_payout_invoice_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_invoice_id_foreign";`);
    this.addSql(`alter table "invoice_line_item" drop constraint "invoice_line_item_invoice_id_foreign";`);
    this.addSql(`alter table "disbursement" drop constraint "disbursement_invoice_id_foreign";`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_invoice_id_foreign";`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_disbursement_id_foreign";`);

    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "invoice_payout" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`drop table if exists "invoice_line_item" cascade;`);
    this.addSql(`drop table if exists "disbursement" cascade;`);

    this.addSql(`drop index "stored_file_invoice_id_index";`);
    this.addSql(`drop index "stored_file_disbursement_id_index";`);
    this.addSql(`alter table "stored_file" drop column "invoice_id", drop column "disbursement_id";`);
    this.addSql(`drop sequence if exists "invoice_code_seq";`);
  }

}
