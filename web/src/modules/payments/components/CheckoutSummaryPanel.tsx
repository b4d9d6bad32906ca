import { CloseIcon, IconButton } from '@pg/ui-kit';
import type { PayCheckoutDetail } from '../graphql/types';
import { refundPolicyNote } from './InvoiceSummaryPanel';
import { money } from './money';
import { Lines, Note, Panel, PanelHeader, Total } from './payments.styles';

export const CLOSE_CHECKOUT_DETAILS_LABEL = 'Close checkout and payment details';

/** The checkout's right-hand drawer (spec 000): Sub Total = amount, Customer Processing Fee, Total Amount. */
export function CheckoutSummaryPanel({ checkout, onClose }: { checkout: PayCheckoutDetail; onClose(): void }) {
  return (
    <Panel aria-labelledby="checkout-details-title">
      <PanelHeader>
        <h2 id="checkout-details-title">Checkout and payment details</h2>
        <IconButton label={CLOSE_CHECKOUT_DETAILS_LABEL} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </PanelHeader>
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
      <Total>
        <span>Total Amount</span>
        <span>{money(checkout.total)}</span>
      </Total>
      <Note>
        {refundPolicyNote(checkout.refundPolicyTerms)}
        {checkout.owner.refundPolicyLink && (
          <>
            {' '}
            <a href={checkout.owner.refundPolicyLink} target="_blank" rel="noreferrer">
              Refund policy
            </a>
          </>
        )}
      </Note>
      {checkout.owner.email && (
        <Note>
          Questions? <a href={`mailto:${checkout.owner.email}`}>Contact {checkout.owner.name}</a>
        </Note>
      )}
    </Panel>
  );
}
