import { Migration } from '@mikro-orm/migrations';

// Issue 44: passkeys and security keys (WebAuthn). Any number per person, each named, with its
// signature counter (a replayed or cloned assertion is refused) and last use; the challenges the
// server gave out, each with a 5-minute expiry and used once.
export class Migration20261208090000_passkeys extends Migration {
  override name = 'Migration20261208090000_passkeys';

  override up(): void {
    this.addSql(`create table "passkey" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "user_id" uuid not null, "name" varchar(255) not null, "credential_id" varchar(1024) not null,
      "public_key" text not null, "counter" bigint not null default '0', "transports" jsonb null,
      "last_used_at" timestamptz null,
      constraint "passkey_pkey" primary key ("id"));`);
    this.addSql(`create index "passkey_user_id_index" on "passkey" ("user_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_credential_id_unique" unique ("credential_id");`);
    this.addSql(
      `alter table "passkey" add constraint "passkey_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`create table "webauthn_challenge" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "user_id" uuid null, "purpose" varchar(255) not null, "challenge" varchar(255) not null,
      "expires_at" timestamptz not null, "used_at" timestamptz null,
      constraint "webauthn_challenge_pkey" primary key ("id"));`);
    this.addSql(`alter table "webauthn_challenge" add constraint "webauthn_challenge_challenge_unique" unique ("challenge");`);
    this.addSql(
      `alter table "webauthn_challenge" add constraint "webauthn_challenge_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "webauthn_challenge" cascade;`);
    this.addSql(`drop table if exists "passkey" cascade;`);
  }
}
