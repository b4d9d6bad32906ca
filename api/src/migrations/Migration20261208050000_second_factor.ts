import { Migration } from '@mikro-orm/migrations';

// Issue 44: a second factor. One authenticator (TOTP) per user, its key encrypted at rest, the
// last time step it accepted (each code once); one-time recovery codes stored as SHA-256 hashes;
// an Owner's switch that requires a second factor for everyone in the organization.
export class Migration20261208050000_second_factor extends Migration {
  override name = 'Migration20261208050000_second_factor';

  override up(): void {
    this.addSql(`create table "second_factor" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "user_id" uuid not null, "secret_cipher" varchar(255) not null, "enabled_at" timestamptz null,
      "last_step" bigint not null default '0',
      constraint "second_factor_pkey" primary key ("id"));`);
    this.addSql(`alter table "second_factor" add constraint "second_factor_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "second_factor" add constraint "second_factor_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`create table "recovery_code" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "user_id" uuid not null, "code_hash" varchar(255) not null, "used_at" timestamptz null,
      constraint "recovery_code_pkey" primary key ("id"));`);
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);
    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "organization" add column "second_factor_required" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "organization" drop column "second_factor_required";`);
    this.addSql(`drop table if exists "recovery_code" cascade;`);
    this.addSql(`drop table if exists "second_factor" cascade;`);
  }
}
