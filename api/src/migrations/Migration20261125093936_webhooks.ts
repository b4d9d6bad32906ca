import { Migration } from '@mikro-orm/migrations';

// Webhooks to merchants (issue 14): the event store (also the outbox of deliveries), endpoints
// with their encrypted signing secrets, deliveries (one Temporal workflow each) and attempts.

export class Migration20261125093936_webhooks extends Migration {

  override name = 'Migration20261125093936_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook_event" ("id" varchar(255) not null, "organization_id" uuid not null, "type" varchar(255) not null, "api_version" varchar(255) not null, "data" jsonb not null, "created_at" timestamptz not null, "dispatched_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "webhook_event_organization_id_created_at_id_index" on "webhook_event" ("organization_id", "created_at", "id");`);
    this.addSql(`create index "webhook_event_organization_id_type_created_at_index" on "webhook_event" ("organization_id", "type", "created_at");`);
    this.addSql(`create index "webhook_event_undispatched_index" on "webhook_event" ("created_at") where "dispatched_at" is null;`);

    this.addSql(`create table "webhook_endpoint" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_id" uuid not null, "url" text not null, "description" varchar(255) null, "event_types" jsonb not null, "enabled" boolean not null default true, "secret_cipher" text not null, "previous_secret_cipher" text null, "previous_secret_expires_at" timestamptz null, "failing_since" timestamptz null, "disabled_reason" varchar(255) null, "created_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "webhook_endpoint_organization_id_index" on "webhook_endpoint" ("organization_id");`);

    this.addSql(`create table "webhook_delivery" ("id" uuid not null, "workflow_id" varchar(255) not null, "event_id" varchar(255) not null, "endpoint_id" uuid not null, "organization_id" uuid not null, "status" text not null default 'pending', "attempts" int not null default 0, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_workflow_id_unique" unique ("workflow_id");`);
    this.addSql(`create index "webhook_delivery_event_id_created_at_index" on "webhook_delivery" ("event_id", "created_at");`);
    this.addSql(`create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`create index "webhook_delivery_unstarted_index" on "webhook_delivery" ("created_at") where "started_at" is null;`);

    this.addSql(`create table "webhook_attempt" ("id" uuid not null, "delivery_id" uuid not null, "attempted_at" timestamptz not null, "status_code" int null, "duration_ms" int not null, "response_excerpt" text null, "error" text null, primary key ("id"));`);
    this.addSql(`create index "webhook_attempt_delivery_id_index" on "webhook_attempt" ("delivery_id");`);

    this.addSql(`alter table "webhook_event" add constraint "webhook_event_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);

    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'skipped'));`);

    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`);
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);
    this.addSql(`alter table "webhook_attempt" drop constraint "webhook_attempt_delivery_id_foreign";`);

    this.addSql(`drop table if exists "webhook_event" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
  }

}
