import type { EntityManager } from '@mikro-orm/postgresql';

import type { AttemptDone } from '../payments/charge-steps';
import { Invoice } from './invoice.entity';
import { INVOICE_RESOURCE_FIELDS, type InvoiceResourceSource } from './invoice-resource';

type Succeeded = Extract<AttemptDone, { status: 'succeeded' }>;

// The attempt's outcome and the invoice marked paid in one statement. The data-modifying CTE
// always runs (PostgreSQL runs each exactly once, read or not), so the attempt records its charge
// even when the invoice is no longer unpaid; the invoice is marked only while unpaid (the WHERE
// decides, atomically) and then returns the row it wrote, which the invoice.paid event shows: the
// resource's columns (INVOICE_RESOURCE_FIELDS, named from the entity's metadata).
const markPaidSql = (returning: string) => `with attempt as (
  update payment set status = 'succeeded', charge_id = ?, brand = ?, last4 = ?, updated_at = ? where id = ?
)
update invoice set status = 'paid', paid_at = ?, gateway_transaction_id = ?, payment_gateway = ?, updated_at = ?
where id = ? and status = 'unpaid'
returning ${returning}`;

/** The statement, made once (the metadata does not change). */
let sql: string | undefined;

/** Records a succeeded attempt and marks its invoice paid; the paid invoice, or undefined when it was no longer unpaid. */
export async function markInvoicePaid(
  em: EntityManager,
  paid: { paymentId: string; done: Succeeded; invoiceId: string; processor: string; at: Date },
): Promise<InvoiceResourceSource | undefined> {
  const { paymentId, done, invoiceId, processor, at } = paid;
  const props = em.getMetadata().get(Invoice).properties;
  sql ??= markPaidSql(INVOICE_RESOURCE_FIELDS.map((f) => `"${props[f].fieldNames[0]}" as "${f}"`).join(', '));
  const [row] = await em.execute<Record<string, unknown>[]>(sql, [
    done.chargeId,
    done.brand,
    done.last4,
    at,
    paymentId,
    at,
    done.chargeId,
    processor,
    at,
    invoiceId,
  ]);
  if (!row) return undefined;
  // A plain row: its dates as the entity has them.
  for (const f of INVOICE_RESOURCE_FIELDS) {
    const value = row[f];
    if (props[f].runtimeType === 'Date' && (typeof value === 'string' || typeof value === 'number')) row[f] = new Date(value);
  }
  return row as unknown as InvoiceResourceSource;
}
