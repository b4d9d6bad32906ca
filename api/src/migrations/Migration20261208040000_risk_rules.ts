import { Migration } from '@mikro-orm/migrations';

// Issue 41, risk rules before the charge:
// - risk_block: PG Admin's block lists (card fingerprint, e-mail, client address, card country);
// - merchant_risk_limits: a merchant's amount limit and review threshold (cents);
// - risk_decline: the declines velocity counts, by card fingerprint, e-mail and client address;
// - risk_velocity: the platform's velocity rule (no row: off);
// - sandbox_charge: authorisations (held until captured or voided: review);
// - sandbox_token: the card's fingerprint (a keyed digest of its number, as Stripe's), for velocity and block lists.
export class Migration20261208040000_risk_rules extends Migration {
  override name = 'Migration20261208040000_risk_rules';

  override up(): void {
    this.addSql(`create table "risk_block" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "kind" text check ("kind" in ('cardFingerprint', 'email', 'clientAddress', 'cardCountry')) not null, "value" varchar(255) not null,
      "note" varchar(255) null, "created_by" uuid null, constraint "risk_block_pkey" primary key ("id"));`);
    this.addSql(`alter table "risk_block" add constraint "risk_block_kind_value_unique" unique ("kind", "value");`);
    this.addSql(`create table "merchant_risk_limits" ("organization_id" uuid not null, "max_amount_cents" int null, "review_threshold_cents" int null,
      "updated_at" timestamptz not null, "updated_by" uuid null, constraint "merchant_risk_limits_pkey" primary key ("organization_id"));`);
    this.addSql(`create table "risk_decline" ("id" uuid not null, "created_at" timestamptz not null, "organization_id" uuid not null,
      "card_fingerprint" varchar(255) null, "email" varchar(255) null, "client_address" varchar(255) null, "rule" varchar(255) null,
      constraint "risk_decline_pkey" primary key ("id"));`);
    this.addSql(`create index "risk_decline_card_fingerprint_created_at_index" on "risk_decline" ("card_fingerprint", "created_at");`);
    this.addSql(`create index "risk_decline_email_created_at_index" on "risk_decline" ("email", "created_at");`);
    this.addSql(`create index "risk_decline_client_address_created_at_index" on "risk_decline" ("client_address", "created_at");`);
    this.addSql(`create table "risk_velocity" ("id" varchar(255) not null, "max_declines" int not null, "window_minutes" int not null, "keys" jsonb not null,
      "updated_at" timestamptz not null, "updated_by" uuid null, constraint "risk_velocity_pkey" primary key ("id"));`);
    this.addSql(`alter table "sandbox_token" add column "fingerprint" varchar(255) null;`);
    this.addSql(`alter table "sandbox_charge" drop constraint "sandbox_charge_status_check";`);
    this.addSql(`alter table "sandbox_charge" add constraint "sandbox_charge_status_check" check ("status" in ('succeeded', 'failed', 'authorized', 'voided'));`);
  }

  override down(): void {
    this.addSql(`alter table "sandbox_charge" drop constraint "sandbox_charge_status_check";`);
    this.addSql(`alter table "sandbox_charge" add constraint "sandbox_charge_status_check" check ("status" in ('succeeded', 'failed'));`);
    this.addSql(`alter table "sandbox_token" drop column "fingerprint";`);
    this.addSql(`drop table if exists "risk_velocity" cascade;`);
    this.addSql(`drop table if exists "risk_decline" cascade;`);
    this.addSql(`drop table if exists "merchant_risk_limits" cascade;`);
    this.addSql(`drop table if exists "risk_block" cascade;`);
  }
}
