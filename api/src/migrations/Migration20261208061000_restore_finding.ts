import { Migration } from '@mikro-orm/migrations';

// Issue 42: what the reconciliation after a point-in-time restore found (RestoreFinding).
export class Migration20261208061000_restore_finding extends Migration {
  override name = 'Migration20261208061000_restore_finding';

  override up(): void {
    this.addSql(`create table "restore_finding" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "kind" text not null,
      "subject" varchar(255) not null, "workflow_id" varchar(255) not null, "detail" text not null,
      "amount_cents" int null, "resolved_at" timestamptz null,
      constraint "restore_finding_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "restore_finding" add constraint "restore_finding_kind_check" check ("kind" in ('capturedNotInBooks', 'booksAheadOfProcess', 'processWithoutRecord', 'recordWithoutProcess'));`,
    );
    this.addSql(`alter table "restore_finding" add constraint "restore_finding_kind_workflow_id_unique" unique ("kind", "workflow_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "restore_finding";`);
  }
}
