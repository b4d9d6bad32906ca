import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073727_disputes extends Migration {

  override name = 'Migration20261123073727_disputes';

  override up(): void | Promise<void> {
    // Readable dispute codes (DSP-<year>-<n>) come from this sequence: unique without locks.
    this.addSql(`do $$ begin execute format('create sequence if not exists "dispute_code_seq" start %s', 1000 + floor(random() * 800000)::int); end $$;`);
    this.addSql(`create table "sandbox_dispute" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "dispute_id" varchar(255) not null, "charge_id" uuid not null, "amount_cents" int not null, "currency" varchar(255) not null, "reason" varchar(255) not null, "status" text not null, "opens_at" timestamptz not null, "evidence_due_by" timestamptz not null, "evidence" jsonb null, "response_key" varchar(255) null, "closed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "sandbox_dispute" add constraint "sandbox_dispute_dispute_id_unique" unique ("dispute_id");`);
    this.addSql(`alter table "sandbox_dispute" add constraint "sandbox_dispute_charge_id_unique" unique ("charge_id");`);

    this.addSql(`create table "sandbox_webhook" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "event_id" varchar(255) not null, "type" varchar(255) not null, "payload" jsonb not null, "next_attempt_at" timestamptz not null, "attempts" int not null default 0, "delivered_at" timestamptz null, "last_error" text null, primary key ("id"));`);
    this.addSql(`alter table "sandbox_webhook" add constraint "sandbox_webhook_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "sandbox_webhook_delivered_at_next_attempt_at_index" on "sandbox_webhook" ("delivered_at", "next_attempt_at");`);

    this.addSql(`create table "dispute" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(255) not null, "type" text not null, "invoice_id" uuid null, "web_payment_id" uuid null, "owner_id" uuid not null, "processor" varchar(255) not null, "processor_dispute_id" varchar(255) not null, "processor_status" varchar(255) not null, "charge_id" varchar(255) not null, "dispute_amount_cents" int not null, "currency" varchar(255) not null default 'USD', "status" text not null, "progress_status" text not null, "reason" varchar(255) not null, "merchant_response_due_date" timestamptz not null, "resolution_date" timestamptz null, "acceptance_fee_cents" int not null default 0, "reason_to_win_dispute" varchar(255) null, "withdrawal_date_by_customer" timestamptz null, "customer_already_refunded" varchar(255) null, "refund_date" timestamptz null, "refund_amount_cents" int null, "refund_id" uuid null, "refund_description" text null, "credit_voucher_given_date" timestamptz null, "credit_voucher_amount_cents" int null, "credit_voucher_description" text null, "calcellation_delay_date" timestamptz null, "calcellation_delay_description" text null, "other_reason_description" text null, "product_or_service_details" text null default ' Travel Related Expense', "product_service_type_provided" varchar(255) null, "additional_information" text null, "evidence_submitted_at" timestamptz null, "last_error" text null, "transfer_id" uuid null, "refund_transfer_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "dispute" add constraint "dispute_code_unique" unique ("code");`);
    this.addSql(`create index "dispute_invoice_id_index" on "dispute" ("invoice_id");`);
    this.addSql(`create index "dispute_web_payment_id_index" on "dispute" ("web_payment_id");`);
    this.addSql(`create index "dispute_transfer_id_index" on "dispute" ("transfer_id");`);
    this.addSql(`create index "dispute_refund_transfer_id_index" on "dispute" ("refund_transfer_id");`);
    this.addSql(`create index "dispute_owner_id_created_at_id_index" on "dispute" ("owner_id", "created_at", "id");`);
    this.addSql(`create index "dispute_progress_status_created_at_id_index" on "dispute" ("progress_status", "created_at", "id");`);
    this.addSql(`create index "dispute_created_at_id_index" on "dispute" ("created_at", "id");`);
    this.addSql(`create index "dispute_charge_id_index" on "dispute" ("charge_id");`);
    this.addSql(`alter table "dispute" add constraint "dispute_processor_processor_dispute_id_unique" unique ("processor", "processor_dispute_id");`);

    this.addSql(`create table "dispute_processor_event" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "processor" varchar(255) not null, "event_id" varchar(255) not null, "kind" varchar(255) not null, "processor_status" varchar(255) not null, "dispute_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "dispute_processor_event_dispute_id_index" on "dispute_processor_event" ("dispute_id");`);
    this.addSql(`alter table "dispute_processor_event" add constraint "dispute_processor_event_processor_event_id_unique" unique ("processor", "event_id");`);

    this.addSql(`alter table "stored_file" add "dispute_id" uuid null;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_dispute_id_foreign" foreign key ("dispute_id") references "dispute" ("id") on delete cascade;`);
    this.addSql(`create index "stored_file_dispute_id_index" on "stored_file" ("dispute_id");`);

    this.addSql(`alter table "sandbox_dispute" add constraint "sandbox_dispute_charge_id_foreign" foreign key ("charge_id") references "sandbox_charge" ("id");`);
    this.addSql(`alter table "sandbox_dispute" add constraint "sandbox_dispute_status_check" check ("status" in ('needs_response', 'under_review', 'won', 'lost'));`);

    this.addSql(`alter table "dispute" add constraint "dispute_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`);
    this.addSql(`alter table "dispute" add constraint "dispute_web_payment_id_foreign" foreign key ("web_payment_id") references "web_payment" ("id") on delete set null;`);
    this.addSql(`alter table "dispute" add constraint "dispute_owner_id_foreign" foreign key ("owner_id") references "organization" ("id");`);
    this.addSql(`alter table "dispute" add constraint "dispute_type_check" check ("type" in ('invoice', 'checkout'));`);
    this.addSql(`alter table "dispute" add constraint "dispute_status_check" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "dispute" add constraint "dispute_progress_status_check" check ("progress_status" in ('autoApproved', 'received', 'merchantApproved', 'merchantDeclined', 'inReview', 'overturned', 'refunded'));`);

    this.addSql(`alter table "dispute_processor_event" add constraint "dispute_processor_event_dispute_id_foreign" foreign key ("dispute_id") references "dispute" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stored_file" drop constraint "stored_file_dispute_id_foreign";`);
    this.addSql(`alter table "dispute_processor_event" drop constraint "dispute_processor_event_dispute_id_foreign";`);

    this.addSql(`drop table if exists "sandbox_dispute" cascade;`);
    this.addSql(`drop table if exists "sandbox_webhook" cascade;`);
    this.addSql(`drop table if exists "dispute" cascade;`);
    this.addSql(`drop table if exists "dispute_processor_event" cascade;`);

    this.addSql(`drop index "stored_file_dispute_id_index";`);
    this.addSql(`alter table "stored_file" drop column "dispute_id";`);
    this.addSql(`drop sequence if exists "dispute_code_seq";`);
  }

}
