import { Migration } from '@mikro-orm/migrations';

// Users and organizations administration: the current avatar and logo of a user and an organization.

export class Migration20261123073642_people extends Migration {

  override name = 'Migration20261123073642_people';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "avatar_file_id" uuid null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_avatar_file_id_foreign" foreign key ("avatar_file_id") references "stored_file" ("id") on delete set null;`);

    this.addSql(`alter table "organization" add "logo_file_id" uuid null;`);
    this.addSql(`alter table "organization" add constraint "organization_logo_file_id_foreign" foreign key ("logo_file_id") references "stored_file" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop constraint "app_user_avatar_file_id_foreign";`);

    this.addSql(`alter table "organization" drop constraint "organization_logo_file_id_foreign";`);

    this.addSql(`alter table "app_user" drop column "avatar_file_id";`);

    this.addSql(`alter table "organization" drop column "logo_file_id";`);
  }

}
