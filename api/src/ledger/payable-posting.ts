import type { LedgerPosting } from './ledger.service';

/** A paid record as the merchant's ledger sees it: what a transfer pays out for it, and where it comes from. */
export interface PayableSource {
  organizationId: string;
  sourceType: 'invoice' | 'webPayment';
  sourceId: string;
  /** The merchant's payable (amount less the merchant fee), in cents. */
  payableCents: number;
}

/**
 * The card payment of a paid record: the processor holds what was charged, the merchant is owed its
 * payable, the rest is fee revenue. Dated at the record's `paid_at` (`charge.paidAt`), so the
 * dashboards (read from journals) and the record pages put the payment on the same day.
 */
export function paymentPosting(
  { payableCents, ...source }: PayableSource,
  charge: { processor: string; chargedCents: number; paidAt: Date },
  remarks: string,
): LedgerPosting {
  return {
    ...source,
    event: { kind: 'payment', organizationId: source.organizationId, processor: charge.processor, chargedCents: charge.chargedCents, payableCents },
    transactionType: source.sourceType === 'invoice' ? 'invoicePayment' : 'checkoutPayment',
    remarks,
    at: charge.paidAt,
  };
}

/** A disbursement outside a transfer: the record's payable paid out to the merchant's bank. */
export function disbursementPosting({ payableCents, ...source }: PayableSource, remarks: string, userId: string | null = null): LedgerPosting {
  return {
    ...source,
    event: { kind: 'payout', organizationId: source.organizationId, amountCents: payableCents },
    transactionType: 'disbursement',
    remarks,
    userId,
  };
}
