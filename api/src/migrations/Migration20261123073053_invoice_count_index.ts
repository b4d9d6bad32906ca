import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073053_invoice_count_index extends Migration {

  override name = 'Migration20261123073053_invoice_count_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "invoice_live_owner_status_index" on "invoice" ("owner_id", "status") where "deleted_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "invoice_live_owner_status_index";`);
  }

}
