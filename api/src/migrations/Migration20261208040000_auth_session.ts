import { Migration } from '@mikro-orm/migrations';

// Issue 44: sessions as records the API checks on every request (auth_session), and the Owner's
// idle limit for their organization's sessions. Tokens issued before this carry no session id
// and stop working: everyone signs in once more.
export class Migration20261208040000_auth_session extends Migration {
  override name = 'Migration20261208040000_auth_session';

  override up(): void {
    this.addSql(
      `create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_active_at" timestamptz not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, "ended_reason" text null, "user_agent" varchar(512) null, "address" varchar(64) null, "browser" varchar(64) not null, "address_range" varchar(64) not null, "second_factor_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`create index "auth_session_user_id_created_at_index" on "auth_session" ("user_id", "created_at");`);
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_ended_reason_check" check ("ended_reason" in ('signed-out', 'ended-by-other-session', 'idle', 'locked', 'organization-suspended', 'organization-closed', 'password-changed', 'password-reset', 'second-factor-reset'));`,
    );
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "organization" add column "session_idle_minutes" int null;`);
  }

  override down(): void {
    this.addSql(`alter table "organization" drop column "session_idle_minutes";`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
  }
}
