// Fee and total maths of invoices, checkouts, refunds and transfers (spec 000 s9, 001 s9, 002 s4/s9).
// Every amount is integer cents and every rate basis points; fees round half-up to the cent
// (applyBps), so the web's preview and the API's stored figures are the same numbers.
import { applyBps } from './money';
import { type RefundFeeBasis, refundProcessingFeeCents } from './refund-fee';
import type { RefundPolicyTerms } from './statuses';

/** Default platform fee and default/maximum merchant fee: 4.99 % (spec 000 s9). */
export const DEFAULT_PLATFORM_FEE_BPS = 499;
export const MAX_MERCHANT_FEE_BPS = 499;
/** An invoice's merchant fee when its organization has none stored (spec 000 s9: "default and maximum 4.99"). */
export const DEFAULT_MERCHANT_FEE_BPS = 499;

export interface InvoiceLine {
  quantity: number;
  priceCents: number;
}

export interface InvoiceTotalsInput {
  lineItems: readonly InvoiceLine[];
  platformFeeBps: number;
  merchantFeeBps: number;
  /** Each disbursement to a recipient other than the merchant's own line (DOI, hotels, airlines). */
  disbursementCents?: readonly number[];
  /** Or their sum; added to disbursementCents when both are given. */
  otherDisbursementsCents?: number;
}

export interface InvoiceTotals {
  /** quantity x price of each line, in input order. */
  lineTotalsCents: number[];
  subtotalCents: number;
  /** What the customer pays on top: the part of the platform fee the merchant does not absorb. */
  customerFeeCents: number;
  /** Same as customerFeeCents: the invoice's "fee" total (totals.fee in the spec's shape). */
  feeCents: number;
  /** subtotal + customer fee: what the card is charged. */
  totalCents: number;
  /** Deducted from the merchant: subtotal x merchant fee. */
  merchantFeeCents: number;
  /** Customer fee + merchant fee: what the platform keeps. */
  platformFeeCents: number;
  /** subtotal - merchant fee: what the invoice contributes to a transfer. */
  payableCents: number;
  /** Sum of the other disbursements. */
  disbursementsCents: number;
  /** subtotal - merchant fee - other disbursements: the merchant's own disbursement line. */
  netCents: number;
}

/** Extended price of one line: quantity x price. Quantities are whole units. */
export function lineTotalCents(line: InvoiceLine): number {
  assertInteger(line.quantity, 'quantity');
  assertInteger(line.priceCents, 'price');
  return checked(line.quantity * line.priceCents, 'line total');
}

/**
 * subtotal x (platform fee - merchant fee), half-up to the cent. A merchant fee above the
 * platform fee is refused by validation; should one reach here (platform fee lowered later),
 * the customer is never credited a negative fee.
 */
export function customerFeeCents(subtotalCents: number, platformFeeBps: number, merchantFeeBps: number): number {
  assertInteger(platformFeeBps, 'platform fee');
  assertInteger(merchantFeeBps, 'merchant fee');
  return applyBps(subtotalCents, Math.max(0, platformFeeBps - merchantFeeBps));
}

/** Spec 000 section 9, create-page maths. */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const { platformFeeBps, merchantFeeBps, disbursementCents = [], otherDisbursementsCents = 0 } = input;
  const lineTotalsCents = input.lineItems.map(lineTotalCents);
  const subtotalCents = sumCents(lineTotalsCents, 'subtotal');
  const fee = customerFeeCents(subtotalCents, platformFeeBps, merchantFeeBps);
  const merchantFeeCents = applyBps(subtotalCents, merchantFeeBps);
  const payableCents = subtotalCents - merchantFeeCents;
  const disbursementsCents = sumCents([...disbursementCents, otherDisbursementsCents], 'disbursement');
  return {
    lineTotalsCents,
    subtotalCents,
    customerFeeCents: fee,
    feeCents: fee,
    totalCents: subtotalCents + fee,
    merchantFeeCents,
    platformFeeCents: fee + merchantFeeCents,
    payableCents,
    disbursementsCents,
    netCents: payableCents - disbursementsCents,
  };
}

/** Sum of integer cents; refuses fractions and sums beyond 2^53 (which would lose cents). */
export function sumCents(values: readonly number[], what = 'amount'): number {
  let total = 0;
  for (const cents of values) {
    assertInteger(cents, what);
    total += cents;
  }
  return checked(total, what);
}

export interface CheckoutTotals {
  /** amount + transaction fee: what the customer is charged. */
  totalCents: number;
  /** amount - merchant fee: what the checkout contributes to a transfer. */
  payableCents: number;
}

