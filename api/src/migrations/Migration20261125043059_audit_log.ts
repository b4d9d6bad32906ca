import { Migration } from '@mikro-orm/migrations';

// The audit log pages every event newest first (api/src/events/audit-log.service.ts).

export class Migration20261125043059_audit_log extends Migration {

  override name = 'Migration20261125043059_audit_log';

  override up(): void | Promise<void> {
    this.addSql(`create index "event_created_at_id_index" on "event" ("created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "event_created_at_id_index";`);

    this.addSql(`create or replace function "ledger_journal_ledger_journal_append_only_fn"() returns trigger as $$ begin ; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_journal_append_only" BEFORE DELETE OR UPDATE on "ledger_journal" for each ROW execute function "ledger_journal_ledger_journal_append_only_fn"();`);
    this.addSql(`create or replace function "ledger_journal_ledger_journal_balanced_fn"() returns trigger as $$ begin ; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_journal_balanced" AFTER INSERT on "ledger_journal" for each ROW execute function "ledger_journal_ledger_journal_balanced_fn"();`);

    this.addSql(`create or replace function "ledger_posting_ledger_posting_append_only_fn"() returns trigger as $$ begin ; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_posting_append_only" BEFORE DELETE OR UPDATE on "ledger_posting" for each ROW execute function "ledger_posting_ledger_posting_append_only_fn"();`);
    this.addSql(`create or replace function "ledger_posting_ledger_posting_balanced_fn"() returns trigger as $$ begin ; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_posting_balanced" AFTER INSERT on "ledger_posting" for each ROW execute function "ledger_posting_ledger_posting_balanced_fn"();`);

    this.addSql(`create or replace function "organization_ledger_open_payable_fn"() returns trigger as $$ begin ; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_open_payable" AFTER INSERT on "organization" for each ROW execute function "organization_ledger_open_payable_fn"();`);
  }

}
