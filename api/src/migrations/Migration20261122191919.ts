import { Migration } from '@mikro-orm/migrations';

export class Migration20261122191919 extends Migration {

  override name = 'Migration20261122191919';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_throttle" ("key" varchar(255) not null, "failures" int not null default 0, "window_start" timestamptz not null, "blocked_until" timestamptz null, primary key ("key"));`);

    this.addSql(`create table "organization" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "email" varchar(255) null, "type" text not null, "industry" text null, "status" text not null, "address" varchar(255) null, "license_number" varchar(255) null, "phone_number" varchar(255) null, "website" varchar(255) null, "short_description" text null, "mcc_code" varchar(255) null, "refund_policy_terms" text null, "refund_policy_link" varchar(255) null, "merchant_processing_fee_bps" int null, "platform_fee_bps" int not null default 499, "block_transactions" boolean not null default false, "verified" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "organization_status_index" on "organization" ("status");`);
    this.addSql(`create index "organization_name_id_index" on "organization" ("name", "id");`);
    this.addSql(`alter table "organization" add constraint "organization_type_check" check ("type" in ('government', 'airline', 'hotel', 'agency', 'bank', 'pg'));`);
    this.addSql(`alter table "organization" add constraint "organization_industry_check" check ("industry" in ('TourismTourOperator', 'TourismHotel', 'TourismAirline', 'TourismGovernment', 'other'));`);
    this.addSql(`alter table "organization" add constraint "organization_status_check" check ("status" in ('active', 'requested', 'suspended', 'closed'));`);
    this.addSql(`alter table "organization" add constraint "organization_refund_policy_terms_check" check ("refund_policy_terms" in ('fullRefund', 'processingFeeNotRefunded'));`);

    this.addSql(`create table "app_user" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "surname" varchar(255) null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "role" smallint not null, "locked" boolean not null default false, "email_verified_at" timestamptz null, "license_number" varchar(255) null, "organization_id" uuid not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_organization_id_index" on "app_user" ("organization_id");`);

    this.addSql(`create table "stored_file" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "type" varchar(255) not null, "path" varchar(255) not null, "caption" varchar(255) null, "mimetype" varchar(255) not null, "size" int not null, "organization_id" uuid null, "user_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "stored_file_type_index" on "stored_file" ("type");`);
    this.addSql(`create index "stored_file_organization_id_index" on "stored_file" ("organization_id");`);
    this.addSql(`create index "stored_file_user_id_index" on "stored_file" ("user_id");`);

    this.addSql(`create table "event" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "slug" varchar(255) not null, "subject_type" varchar(255) not null, "subject_id" uuid not null, "meta" jsonb null, "user_id" uuid null, "organization_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "event_organization_id_index" on "event" ("organization_id");`);
    this.addSql(`create index "event_subject_type_subject_id_created_at_index" on "event" ("subject_type", "subject_id", "created_at");`);

    this.addSql(`create table "user_token" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(255) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "issued_by" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "user_token_user_id_index" on "user_token" ("user_id");`);
    this.addSql(`alter table "user_token" add constraint "user_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "user_token" add constraint "user_token_issued_by_unique" unique ("issued_by");`);
    this.addSql(`alter table "user_token" add constraint "user_token_purpose_check" check ("purpose" in ('verify-email', 'reset-password'));`);

    this.addSql(`alter table "app_user" add constraint "app_user_organization_id_foreign" foreign key ("organization_id") references "organization" ("id");`);

    this.addSql(`alter table "stored_file" add constraint "stored_file_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete set null;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "event" add constraint "event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "event" add constraint "event_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete set null;`);

    this.addSql(`alter table "user_token" add constraint "user_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
  }

}
