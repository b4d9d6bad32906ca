import { Migration } from '@mikro-orm/migrations';

// The nightly ledger audit's runs (api/src/ledger/ledger-audit-run.entity.ts).
export class Migration20261125035500_ledger_audit extends Migration {
  override name = 'Migration20261125035500_ledger_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_audit_run" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "run_key" varchar(255) not null, "trigger" varchar(255) not null, "status" text not null, "started_at" timestamptz not null, "finished_at" timestamptz not null, "checks" int not null, "difference_count" int not null, "differences" jsonb not null, "mailed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "ledger_audit_run" add constraint "ledger_audit_run_run_key_unique" unique ("run_key");`);
    this.addSql(`create index "ledger_audit_run_created_at_index" on "ledger_audit_run" ("created_at");`);
    this.addSql(`alter table "ledger_audit_run" add constraint "ledger_audit_run_status_check" check ("status" in ('clean', 'differences'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_audit_run" cascade;`);
  }
}
