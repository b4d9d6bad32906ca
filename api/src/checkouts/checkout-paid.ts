import { prepared } from '../common/prepared-statements';
import { paidStatement } from '../payments/paid-statement';
import { CHECKOUT_RESOURCE_FIELDS } from './checkout-resource';
import { WebPayment } from './web-payment.entity';

// The attempt's outcome and the checkout marked paid in one statement, as an invoice's
// (invoices/invoice-paid.ts): the CTE records the charge on the attempt whatever happens to the
// checkout; the checkout is marked only while payable (unpaid, or failed by an earlier attempt;
// the WHERE decides, atomically) and returns the row the checkout.paid event shows. The
// processor's gateway row is found by its name within the statement (no read of its own).
/** Records a succeeded attempt and marks its checkout paid; the paid checkout, or undefined when it was no longer payable. */
export const markCheckoutPaid = paidStatement(WebPayment, CHECKOUT_RESOURCE_FIELDS, (returning) =>
  prepared(
    'checkout-paid',
    `with attempt as (
  update checkout_payment set status = 'succeeded', charge_id = ?, brand = ?, last4 = ?, updated_at = ? where id = ? and status in ('pending', 'failed')
)
update web_payment set status = 'paid', paid_at = ?, gateway_transaction_id = ?,
  payment_gateway_id = (select id from payment_gateway where name = ?), updated_at = ?
where id = ? and status in ('unpaid', 'failed')
returning ${returning}`,
  ),
);
