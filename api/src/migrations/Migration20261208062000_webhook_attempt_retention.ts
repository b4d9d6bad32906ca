import { Migration } from '@mikro-orm/migrations';

// Issue 42: webhook attempts are kept 90 days (RetentionJob deletes older ones by this index).
export class Migration20261208062000_webhook_attempt_retention extends Migration {
  override name = 'Migration20261208062000_webhook_attempt_retention';

  override up(): void {
    this.addSql(`create index "webhook_attempt_attempted_at_index" on "webhook_attempt" ("attempted_at");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "webhook_attempt_attempted_at_index";`);
  }
}
