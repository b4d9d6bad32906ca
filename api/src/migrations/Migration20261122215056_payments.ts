import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215056_payments extends Migration {

  override name = 'Migration20261122215056_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_gateway" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" text not null, "display_name" varchar(255) not null, primary key ("id"));`);
    this.addSql(`alter table "payment_gateway" add constraint "payment_gateway_name_unique" unique ("name");`);

    this.addSql(`create table "card" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "payment_gateway_id" uuid not null, primary key ("id"));`);
    this.addSql(`alter table "card" add constraint "card_name_unique" unique ("name");`);
    this.addSql(`create index "card_payment_gateway_id_index" on "card" ("payment_gateway_id");`);

    this.addSql(`create table "sandbox_charge" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "idempotency_key" varchar(255) not null, "token" varchar(255) not null, "amount_cents" int not null, "currency" varchar(255) not null, "status" text not null, "brand" varchar(255) not null, "last4" varchar(255) not null, "fail_code" varchar(255) null, "fail_message" varchar(255) null, "description" varchar(255) not null, "metadata" jsonb not null, "refunded_cents" int not null default 0, "dispute_on_capture" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "sandbox_charge" add constraint "sandbox_charge_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sandbox_charge_token_index" on "sandbox_charge" ("token");`);

    this.addSql(`create table "sandbox_refund" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "charge_id" uuid not null, "idempotency_key" varchar(255) not null, "amount_cents" int not null, primary key ("id"));`);
    this.addSql(`create index "sandbox_refund_charge_id_index" on "sandbox_refund" ("charge_id");`);
    this.addSql(`alter table "sandbox_refund" add constraint "sandbox_refund_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "sandbox_token" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "token" varchar(255) not null, "brand" varchar(255) not null, "last4" varchar(255) not null, "exp_month" int not null, "exp_year" int not null, "cardholder_name" varchar(255) null, "behaviour" text not null, "dispute_on_capture" boolean not null default false, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "sandbox_token" add constraint "sandbox_token_token_unique" unique ("token");`);

    this.addSql(`alter table "payment_gateway" add constraint "payment_gateway_name_check" check ("name" in ('sandbox', 'stripe', 'authorizeNet'));`);

    this.addSql(`alter table "card" add constraint "card_payment_gateway_id_foreign" foreign key ("payment_gateway_id") references "payment_gateway" ("id");`);

    this.addSql(`alter table "sandbox_charge" add constraint "sandbox_charge_status_check" check ("status" in ('succeeded', 'failed'));`);

    this.addSql(`alter table "sandbox_refund" add constraint "sandbox_refund_charge_id_foreign" foreign key ("charge_id") references "sandbox_charge" ("id");`);

    this.addSql(`alter table "sandbox_token" add constraint "sandbox_token_behaviour_check" check ("behaviour" in ('succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'));`);

    // Reference data, not demo data: one row per processor adapter the code has.
    this.addSql(`insert into "payment_gateway" ("id", "created_at", "updated_at", "name", "display_name") values
      (gen_random_uuid(), now(), now(), 'sandbox', 'Sandbox'),
      (gen_random_uuid(), now(), now(), 'stripe', 'Stripe'),
      (gen_random_uuid(), now(), now(), 'authorizeNet', 'Authorize.Net');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "card" drop constraint "card_payment_gateway_id_foreign";`);
    this.addSql(`alter table "sandbox_refund" drop constraint "sandbox_refund_charge_id_foreign";`);

    this.addSql(`drop table if exists "payment_gateway" cascade;`);
    this.addSql(`drop table if exists "card" cascade;`);
    this.addSql(`drop table if exists "sandbox_charge" cascade;`);
    this.addSql(`drop table if exists "sandbox_refund" cascade;`);
    this.addSql(`drop table if exists "sandbox_token" cascade;`);
  }

}
