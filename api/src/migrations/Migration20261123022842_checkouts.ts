import { Migration } from '@mikro-orm/migrations';

export class Migration20261123022842_checkouts extends Migration {

  override name = 'Migration20261123022842_checkouts';

  override up(): void | Promise<void> {
    // Readable checkout codes (CHK-<year>-<n>) come from this sequence: unique without locks.
    this.addSql(`do $$ begin execute format('create sequence if not exists "web_payment_code_seq" start %s', 1000 + floor(random() * 800000)::int); end $$;`);
    this.addSql(`create table "web_payment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "code" varchar(255) not null, "access_key" varchar(255) not null, "status" text not null, "amount_cents" int not null, "transaction_fee_cents" int not null default 0, "merchant_processing_fee_cents" int not null default 0, "platform_fee_bps" int not null, "currency" varchar(255) not null default 'USD', "cancel_url" text not null, "response_url" text not null, "order_id" varchar(255) null, "metadata" jsonb null, "refund_policy_terms" text not null, "owner_id" uuid not null, "payment_gateway_id" uuid null, "paid_at" timestamptz null, "cancelled_at" timestamptz null, "gateway_transaction_id" varchar(255) null, "transfer_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_code_unique" unique ("code");`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_access_key_unique" unique ("access_key");`);
    this.addSql(`create index "web_payment_owner_id_index" on "web_payment" ("owner_id");`);
    this.addSql(`create index "web_payment_transfer_id_index" on "web_payment" ("transfer_id");`);
    this.addSql(`create index "web_payment_owner_id_created_at_id_index" on "web_payment" ("owner_id", "created_at", "id");`);
    this.addSql(`create index "web_payment_status_created_at_id_index" on "web_payment" ("status", "created_at", "id");`);

    this.addSql(`create table "checkout_payment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "web_payment_id" uuid not null, "amount_cents" int not null, "status" text not null, "idempotency_key" varchar(255) not null, "processor" varchar(255) not null, "charge_id" varchar(255) null, "brand" varchar(255) null, "last4" varchar(255) null, "fail_code" varchar(255) null, "fail_message" text null, "error_type" varchar(255) null, "email" varchar(255) null, "customer_name" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "checkout_payment_web_payment_id_index" on "checkout_payment" ("web_payment_id");`);
    this.addSql(`alter table "checkout_payment" add constraint "checkout_payment_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`alter table "web_payment" add constraint "web_payment_owner_id_foreign" foreign key ("owner_id") references "organization" ("id");`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_payment_gateway_id_foreign" foreign key ("payment_gateway_id") references "payment_gateway" ("id") on delete set null;`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_status_check" check ("status" in ('unpaid', 'paid', 'cancelled', 'failed', 'disbursed'));`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_refund_policy_terms_check" check ("refund_policy_terms" in ('fullRefund', 'processingFeeNotRefunded'));`);

    this.addSql(`alter table "checkout_payment" add constraint "checkout_payment_web_payment_id_foreign" foreign key ("web_payment_id") references "web_payment" ("id");`);
    this.addSql(`alter table "checkout_payment" add constraint "checkout_payment_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "checkout_payment" drop constraint "checkout_payment_web_payment_id_foreign";`);

    this.addSql(`drop table if exists "web_payment" cascade;`);
    this.addSql(`drop table if exists "checkout_payment" cascade;`);
    this.addSql(`drop sequence if exists "web_payment_code_seq";`);
  }

}
