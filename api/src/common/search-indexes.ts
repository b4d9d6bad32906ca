// The indexes global search relies on (docs/decisions/0111-global-search.md), declared on the
// entities so the schema diff knows them; Migration20261125102000_global_search creates them.
// Trigram GIN indexes serve ILIKE '%text%'; btree ones the exact amount and last-four matches.
// The expressions are the ones the search statements use (search-kinds.ts), word for word.
const TRIGRAM: Record<string, [string, string][]> = {
  invoice: [
    ['invoice_code_trgm', `"code"`],
    ['invoice_customer_trgm', `("recipient_name" || ' ' || "recipient_sur_name")`],
    ['invoice_email_trgm', `"recipient_email"`],
  ],
  web_payment: [
    ['web_payment_code_trgm', `"code"`],
    ['web_payment_order_id_trgm', `"order_id"`],
  ],
  checkout_payment: [
    ['checkout_payment_customer_trgm', `"customer_name"`],
    ['checkout_payment_email_trgm', `"email"`],
  ],
  refund: [['refund_code_trgm', `"code"`]],
  dispute: [['dispute_code_trgm', `"code"`]],
  transfer: [['transfer_code_trgm', `"code"`]],
  app_user: [
    ['app_user_name_trgm', `("name" || ' ' || coalesce("surname", ''))`],
    ['app_user_email_trgm', `"email"`],
  ],
  organization: [
    ['organization_name_trgm', `"name"`],
    ['organization_email_trgm', `"email"`],
    ['organization_license_number_trgm', `"license_number"`],
  ],
};

const BTREE: Record<string, [string, string][]> = {
  invoice: [['invoice_total_cents_index', `"total_cents"`]],
  web_payment: [['web_payment_amount_cents_index', `"amount_cents"`]],
  refund: [['refund_requested_amount_cents_index', `"requested_amount_cents"`]],
  dispute: [['dispute_dispute_amount_cents_index', `"dispute_amount_cents"`]],
  transfer: [['transfer_amount_cents_index', `"amount_cents"`]],
  payment: [['payment_last4_index', `"last4"`]],
  checkout_payment: [['checkout_payment_last4_index', `"last4"`]],
};

/** A table's search indexes as entity index definitions ({ name, expression }). */
export function searchIndexes(table: string): { name: string; expression: string }[] {
  return [
    ...(TRIGRAM[table] ?? []).map(([name, expr]) => ({ name, expression: `create index "${name}" on "${table}" using gin ((${expr}) gin_trgm_ops)` })),
    ...(BTREE[table] ?? []).map(([name, expr]) => ({ name, expression: `create index "${name}" on "${table}" ((${expr}))` })),
  ];
}
