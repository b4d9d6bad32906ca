import { Migration } from '@mikro-orm/migrations';

// Review 49 s12: a password reset revokes the sessions signed before it (the session query
// compares a token's iat with this time). Null: never changed since the column came.
export class Migration20261207201700_password_changed_at extends Migration {
  override name = 'Migration20261207201700_password_changed_at';

  override up(): void {
    this.addSql(`alter table "app_user" add column "password_changed_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "app_user" drop column "password_changed_at";`);
  }
}
