import { Migration } from '@mikro-orm/migrations';

// Test mode (issue 14): a dispute of a test checkout is a test object of its own (REST, webhooks, lists).
export class Migration20261127133000_dispute_livemode extends Migration {
  override name = 'Migration20261127133000_dispute_livemode';

  override up(): void {
    this.addSql(`alter table "dispute" add column "livemode" boolean not null default true;`);
    this.addSql(`update "dispute" d set "livemode" = false from "web_payment" w where d."web_payment_id" = w."id" and not w."livemode";`);
  }

  override down(): void {
    this.addSql(`alter table "dispute" drop column "livemode";`);
  }
}
