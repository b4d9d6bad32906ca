import { formatMoney } from '@pg/domain';

import type { PayInvoiceDetail } from '../graphql/payments';
import { lineCents, money } from './money';
import { Lines } from './payments.styles';
import { SummaryPanel } from './SummaryPanel';

export const CLOSE_DETAILS_LABEL = 'Close invoice and payment details';

/** The right-hand invoice and payment details: total, line items, fee, policy, questions. */
export function InvoiceSummaryPanel({ invoice, onClose }: { invoice: PayInvoiceDetail; onClose: () => void }) {
  return (
    <SummaryPanel
      titleId="pay-details-title"
      title="Invoice and payment details"
      closeLabel={CLOSE_DETAILS_LABEL}
      onClose={onClose}
      total={invoice.totals.total}
      refundPolicyTerms={invoice.refundPolicyTerms}
      owner={invoice.owner}
    >
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
    </SummaryPanel>
  );
}
