import { Migration } from '@mikro-orm/migrations';

// Test mode (issue 14): keys are live or test; a checkout made with a test key is a test object.
export class Migration20261127114500_test_mode extends Migration {
  override name = 'Migration20261127114500_test_mode';

  override up(): void {
    this.addSql(`alter table "merchant_key" add column "livemode" boolean not null default true;`);
    this.addSql(`alter table "web_payment" add column "livemode" boolean not null default true;`);
    this.addSql(`alter table "refund" add column "livemode" boolean not null default true;`);
  }

  override down(): void {
    this.addSql(`alter table "merchant_key" drop column "livemode";`);
    this.addSql(`alter table "web_payment" drop column "livemode";`);
    this.addSql(`alter table "refund" drop column "livemode";`);
  }
}
