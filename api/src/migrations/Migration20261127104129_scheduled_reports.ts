import { Migration } from '@mikro-orm/migrations';

// Scheduled reports (issue 16, Insight): a person's report choices; each has a Temporal Schedule.

export class Migration20261127104129_scheduled_reports extends Migration {

  override name = 'Migration20261127104129_scheduled_reports';

  override up(): void | Promise<void> {
    this.addSql(`create table "scheduled_report" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "organization_id" uuid null, "kind" text not null, "period" text not null, "paused" boolean not null default false, "paused_reason" varchar(255) null, "schedule_id" varchar(255) null, "last_sent_at" timestamptz null, "last_row_count" int null, "last_run_key" varchar(255) null, primary key ("id"));`);
    this.addSql(`alter table "scheduled_report" add constraint "scheduled_report_owner_id_kind_period_unique" unique ("owner_id", "kind", "period");`);

    this.addSql(`alter table "scheduled_report" add constraint "scheduled_report_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "scheduled_report" add constraint "scheduled_report_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);
    this.addSql(`alter table "scheduled_report" add constraint "scheduled_report_kind_check" check ("kind" in ('checkouts', 'invoices', 'refunds', 'disputes', 'transfers', 'ledger'));`);
    this.addSql(`alter table "scheduled_report" add constraint "scheduled_report_period_check" check ("period" in ('DAILY', 'WEEKLY', 'MONTHLY'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_report" cascade;`);
  }

}
