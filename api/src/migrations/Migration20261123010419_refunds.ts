import { Migration } from '@mikro-orm/migrations';

export class Migration20261123010419_refunds extends Migration {

  override name = 'Migration20261123010419_refunds';

  override up(): void | Promise<void> {
    // Readable refund codes (REF-<year>-<n>) come from this sequence: unique without locks.
    this.addSql(`do $$ begin execute format('create sequence if not exists "refund_code_seq" start %s', 1000 + floor(random() * 800000)::int); end $$;`);
    this.addSql(`create table "refund" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(255) not null, "type" text not null, "invoice_id" uuid null, "web_payment_id" uuid null, "owner_id" uuid not null, "requested_by_id" uuid null, "status" text not null, "progress_status" text not null, "subtotal_cents" int not null, "fee_cents" int not null, "requested_amount_cents" int not null, "approved_amount_cents" int null, "refund_policy_terms" text not null, "reason" varchar(255) not null, "notes" text null, "point_of_contact" varchar(255) null, "denial_reason" text null, "closed_date" timestamptz null, "merchant_decline_reason" varchar(255) null, "merchant_decline_explanation" text null, "has_cancel_policy_extended" boolean null, "extended_cancellation_policy_text" text null, "refund_already_paid" varchar(255) null, "transaction_date" timestamptz null, "transaction_id" varchar(255) null, "refund_already_paid_amount_cents" int null, "processor" varchar(255) null, "charge_id" varchar(255) null, "processor_refund_id" varchar(255) null, "last_error" text null, "transfer_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "refund" add constraint "refund_code_unique" unique ("code");`);
    this.addSql(`create index "refund_invoice_id_index" on "refund" ("invoice_id");`);
    this.addSql(`create index "refund_web_payment_id_index" on "refund" ("web_payment_id");`);
    this.addSql(`create index "refund_transfer_id_index" on "refund" ("transfer_id");`);
    this.addSql(`create index "refund_owner_id_created_at_id_index" on "refund" ("owner_id", "created_at", "id");`);
    this.addSql(`create index "refund_progress_status_created_at_id_index" on "refund" ("progress_status", "created_at", "id");`);
    this.addSql(`create index "refund_created_at_id_index" on "refund" ("created_at", "id");`);

    this.addSql(`create table "refund_line_item" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "refund_id" uuid not null, "description" varchar(255) not null, "amount_cents" int not null, "sort" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "refund_line_item_refund_id_sort_index" on "refund_line_item" ("refund_id", "sort");`);

    this.addSql(`alter table "stored_file" add "refund_id" uuid null;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_refund_id_foreign" foreign key ("refund_id") references "refund" ("id") on delete cascade;`);
    this.addSql(`create index "stored_file_refund_id_index" on "stored_file" ("refund_id");`);

    this.addSql(`alter table "refund" add constraint "refund_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`);
    this.addSql(`alter table "refund" add constraint "refund_owner_id_foreign" foreign key ("owner_id") references "organization" ("id");`);
    this.addSql(`alter table "refund" add constraint "refund_requested_by_id_foreign" foreign key ("requested_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "refund" add constraint "refund_type_check" check ("type" in ('invoice', 'checkout'));`);
    this.addSql(`alter table "refund" add constraint "refund_status_check" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "refund" add constraint "refund_progress_status_check" check ("progress_status" in ('initiated', 'merchantApproved', 'merchantDeclined', 'bankApproved', 'pgApproved', 'refunded', 'notRefunded', 'denied'));`);
    this.addSql(`alter table "refund" add constraint "refund_refund_policy_terms_check" check ("refund_policy_terms" in ('fullRefund', 'processingFeeNotRefunded'));`);

    this.addSql(`alter table "refund_line_item" add constraint "refund_line_item_refund_id_foreign" foreign key ("refund_id") references "refund" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refund_line_item" drop constraint "refund_line_item_refund_id_foreign";`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_refund_id_foreign";`);

    this.addSql(`drop table if exists "refund" cascade;`);
    this.addSql(`drop table if exists "refund_line_item" cascade;`);

    this.addSql(`drop index "stored_file_refund_id_index";`);
    this.addSql(`alter table "stored_file" drop column "refund_id";`);
    this.addSql(`drop sequence if exists "refund_code_seq";`);
  }

}
