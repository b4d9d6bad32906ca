import { Migration } from '@mikro-orm/migrations';

// Issue 46: a key lists only its own mode's events; the mode is a column (indexed), taken from the
// event's object as the event already shows it (no livemode in the object: live).
export class Migration20261207130000_webhook_event_livemode extends Migration {
  override name = 'Migration20261207130000_webhook_event_livemode';

  override up(): void {
    this.addSql(`alter table "webhook_event" add column "livemode" boolean not null default true;`);
    this.addSql(`update "webhook_event" set "livemode" = false where "data"->'object'->>'livemode' = 'false';`);
    this.addSql(
      `create index "webhook_event_organization_id_livemode_created_at_id_index" on "webhook_event" ("organization_id", "livemode", "created_at", "id");`,
    );
  }

  override down(): void {
    this.addSql(`drop index "webhook_event_organization_id_livemode_created_at_id_index";`);
    this.addSql(`alter table "webhook_event" drop column "livemode";`);
  }
}
