import { CloseIcon, IconButton } from '@pg/ui-kit';
import type { ReactNode } from 'react';

import type { PayInvoiceDetail } from '../graphql/payments';
import { money } from './money';
import { Note, Panel, PanelHeader, Total } from './payments.styles';

/** Spec 000: processing fees are refunded only under the full-refund terms. */
export function refundPolicyNote(terms: PayInvoiceDetail['refundPolicyTerms']): string {
  return terms === 'fullRefund'
    ? "The seller's refund policy applies to this payment. Processing fees are refunded with a refund."
    : "The seller's refund policy applies to this payment. Processing fees are not refunded.";
}

interface SummaryPanelProps {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Decimal as the API gives it. */
  total: number;
  refundPolicyTerms: PayInvoiceDetail['refundPolicyTerms'];
  /** email null: no "Questions?" note. */
  owner: { name: string; email: string | null; refundPolicyLink: string | null };
  /** The amounts above the total (line items, fees). */
  children: ReactNode;
}

/** The pay pages' right-hand details: the amounts, Total Amount, the refund policy and whom to ask. */
export function SummaryPanel({ titleId, title, closeLabel, onClose, total, refundPolicyTerms, owner, children }: SummaryPanelProps) {
  return (
    <Panel aria-labelledby={titleId}>
      <PanelHeader>
        <h2 id={titleId}>{title}</h2>
        <IconButton label={closeLabel} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </PanelHeader>
      {children}
      <Total>
        <span>Total Amount</span>
        <span>{money(total)}</span>
      </Total>
      <Note>
        {refundPolicyNote(refundPolicyTerms)}
        {owner.refundPolicyLink && (
          <>
            {' '}
            <a href={owner.refundPolicyLink} target="_blank" rel="noreferrer">
              Refund policy
            </a>
          </>
        )}
      </Note>
      {owner.email !== null && (
        <Note>
          Questions? <a href={`mailto:${owner.email}`}>Contact {owner.name}</a>
        </Note>
      )}
    </Panel>
  );
}
