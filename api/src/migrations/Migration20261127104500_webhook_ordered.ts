import { Migration } from '@mikro-orm/migrations';

// Webhooks (issue 14): an endpoint may ask for ordered delivery (one queue process per endpoint).
export class Migration20261127104500_webhook_ordered extends Migration {
  override name = 'Migration20261127104500_webhook_ordered';

  override up(): void {
    this.addSql(`alter table "webhook_endpoint" add column "ordered" boolean not null default false;`);
    this.addSql(`alter table "webhook_delivery" add column "queued" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "webhook_endpoint" drop column "ordered";`);
    this.addSql(`alter table "webhook_delivery" drop column "queued";`);
  }
}
