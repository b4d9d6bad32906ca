import { Migration } from '@mikro-orm/migrations';

// Global search (api/src/search): trigram GIN indexes serve ILIKE '%text%' on the searched text
// columns (codes, customer names, e-mails); btree indexes serve the exact amount and card
// last-four matches. The expressions are the ones the search statements use, word for word.
// pg_trgm ships with PostgreSQL's contrib, which the embedded PostgreSQL includes.
const TRIGRAM: [string, string, string][] = [
  ['invoice_code_trgm', 'invoice', `"code"`],
  ['invoice_customer_trgm', 'invoice', `("recipient_name" || ' ' || "recipient_sur_name")`],
  ['invoice_email_trgm', 'invoice', `"recipient_email"`],
  ['web_payment_code_trgm', 'web_payment', `"code"`],
  ['web_payment_order_id_trgm', 'web_payment', `"order_id"`],
  ['checkout_payment_customer_trgm', 'checkout_payment', `"customer_name"`],
  ['checkout_payment_email_trgm', 'checkout_payment', `"email"`],
  ['refund_code_trgm', 'refund', `"code"`],
  ['dispute_code_trgm', 'dispute', `"code"`],
  ['transfer_code_trgm', 'transfer', `"code"`],
  ['app_user_name_trgm', 'app_user', `("name" || ' ' || coalesce("surname", ''))`],
  ['app_user_email_trgm', 'app_user', `"email"`],
  ['organization_name_trgm', 'organization', `"name"`],
  ['organization_email_trgm', 'organization', `"email"`],
  ['organization_license_number_trgm', 'organization', `"license_number"`],
];

const BTREE: [string, string, string][] = [
  ['invoice_total_cents_index', 'invoice', `"total_cents"`],
  ['web_payment_amount_cents_index', 'web_payment', `"amount_cents"`],
  ['refund_requested_amount_cents_index', 'refund', `"requested_amount_cents"`],
  ['dispute_dispute_amount_cents_index', 'dispute', `"dispute_amount_cents"`],
  ['transfer_amount_cents_index', 'transfer', `"amount_cents"`],
  ['payment_last4_index', 'payment', `"last4"`],
  ['checkout_payment_last4_index', 'checkout_payment', `"last4"`],
];

export class Migration20261125102000_global_search extends Migration {

  override name = 'Migration20261125102000_global_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [name, table, expr] of TRIGRAM) this.addSql(`create index "${name}" on "${table}" using gin ((${expr}) gin_trgm_ops);`);
    for (const [name, table, expr] of BTREE) this.addSql(`create index "${name}" on "${table}" ((${expr}));`);
  }

  override down(): void | Promise<void> {
    for (const [name] of [...TRIGRAM, ...BTREE]) this.addSql(`drop index "${name}";`);
  }

}
