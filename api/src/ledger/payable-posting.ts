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
 * The posting of a paid record (invoice, checkout): its payment credits the merchant the payable,
 * a disbursement outside a transfer debits it again.
 */
export function payablePosting(
  { payableCents, ...source }: PayableSource,
  transactionType: 'invoicePayment' | 'checkoutPayment' | 'disbursement',
  remarks: string,
  userId: string | null = null,
): LedgerPosting {
  return { ...source, amountCents: (transactionType === 'disbursement' ? -1 : 1) * payableCents, transactionType, remarks, userId };
}
