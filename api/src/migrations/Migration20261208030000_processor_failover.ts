import { Migration } from '@mikro-orm/migrations';

const BEHAVIOURS = [
  'succeed',
  'decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'lose_answer',
  'server_error',
  'refund_slow',
  'refund_in_progress',
  'refund_server_error',
];
const NEW_BEHAVIOURS = ['authentication_required', 'primary_timeout', 'primary_server_error', 'primary_rate_limit', 'primary_down'];
const behaviourCheck = (values: string[]) =>
  `alter table "sandbox_token" add constraint "sandbox_token_behaviour_check" check ("behaviour" in (${values.map((v) => `'${v}'`).join(', ')}));`;
const gatewayCheck = (values: string[]) =>
  `alter table "payment_gateway" add constraint "payment_gateway_name_check" check ("name" in (${values.map((v) => `'${v}'`).join(', ')}));`;

// Issue 41: failover between processors.
// - payment_gateway: the Sandbox's second acquirer `sandboxB` ("Sandbox (fallback)");
// - sandbox_charge: which acquirer charged; sandbox_fault: an acquirer made to misbehave for a period;
// - sandbox_token: test cards that make the primary acquirer misbehave, and one that needs authentication;
// - processor_health: each process's view of each processor (breaker state, success rate, p95).
export class Migration20261208030000_processor_failover extends Migration {
  override name = 'Migration20261208030000_processor_failover';

  override up(): void {
    this.addSql(`alter table "payment_gateway" drop constraint if exists "payment_gateway_name_check";`);
    this.addSql(gatewayCheck(['sandbox', 'sandboxB', 'stripe', 'authorizeNet']));
    this.addSql(`insert into "payment_gateway" ("id", "created_at", "updated_at", "name", "display_name")
      select gen_random_uuid(), now(), now(), 'sandboxB', 'Sandbox (fallback)' where not exists (select 1 from "payment_gateway" where "name" = 'sandboxB');`);
    this.addSql(`alter table "sandbox_charge" add column "acquirer" varchar(255) not null default 'sandbox';`);
    this.addSql(`create table "sandbox_fault" ("acquirer" varchar(255) not null, "mode" text not null, "until" timestamptz not null, "created_at" timestamptz not null, primary key ("acquirer"));`);
    this.addSql(`alter table "sandbox_fault" add constraint "sandbox_fault_mode_check" check ("mode" in ('timeout', 'serverError', 'rateLimit', 'down'));`);
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    // In the entity's order (SANDBOX_BEHAVIOURS), as the schema diff compares them.
    this.addSql(behaviourCheck([...BEHAVIOURS.slice(0, 6), 'authentication_required', ...BEHAVIOURS.slice(6), ...NEW_BEHAVIOURS.slice(1)]));
    this.addSql(`create table "processor_health" ("processor" varchar(255) not null, "instance" varchar(255) not null, "state" text not null, "calls" int not null,
      "successes" int not null, "p95_ms" int null, "opened_at" timestamptz null, "updated_at" timestamptz not null, primary key ("processor", "instance"));`);
    this.addSql(`alter table "processor_health" add constraint "processor_health_state_check" check ("state" in ('closed', 'open', 'halfOpen'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "processor_health";`);
    this.addSql(`delete from "sandbox_token" where "behaviour" in (${NEW_BEHAVIOURS.map((v) => `'${v}'`).join(', ')});`);
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    this.addSql(behaviourCheck(BEHAVIOURS));
    this.addSql(`drop table if exists "sandbox_fault";`);
    this.addSql(`alter table "sandbox_charge" drop column "acquirer";`);
    this.addSql(`delete from "payment_gateway" where "name" = 'sandboxB' and not exists (select 1 from "card" c where c."payment_gateway_id" = "payment_gateway"."id");`);
    this.addSql(`alter table "payment_gateway" drop constraint if exists "payment_gateway_name_check";`);
    this.addSql(gatewayCheck(['sandbox', 'stripe', 'authorizeNet']));
  }
}
