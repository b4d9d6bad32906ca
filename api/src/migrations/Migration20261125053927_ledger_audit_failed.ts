import { Migration } from '@mikro-orm/migrations';

// A ledger audit whose checks could not finish is recorded as failed, with its error
// (api/src/ledger/ledger-audit-run.entity.ts).
export class Migration20261125053927_ledger_audit_failed extends Migration {
  override name = 'Migration20261125053927_ledger_audit_failed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ledger_audit_run" drop constraint "ledger_audit_run_status_check";`);
    this.addSql(`alter table "ledger_audit_run" add "error" text null;`);
    this.addSql(`alter table "ledger_audit_run" add constraint "ledger_audit_run_status_check" check ("status" in ('clean', 'differences', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "ledger_audit_run" where "status" = 'failed';`);
    this.addSql(`alter table "ledger_audit_run" drop constraint "ledger_audit_run_status_check";`);
    this.addSql(`alter table "ledger_audit_run" drop column "error";`);
    this.addSql(`alter table "ledger_audit_run" add constraint "ledger_audit_run_status_check" check ("status" in ('clean', 'differences'));`);
  }
}
