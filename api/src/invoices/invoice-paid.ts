import { prepared } from '../common/prepared-statements';
import { paidStatement } from '../payments/paid-statement';
import { Invoice } from './invoice.entity';
import { INVOICE_RESOURCE_FIELDS } from './invoice-resource';

// The attempt's outcome and the invoice marked paid in one statement. The data-modifying CTE
// always runs (PostgreSQL runs each exactly once, read or not), so the attempt records its charge
// even when the invoice is no longer unpaid (over a pending attempt, or one an overlapping try of
// the same key recorded failed: the processor's success is what happened; never over a succeeded
// one); the invoice is marked only while unpaid (the WHERE
// decides, atomically) and then returns the row it wrote, which the invoice.paid event shows: the
// resource's columns (INVOICE_RESOURCE_FIELDS, named from the entity's metadata).
/** Records a succeeded attempt and marks its invoice paid; the paid invoice, or undefined when it was no longer unpaid. */
export const markInvoicePaid = paidStatement(Invoice, INVOICE_RESOURCE_FIELDS, (returning) =>
  prepared(
    'invoice-paid',
    `with attempt as (
  update payment set status = 'succeeded', charge_id = ?, brand = ?, last4 = ?, updated_at = ? where id = ? and status in ('pending', 'failed')
)
update invoice set status = 'paid', paid_at = ?, gateway_transaction_id = ?, payment_gateway = ?, updated_at = ?
where id = ? and status = 'unpaid'
returning ${returning}`,
  ),
);
