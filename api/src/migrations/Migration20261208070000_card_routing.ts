import { Migration } from '@mikro-orm/migrations';

// Issue 41: card routing by rules and the decline class of each attempt.
// - card: the brand's ordered processors (today's one gateway becomes the list of one, so every
//   existing setting routes as before) and its rules by amount and country (none yet);
// - payment, checkout_payment: the class of a failed attempt's code (earlier rows stay null);
// - sandbox_token: the card's country by its BIN.
export class Migration20261208070000_card_routing extends Migration {
  override name = 'Migration20261208070000_card_routing';

  override up(): void {
    this.addSql(`alter table "card" add column "processors" jsonb null, add column "routing_rules" jsonb not null default '[]';`);
    this.addSql(`update "card" c set "processors" = jsonb_build_array(g."name") from "payment_gateway" g where g."id" = c."payment_gateway_id";`);
    this.addSql(`alter table "card" alter column "processors" set not null, alter column "routing_rules" drop default;`);
    for (const table of ['payment', 'checkout_payment']) this.addSql(`alter table "${table}" add column "decline_class" varchar(255) null;`);
    this.addSql(`alter table "sandbox_token" add column "country" varchar(255) null;`);
  }

  override down(): void {
    this.addSql(`alter table "sandbox_token" drop column "country";`);
    for (const table of ['payment', 'checkout_payment']) this.addSql(`alter table "${table}" drop column "decline_class";`);
    this.addSql(`alter table "card" drop column "processors", drop column "routing_rules";`);
  }
}
