// The processing fee a refund gives back (issue 47): a payer gets back what they paid, at most.
// Under fullRefund terms a refund returns the processing fee actually charged to the payer, pro
// rata to the share of the paid lines refunded; under any other terms it returns none (spec 000
// s3: "processing fees are not refunded unless refundPolicyTerms equals the full-refund value").
import { formatMoney } from './money';
import { REFUND_ACTION_MESSAGES } from './refund-rules';
import type { RefundPolicyTerms } from './statuses';

/** What the payer was charged and has already had back: the basis of a refund's processing fee. */
export interface RefundFeeBasis {
  /** Lines the payer paid for: the invoice's subtotal, or the checkout's amount. */
  chargedSubtotalCents: number;
  /** Processing fee charged to the payer: the invoice's customer fee, or the checkout's transactionFee. */
  chargedFeeCents: number;
  /** Lines of earlier refunds still held (neither denied nor resolved as not refunded). */
  refundedSubtotalCents: number;
  /** Processing fees of those earlier refunds. */
  refundedFeeCents: number;
}

/** A payment with nothing charged and nothing refunded: every refund fee is 0. */
export const NO_REFUND_FEE_BASIS: RefundFeeBasis = { chargedSubtotalCents: 0, chargedFeeCents: 0, refundedSubtotalCents: 0, refundedFeeCents: 0 };

/**
 * Rounding rule (cumulative share, half-up): the fees refunded so far, this refund included,
 * are fee charged x lines refunded so far / lines charged, rounded half-up to the cent, and
 * this refund's fee is that figure less the fees already refunded (never below 0). The
 * cumulative figure never exceeds the fee charged, so the sum of partial refunds' fees never
 * does; the refund that reaches the whole subtotal takes exactly the remainder.
 */
export function refundProcessingFeeCents(lineItemsSubtotalCents: number, terms: RefundPolicyTerms | null | undefined, basis: RefundFeeBasis): number {
  assertCents(lineItemsSubtotalCents, 'refund subtotal');
  const { chargedSubtotalCents, chargedFeeCents, refundedSubtotalCents, refundedFeeCents } = basis;
  assertCents(chargedSubtotalCents, 'charged subtotal');
  assertCents(chargedFeeCents, 'charged fee');
  assertCents(refundedSubtotalCents, 'refunded subtotal');
  assertCents(refundedFeeCents, 'refunded fee');
  if (terms !== 'fullRefund' || lineItemsSubtotalCents <= 0 || chargedSubtotalCents <= 0 || chargedFeeCents <= 0) return 0;
  const cumulative = Math.min(chargedSubtotalCents, Math.max(0, refundedSubtotalCents) + lineItemsSubtotalCents);
  const share = proRataHalfUp(chargedFeeCents, cumulative, chargedSubtotalCents);
  return Math.max(0, share - Math.max(0, refundedFeeCents));
}

/**
 * What the payer may still get back under the parent's terms, before disputes: the amount
 * charged, less the processing fee when the terms do not refund it (only the lines can come back).
 */
export function refundableChargeCents(paidTotalCents: number, chargedFeeCents: number, terms: RefundPolicyTerms | null | undefined): number {
  assertCents(paidTotalCents, 'paid total');
  assertCents(chargedFeeCents, 'charged fee');
  return terms === 'fullRefund' ? paidTotalCents : Math.max(0, paidTotalCents - chargedFeeCents);
}

/** fee x part / whole, half-up, in integers (BigInt: the product may pass 2^53). */
function proRataHalfUp(feeCents: number, partCents: number, wholeCents: number): number {
  const whole = BigInt(wholeCents);
  return Number((2n * BigInt(feeCents) * BigInt(partCents) + whole) / (2n * whole));
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of cents, got ${value}`);
}

/**
 * The API's refusal of a refund total above the available funds, with the figure; the refund
 * page shows the same words as help text (spec 001 s5: "help text only" there).
 */
export function exceedsAvailableText(availableCents: number): string {
  return `${REFUND_ACTION_MESSAGES.exceedsAvailable} (${formatMoney(availableCents)} available).`;
}
