import type { PayCheckoutDetail } from '../graphql/checkout';
import { money } from './money';
import { Lines } from './payments.styles';
import { SummaryPanel } from './SummaryPanel';

export const CLOSE_CHECKOUT_DETAILS_LABEL = 'Close checkout and payment details';

/** The checkout's right-hand drawer (spec 000): Sub Total = amount, Customer Processing Fee, Total Amount. */
export function CheckoutSummaryPanel({ checkout, onClose }: { checkout: PayCheckoutDetail; onClose: () => void }) {
  return (
    <SummaryPanel
      titleId="checkout-details-title"
      title="Checkout and payment details"
      closeLabel={CLOSE_CHECKOUT_DETAILS_LABEL}
      onClose={onClose}
      total={checkout.total}
      refundPolicyTerms={checkout.refundPolicyTerms}
      // A checkout's merchant may have no e-mail (then no "Questions?" note).
      owner={{ ...checkout.owner, email: checkout.owner.email || null }}
    >
      <Lines aria-label="Amounts">
        {checkout.orderId && (
          <div>
            <dt>Order Id</dt>
            <dd>{checkout.orderId}</dd>
          </div>
        )}
        <div>
          <dt>Sub Total</dt>
          <dd>{money(checkout.amount)}</dd>
        </div>
        <div>
          <dt>Customer Processing Fee</dt>
          <dd>{money(checkout.transactionFee)}</dd>
        </div>
      </Lines>
    </SummaryPanel>
  );
}
