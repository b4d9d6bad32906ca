// Refund statuses, stages, reasons (spec 001 s4 and s9). The spec does not show the literals of
// the pending stages; these are ours: each progress value names the last step taken, and
// REFUND_AWAITING says whose action it waits for (merchant, then bank, then platform).
import { optionsFrom, startCase, type Tone } from './options';

export const REFUND_STATUSES = ['open', 'closed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { open: 'Open', closed: 'Closed' };
/**
 * The spec leaves refund colours open (its open-green, closed-red is the dispute's): one meaning
 * across lists (decision 0181), so a closed refund is neutral, not a red failure; the outcome is
 * the progress badge's (refundProgressTone).
 */
export const REFUND_STATUS_TONES: Record<RefundStatus, Tone> = { open: 'info', closed: 'neutral' };

export const REFUND_PROGRESS_STATUSES = [
  'initiated',
  'merchantApproved',
  'merchantDeclined',
  'bankApproved',
  'pgApproved',
  'refunded',
  'notRefunded',
  'denied',
] as const;
export type RefundProgressStatus = (typeof REFUND_PROGRESS_STATUSES)[number];
/** "Capitalised, with spaces" (spec 001 s2, refund list). */
export const REFUND_PROGRESS_LABELS = Object.fromEntries(
  REFUND_PROGRESS_STATUSES.map((value) => [value, value === 'pgApproved' ? 'PG Approved' : startCase(value)]),
) as Record<RefundProgressStatus, string>;

export type RefundActor = 'merchant' | 'bank' | 'pg';
/**
 * Whose action an open refund waits for. A merchant decline goes to the bank, which may still
 * approve (DESIGN.md s2: merchant approve/decline, then bank approve/deny, then platform).
 * pgApproved waits for the platform to resolve it as refunded or not refunded.
 */
export const REFUND_AWAITING: Record<RefundProgressStatus, RefundActor | undefined> = {
  initiated: 'merchant',
  merchantApproved: 'bank',
  merchantDeclined: 'bank',
  bankApproved: 'pg',
  pgApproved: 'pg',
  refunded: undefined,
  notRefunded: undefined,
  denied: undefined,
};
/** Stages that end a refund (status closed). */
export const REFUND_CLOSED_PROGRESS: readonly RefundProgressStatus[] = ['refunded', 'notRefunded', 'denied'];
/** Stages whose amount is no longer held against the paid total (see availableRefundCents). */
export const REFUND_RELEASED_PROGRESS: readonly RefundProgressStatus[] = ['notRefunded', 'denied'];

export function refundAwaits(status: RefundStatus, progress: RefundProgressStatus): RefundActor | undefined {
  return status === 'open' ? REFUND_AWAITING[progress] : undefined;
}

/** What a refund was taken against (spec 001 s3). */
export const REFUND_PARENT_TYPES = ['invoice', 'checkout'] as const;
export type RefundParentType = (typeof REFUND_PARENT_TYPES)[number];

/** Reasons offered when initiating (spec 001 s9); Other requires notes. */
export const REFUND_REASONS = ['duplicateCharges', 'cancellationByCustomer', 'cancellationDueToOperationalIssues', 'fraudulentCharge', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  duplicateCharges: 'Duplicate Charges',
  cancellationByCustomer: 'Cancellation by Customer',
  cancellationDueToOperationalIssues: 'Cancellation due to Operational Issues',
  fraudulentCharge: 'Fraudulent Charge',
  other: 'Other',
};
export const REFUND_REASON_OPTIONS = optionsFrom(REFUND_REASON_LABELS);

/** Merchant decline wizard reasons (spec 001 s4). */
export const REFUND_DECLINE_REASONS = ['outsideCancellationPolicy', 'serviceWasProvided', 'refundAlreadyPaid'] as const;
export type RefundDeclineReason = (typeof REFUND_DECLINE_REASONS)[number];
export const REFUND_DECLINE_REASON_LABELS: Record<RefundDeclineReason, string> = {
  outsideCancellationPolicy: 'Outside cancellation policy',
  serviceWasProvided: 'Service was provided',
  refundAlreadyPaid: 'Refund already paid',
};
export const REFUND_DECLINE_REASON_OPTIONS = optionsFrom(REFUND_DECLINE_REASON_LABELS);

/** How a customer was already refunded outside this request (refund decline and dispute decline). */
export const ALREADY_REFUNDED_MODES = ['paidInCash', 'paidViaPaymentGateway', 'paidViaWireTransfer'] as const;
export type AlreadyRefundedMode = (typeof ALREADY_REFUNDED_MODES)[number];
export const ALREADY_REFUNDED_MODE_LABELS: Record<AlreadyRefundedMode, string> = {
  paidInCash: 'Paid in cash',
  paidViaPaymentGateway: 'Paid via payment gateway',
  paidViaWireTransfer: 'Paid via wire transfer',
};
export const ALREADY_REFUNDED_MODE_OPTIONS = optionsFrom(ALREADY_REFUNDED_MODE_LABELS);

/**
 * The progress badge (decision 0181): refunded succeeded (green), not refunded or denied failed
 * (red), a stage waiting for the viewer needs their action (amber), any other stage is under way
 * (blue).
 */
export function refundProgressTone(progress: RefundProgressStatus, awaitsViewer: boolean): Tone {
  if (progress === 'refunded') return 'success';
  if (progress === 'notRefunded' || progress === 'denied') return 'danger';
  return awaitsViewer ? 'warning' : 'info';
}
