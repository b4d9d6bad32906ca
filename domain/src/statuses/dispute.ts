// Dispute statuses, stages and decline-wizard choices (spec 001 s4 and s9).
import { optionsFrom, startCase, type Tone } from './options';

export const DISPUTE_STATUSES = ['open', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = { open: 'Open', closed: 'Closed' };
/** Badge colours: open green, closed red, anything else blue. */
export function disputeStatusTone(status: string): Tone {
  return status === 'open' ? 'success' : status === 'closed' ? 'danger' : 'info';
}

export const DISPUTE_PROGRESS_STATUSES = ['autoApproved', 'received', 'merchantApproved', 'merchantDeclined', 'inReview', 'overturned', 'refunded'] as const;
export type DisputeProgressStatus = (typeof DISPUTE_PROGRESS_STATUSES)[number];
/** Stages whose disputed amount the processor holds (taken back, not returned): all but a won (overturned) dispute. */
export function disputeHoldsAmount(progressStatus: DisputeProgressStatus): boolean {
  return progressStatus !== 'overturned';
}
export const DISPUTE_PROGRESS_LABELS = Object.fromEntries(DISPUTE_PROGRESS_STATUSES.map((value) => [value, startCase(value)])) as Record<
  DisputeProgressStatus,
  string
>;

/**
 * Reasons a merchant gives to win (spec 001 s9). The contract's spellings are kept
 * (requestMAdeAfterDateOfTerms, cutomerReceviedCreditOrVoucherOutsidePG): they are wire values.
 */
export const DISPUTE_WIN_REASONS = [
  'cardholderWithdrewDispute',
  'customerWasRefunded',
  'transactionNonRefundable',
  'requestMAdeAfterDateOfTerms',
  'cutomerReceviedCreditOrVoucherOutsidePG',
  'bookingCancelledOrDelayedDueToGovtOrder',
  'other',
] as const;
export type DisputeWinReason = (typeof DISPUTE_WIN_REASONS)[number];
export const DISPUTE_WIN_REASON_LABELS: Record<DisputeWinReason, string> = {
  cardholderWithdrewDispute: 'Cardholder withdrew the dispute',
  customerWasRefunded: 'Customer was refunded',
  transactionNonRefundable: 'Transaction is non-refundable',
  requestMAdeAfterDateOfTerms: 'Refund request made after the date allowed by the terms',
  cutomerReceviedCreditOrVoucherOutsidePG: 'Customer received a credit or voucher outside the payment gateway',
  bookingCancelledOrDelayedDueToGovtOrder: 'Booking cancelled or delayed due to a government order',
  other: 'Other',
};
export const DISPUTE_WIN_REASON_OPTIONS = optionsFrom(DISPUTE_WIN_REASON_LABELS);

/** The other wizard's spelling (requestMadeAfterDateOfTerms) read as the contract value. */
export function normalizeDisputeWinReason(value: string): DisputeWinReason | undefined {
  const canonical = value === 'requestMadeAfterDateOfTerms' ? 'requestMAdeAfterDateOfTerms' : value;
  return (DISPUTE_WIN_REASONS as readonly string[]).includes(canonical) ? (canonical as DisputeWinReason) : undefined;
}

/** These reasons need no details: the wizard skips from step 0 to step 2 (spec 001 s2). */
export const DISPUTE_REASONS_WITHOUT_DETAILS: readonly DisputeWinReason[] = ['transactionNonRefundable', 'requestMAdeAfterDateOfTerms'];

export const PRODUCT_SERVICE_TYPES = ['physicalProduct', 'digitalProductOrService', 'offlineService', 'event', 'bookingOrReservation', 'other'] as const;
export type ProductServiceType = (typeof PRODUCT_SERVICE_TYPES)[number];
export const PRODUCT_SERVICE_TYPE_LABELS: Record<ProductServiceType, string> = {
  physicalProduct: 'Physical product',
  digitalProductOrService: 'Digital product or service',
  offlineService: 'Offline service',
  event: 'Event',
  bookingOrReservation: 'Booking or reservation',
  other: 'Other',
};
export const PRODUCT_SERVICE_TYPE_OPTIONS = optionsFrom(PRODUCT_SERVICE_TYPE_LABELS);
/** Default of productOrServiceDetails, leading space included (spec 001 s3). */
export const DEFAULT_PRODUCT_OR_SERVICE_DETAILS = ' Travel Related Expense';
/** Accepting a dispute costs the merchant USD 15 (spec 001 s9). */
export const DISPUTE_ACCEPTANCE_FEE_CENTS = 1500;
