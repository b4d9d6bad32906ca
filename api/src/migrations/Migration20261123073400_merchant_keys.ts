import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073400_merchant_keys extends Migration {

  override name = 'Migration20261123073400_merchant_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "merchant_key" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "api_key" varchar(255) not null, "secret_hash" varchar(255) not null, "is_active" boolean not null default true, "organization_id" uuid not null, "created_by_id" uuid null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "merchant_key" add constraint "merchant_key_api_key_unique" unique ("api_key");`);
    this.addSql(`create index "merchant_key_organization_id_index" on "merchant_key" ("organization_id");`);

    this.addSql(`alter table "web_payment" add "disbursed_at" timestamptz null, add "disbursed_by_id" uuid null, add "merchant_key_id" uuid null;`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_disbursed_by_id_foreign" foreign key ("disbursed_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "web_payment" add constraint "web_payment_merchant_key_id_foreign" foreign key ("merchant_key_id") references "merchant_key" ("id") on delete set null;`);

    this.addSql(`alter table "merchant_key" add constraint "merchant_key_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);
    this.addSql(`alter table "merchant_key" add constraint "merchant_key_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "web_payment" drop constraint "web_payment_merchant_key_id_foreign";`);

    this.addSql(`drop table if exists "merchant_key" cascade;`);

    this.addSql(`alter table "web_payment" drop constraint "web_payment_disbursed_by_id_foreign";`);

    this.addSql(`alter table "web_payment" drop column "disbursed_at", drop column "disbursed_by_id", drop column "merchant_key_id";`);
  }

}
