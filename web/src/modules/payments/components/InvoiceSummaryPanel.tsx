import { formatMoney } from '@pg/domain';
import { IconButton, CloseIcon } from '@pg/ui-kit';
import type { PayInvoiceDetail } from '../graphql/types';
import { lineCents, money } from './money';
import { Lines, Note, Panel, PanelHeader, Total } from './payments.styles';

export const CLOSE_DETAILS_LABEL = 'Close invoice and payment details';

/** Spec 000: processing fees are refunded only under the full-refund terms. */
export function refundPolicyNote(terms: PayInvoiceDetail['refundPolicyTerms']): string {
  return terms === 'fullRefund'
    ? "The seller's refund policy applies to this payment. Processing fees are refunded with a refund."
    : "The seller's refund policy applies to this payment. Processing fees are not refunded.";
}

/** The right-hand invoice and payment details: total, line items, fee, policy, questions. */
export function InvoiceSummaryPanel({ invoice, onClose }: { invoice: PayInvoiceDetail; onClose(): void }) {
  return (
    <Panel aria-labelledby="pay-details-title">
      <PanelHeader>
        <h2 id="pay-details-title">Invoice and payment details</h2>
        <IconButton label={CLOSE_DETAILS_LABEL} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </PanelHeader>
      <Lines aria-label="Total">
        <div>
          <dt>Total</dt>
          <dd>{money(invoice.totals.total)}</dd>
        </div>
      </Lines>
      <Lines aria-label="Line items">
        {invoice.lineItems.map((line) => (
          <div key={line.id}>
            <dt>
              {line.description}
              <small>
                {line.quantity} x {money(line.price)}
              </small>
            </dt>
            <dd>{formatMoney(lineCents(line.price, line.quantity))}</dd>
          </div>
        ))}
        <div>
          <dt>Customer Processing Fee</dt>
          <dd>{money(invoice.totals.fee)}</dd>
        </div>
      </Lines>
      <Total>
        <span>Total Amount</span>
        <span>{money(invoice.totals.total)}</span>
      </Total>
      <Note>
        {refundPolicyNote(invoice.refundPolicyTerms)}
        {invoice.owner.refundPolicyLink && (
          <>
            {' '}
            <a href={invoice.owner.refundPolicyLink} target="_blank" rel="noreferrer">
              Refund policy
            </a>
          </>
        )}
      </Note>
      <Note>
        Questions? <a href={`mailto:${invoice.owner.email}`}>Contact {invoice.owner.name}</a>
      </Note>
    </Panel>
  );
}
