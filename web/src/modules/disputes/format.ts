import { DISPUTE_PROGRESS_LABELS, DISPUTE_STATUS_LABELS, type DisputeProgressStatus, type DisputeStatus, disputeStatusTone, type Tone } from '@pg/domain';

// Display helpers of the dispute screens (spec 001 s2: DD-MMM-YYYY, $1,234.50).
export { calendarDate, date, dateTime, money } from '../app/format';
export { parentPath } from '../refunds/format';

export const progressLabel = (progress: DisputeProgressStatus): string => DISPUTE_PROGRESS_LABELS[progress] ?? progress;
export const statusLabel = (status: DisputeStatus): string => DISPUTE_STATUS_LABELS[status] ?? status;
/** Badge colours: open green, closed red, other blue (spec 001 s4). */
export const statusTone = (status: string): Tone => disputeStatusTone(status);

/** The processor's reason code as words: product_not_received -> Product not received. */
export const reasonLabel = (reason: string): string => {
  const words = reason.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '—';
};

export const disputeDetailsPath = (id: string, action?: string): string => `/disputes/details/${encodeURIComponent(id)}${action ? `?action=${action}` : ''}`;
export const disputeDeclinePath = (id: string): string => `/disputes/deny/${encodeURIComponent(id)}`;
export const transferPath = (id: string): string => `/transfers/${encodeURIComponent(id)}`;
/** The dispute report (spec 001 s7: GET {api host}/dispute/{id}). */
export const disputeReportPath = (id: string): string => `/dispute/${encodeURIComponent(id)}`;

export const customerOf = (dispute: { invoice: { recipientName: string; recipientSurName: string } | null }): string =>
  [dispute.invoice?.recipientName, dispute.invoice?.recipientSurName].filter(Boolean).join(' ') || '—';
