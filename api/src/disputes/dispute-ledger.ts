import { formatMoney } from '@pg/domain';

import type { LedgerPosting } from '../ledger/ledger.service';
import type { Dispute } from './dispute.entity';

/**
 * The three money events of a dispute (docs/decisions/0064-dispute-money.md), as processors book them:
 * the chargeback takes the disputed amount when the dispute arrives (from the processor's
 * clearing, recovered from the merchant's payable); an accepted (or auto-approved) dispute also
 * costs the merchant the USD 15 fee (dispute fee revenue); a won dispute returns the amount.
 * Each has its own key, so a retried activity or a redelivered event posts once.
 */
export type DisputeMoneyEvent = 'chargeback' | 'fee' | 'won';

/** A dispute of a test checkout (test mode) moves no money in the books. */
export function disputeInLedger(dispute: Pick<Dispute, 'livemode'>): boolean {
  return dispute.livemode;
}

/** The posting of one of them; `fee` only once acceptanceFeeCents is set (a zero journal is refused). */

export function disputeLedgerPosting(dispute: Dispute, event: DisputeMoneyEvent, userId: string | null = null): LedgerPosting {
  const of = dispute.invoice ? ` of invoice ${dispute.invoice.code}` : dispute.webPayment ? ` of checkout ${dispute.webPayment.code}` : '';
  const organizationId = dispute.owner.id;
  const common = { sourceType: 'dispute', sourceId: dispute.id, userId };
  switch (event) {
    case 'chargeback':
      return {
        ...common,
        event: { kind: 'chargeback', organizationId, processor: dispute.processor, amountCents: dispute.disputeAmountCents },
        transactionType: 'dispute',
        remarks: `Dispute ${dispute.code}${of}: ${formatMoney(dispute.disputeAmountCents)} taken back by the card processor`,
      };
    case 'fee':
      return {
        ...common,
        event: { kind: 'disputeFee', organizationId, amountCents: dispute.acceptanceFeeCents },
        transactionType: 'dispute',
        sourceKey: `dispute-fee:dispute:${dispute.id}`,
        remarks: `Dispute ${dispute.code} accepted: ${formatMoney(dispute.acceptanceFeeCents)} fee`,
      };
    case 'won':
      return {
        ...common,
        event: { kind: 'disputeWon', organizationId, processor: dispute.processor, amountCents: dispute.disputeAmountCents },
        transactionType: 'disputeWon',
        remarks: `Dispute ${dispute.code}${of} won: ${formatMoney(dispute.disputeAmountCents)} returned`,
      };
  }
}
