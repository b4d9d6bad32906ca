import type { EntityManager } from '@mikro-orm/postgresql';

import type { AttemptDone } from '../payments/charge-steps';
import type { InvoiceResourceSource } from './invoice-resource';

type Succeeded = Extract<AttemptDone, { status: 'succeeded' }>;

interface PaidRow extends Omit<InvoiceResourceSource, 'dateOfService' | 'createdAt' | 'paidAt' | 'actualDisbursementDate'> {
  dateOfService: Date | string;
  createdAt: Date | string;
  paidAt: Date | string | null;
  actualDisbursementDate: Date | string | null;
}

// The attempt's outcome and the invoice marked paid in one statement. The data-modifying CTE
// always runs (PostgreSQL runs each exactly once, read or not), so the attempt records its charge
// even when the invoice is no longer unpaid; the invoice is marked only while unpaid (the WHERE
// decides, atomically) and then returns the row it wrote, which the invoice.paid event shows.
const MARK_PAID_SQL = `with attempt as (
  update payment set status = 'succeeded', charge_id = ?, brand = ?, last4 = ?, updated_at = ? where id = ?
)
update invoice set status = 'paid', paid_at = ?, gateway_transaction_id = ?, payment_gateway = ?, updated_at = ?
where id = ? and status = 'unpaid'
returning id, code, status, type, name, subtotal_cents as "subtotalCents", fee_cents as "feeCents", total_cents as "totalCents",
  merchant_po as "merchantPO", date_of_service as "dateOfService", created_at as "createdAt", paid_at as "paidAt",
  actual_disbursement_date as "actualDisbursementDate"`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Records a succeeded attempt and marks its invoice paid; the paid invoice, or undefined when it was no longer unpaid. */
export async function markInvoicePaid(
  em: EntityManager,
  paid: { paymentId: string; done: Succeeded; invoiceId: string; processor: string; at: Date },
): Promise<InvoiceResourceSource | undefined> {
  const { paymentId, done, invoiceId, processor, at } = paid;
  const [row] = await em.execute<PaidRow[]>(MARK_PAID_SQL, [done.chargeId, done.brand, done.last4, at, paymentId, at, done.chargeId, processor, at, invoiceId]);
  if (!row) return undefined;
  return {
    ...row,
    dateOfService: date(row.dateOfService),
    createdAt: date(row.createdAt),
    paidAt: row.paidAt === null ? null : date(row.paidAt),
    actualDisbursementDate: row.actualDisbursementDate === null ? null : date(row.actualDisbursementDate),
  };
}