/** Spec 002 section 9: on checkouts both fees are absolute amounts, not rates. */
export function checkoutTotals(input: { amountCents: number; transactionFeeCents: number; merchantFeeCents: number }): CheckoutTotals {
  assertInteger(input.amountCents, 'amount');
  assertInteger(input.transactionFeeCents, 'transaction fee');
  assertInteger(input.merchantFeeCents, 'merchant fee');
  return {
    totalCents: input.amountCents + input.transactionFeeCents,
    payableCents: input.amountCents - input.merchantFeeCents,
  };
}

export interface CheckoutFees extends CheckoutTotals {
  /** Customer processing fee: the part of the platform fee the merchant does not absorb. */
  transactionFeeCents: number;
  /** The merchant's processing fee, as an amount (spec 002 s9: absolute on checkouts). */
  merchantFeeCents: number;
}

/**
 * A new checkout's fees from its organization's rates, fixed as amounts when it is created:
 * transactionFee = amount x (platform fee - merchant fee), merchant fee = amount x merchant fee,
 * both half-up to the cent; total = amount + transactionFee; payable = amount - merchant fee.
 */
export function checkoutFees(amountCents: number, platformFeeBps: number, merchantFeeBps: number): CheckoutFees {
  const transactionFeeCents = customerFeeCents(amountCents, platformFeeBps, merchantFeeBps);
  const merchantFeeCents = applyBps(amountCents, merchantFeeBps);
  return { transactionFeeCents, merchantFeeCents, ...checkoutTotals({ amountCents, transactionFeeCents, merchantFeeCents }) };
}

export interface RefundTotals {
  subtotalCents: number;
  feeCents: number;
  /** subtotal + fee: what goes back to the customer. */
  totalCents: number;
  /**
   * available - total (the pro rata processing fee included): what the API will accept next,
   * the one figure every screen shows (docs/decisions/0036-refund-amounts.md; the spec's
   * "available minus the subtotal" whenever the fee is 0); negative means too much.
   */
  remainingCents: number;
}

/** Footer of the refund initiate page: Sub Total, Processing Fee (pro rata of the fee the payer paid), Refund Total, remaining. */
export function refundTotals(input: {
  lineItems: readonly { amountCents: number }[];
  refundPolicyTerms: RefundPolicyTerms | null | undefined;
  availableCents: number;
  /** What the payer was charged and has had back (refund-fee.ts). */
  feeBasis: RefundFeeBasis;
}): RefundTotals {
  assertInteger(input.availableCents, 'available amount');
  const subtotalCents = sumCents(
    input.lineItems.map((line) => line.amountCents),
    'refund line amount',
  );
  const feeCents = refundProcessingFeeCents(subtotalCents, input.refundPolicyTerms, input.feeBasis);
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents, remainingCents: input.availableCents - subtotalCents - feeCents };
}

/**
 * Funds still refundable on a paid invoice or checkout: the paid total less every earlier
 * refund that was not denied (a denied or not-refunded request gives its amount back) and less
 * what disputes hold (the processor took it back: an open or lost dispute; a won one gave it
 * back), as Stripe refuses to refund a disputed charge twice. Never below zero.
 */
export function availableRefundCents(
  paidTotalCents: number,
  earlierRefunds: readonly { amountCents: number; denied: boolean }[],
  disputes: readonly { amountCents: number; holds: boolean }[] = [],
): number {
  assertInteger(paidTotalCents, 'paid total');
  let held = 0;
  for (const refund of earlierRefunds) {
    assertInteger(refund.amountCents, 'refund amount');
    if (!refund.denied) held += refund.amountCents;
  }
  for (const dispute of disputes) {
    assertInteger(dispute.amountCents, 'dispute amount');
    if (dispute.holds) held += dispute.amountCents;
  }
  return Math.max(0, paidTotalCents - held);
}

export interface TransferItems {
  /** Payable (net) cents of each selected invoice. */
  invoices: readonly number[];
  /** Payable (net) cents of each selected checkout. */
  checkouts: readonly number[];
  /** Refunded cents of each selected refund. */
  refunds: readonly number[];
  /** Disputed cents of each selected dispute (money taken back by the card processor). */
  disputes: readonly number[];
  /** Cents of each dispute won back (overturned). */
  wonDisputes: readonly number[];
  /** Cents of each refund an earlier transfer deducted and that was then denied or not refunded (issue 47). */
  releasedRefunds?: readonly number[];
}

/** Spec 002 section 4: invoices net + checkouts net - disputes - refunds + won disputes. */
export function transferTotalCents(items: TransferItems): number {
  return checked(
    sumCents(items.invoices, 'invoice net') +
      sumCents(items.checkouts, 'checkout net') -
      sumCents(items.disputes, 'dispute amount') -
      sumCents(items.refunds, 'refund amount') +
      sumCents(items.wonDisputes, 'won dispute amount') +
      sumCents(items.releasedRefunds ?? [], 'released refund amount'),
    'transfer total',
  );
}

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of cents/units, got ${value}`);
}

/** Sums beyond 2^53 cents would silently lose cents: refuse them. */
function checked(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is too large`);
  return value;
}
