import { Migration } from '@mikro-orm/migrations';

// Idempotency-Key of the merchant REST API's POSTs (api/src/developer-keys/api-idempotency.service.ts).

export class Migration20261125041540_api_idempotency extends Migration {

  override name = 'Migration20261125041540_api_idempotency';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_idempotency_key" ("id" uuid not null, "organization_id" uuid not null, "key" varchar(255) not null, "request_hash" varchar(255) not null, "status" int null, "body" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "api_idempotency_key_created_at_index" on "api_idempotency_key" ("created_at");`);
    this.addSql(`alter table "api_idempotency_key" add constraint "api_idempotency_key_organization_id_key_unique" unique ("organization_id", "key");`);

    this.addSql(`alter table "api_idempotency_key" add constraint "api_idempotency_key_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_idempotency_key" cascade;`);

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
