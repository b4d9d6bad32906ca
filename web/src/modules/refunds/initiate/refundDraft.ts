import { centsToDecimal, parseCents, type RefundFeeBasis, type RefundPolicyTerms, type RefundTotals, refundTotals, toCents } from '@pg/domain';

import type { RequestRefundInput } from '../../../gql/graphql';
import type { LineDraft } from './LineItemsEditor';

// Pure helpers of the initiate page; all money through @pg/domain (integer cents).

export function emptyLine(trackIndex: number): LineDraft {
  return { trackIndex, description: '', amount: '', touched: {} };
}

/** Footer totals; lines without a valid amount count as zero until fixed. The fee is the API's: pro rata of what the payer paid. */
export function draftTotals(
  lines: readonly LineDraft[],
  terms: RefundPolicyTerms | null | undefined,
  availableCents: number,
  feeBasis: RefundFeeBasis,
): RefundTotals {
  return refundTotals({
    lineItems: lines.map((l) => ({ amountCents: Math.max(0, parseCents(l.amount) ?? 0) })),
    refundPolicyTerms: terms,
    availableCents,
    feeBasis,
  });
}

/** The fee basis of availableRefundAmountAndRefundPolicyTerms (dollars) in cents; nothing known yet: no fee. */
export function feeBasisOf(
  available: { chargedSubtotal: number; chargedFee: number; refundedSubtotal: number; refundedFee: number } | undefined,
): RefundFeeBasis {
  if (!available) return { chargedSubtotalCents: 0, chargedFeeCents: 0, refundedSubtotalCents: 0, refundedFeeCents: 0 };
  return {
    chargedSubtotalCents: toCents(available.chargedSubtotal),
    chargedFeeCents: toCents(available.chargedFee),
    refundedSubtotalCents: toCents(available.refundedSubtotal),
    refundedFeeCents: toCents(available.refundedFee),
  };
}

export function requestInput(args: {
  parentEntityId: string;
  type: 'invoice' | 'checkout';
  reason: string;
  notes: string;
  pointOfContact: string;
  lines: readonly LineDraft[];
  totalCents: number;
}): RequestRefundInput {
  return {
    parentEntityId: args.parentEntityId,
    type: args.type,
    reason: args.reason,
    notes: args.notes.trim() || null,
    pointOfContact: args.pointOfContact,
    requestedAmount: centsToDecimal(args.totalCents),
    lineItems: args.lines.map((l) => ({ description: l.description.trim(), amount: centsToDecimal(parseCents(l.amount) ?? 0) })),
  };
}
