import { Migration } from '@mikro-orm/migrations';

// One e-mail and one licence number per organization, ignoring case. The demo data has no
// duplicates (docs/decisions/README.md); a database that has some must resolve them first, since
// the index cannot be built over them.
export class Migration20261125061602_organization_contact_unique extends Migration {

  override name = 'Migration20261125061602_organization_contact_unique';

  override up(): void | Promise<void> {
    this.addSql(`create unique index "organization_email_lower_unique" on "organization" (lower("email")) where "email" <> '';`);
    this.addSql(`create unique index "organization_license_number_lower_unique" on "organization" (lower("license_number")) where "license_number" <> '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "organization_email_lower_unique";`);
    this.addSql(`drop index "organization_license_number_lower_unique";`);
  }

}
