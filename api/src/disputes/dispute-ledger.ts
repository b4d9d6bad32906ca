import { formatMoney } from '@pg/domain';
import type { LedgerPosting } from '../ledger/ledger.service';
import type { Dispute } from './dispute.entity';

/**
 * The three money events of a dispute (docs/decisions.md, Money flows), as processors book them:
 * the chargeback debits the disputed amount when the dispute arrives; an accepted (or
 * auto-approved) dispute also debits the USD 15 fee; a won dispute credits the amount back.
 * Each has its own key, so a retried activity or a redelivered event posts once.
 */
export type DisputeMoneyEvent = 'chargeback' | 'fee' | 'won';

/** The posting of one of them; `fee` only once acceptanceFeeCents is set (a zero entry is refused). */
export function disputeLedgerPosting(dispute: Dispute, event: DisputeMoneyEvent, userId: string | null = null): LedgerPosting {
  const of = dispute.invoice ? ` of invoice ${dispute.invoice.code}` : dispute.webPayment ? ` of checkout ${dispute.webPayment.code}` : '';
  const common = { organizationId: dispute.owner.id, sourceType: 'dispute', sourceId: dispute.id, userId };
  switch (event) {
    case 'chargeback':
      return { ...common, transactionType: 'dispute', amountCents: -dispute.disputeAmountCents, remarks: `Dispute ${dispute.code}${of}: ${formatMoney(dispute.disputeAmountCents)} taken back by the card processor` };
    case 'fee':
      return {
        ...common,
        transactionType: 'dispute',
        amountCents: -dispute.acceptanceFeeCents,
        sourceKey: `dispute-fee:dispute:${dispute.id}`,
        remarks: `Dispute ${dispute.code} accepted: ${formatMoney(dispute.acceptanceFeeCents)} fee`,
      };
    case 'won':
      return { ...common, transactionType: 'disputeWon', amountCents: dispute.disputeAmountCents, remarks: `Dispute ${dispute.code}${of} won: ${formatMoney(dispute.disputeAmountCents)} returned` };
  }
}
