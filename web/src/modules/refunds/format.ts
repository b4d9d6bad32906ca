import { REFUND_PROGRESS_LABELS, REFUND_REASON_LABELS, type RefundProgressStatus } from '@pg/domain';

// Display helpers shared by the refund screens (spec 001 s2: DD-MMM-YYYY, $1,234.50).
export { date, dateTime, money } from '../app/format';

export const progressLabel = (progress: RefundProgressStatus): string => REFUND_PROGRESS_LABELS[progress] ?? progress;

/** Reasons are stored as keys; older or free-text values show as they are. */
export const reasonLabel = (reason: string | null | undefined): string => (reason ? ((REFUND_REASON_LABELS as Record<string, string>)[reason] ?? reason) : '—');

export const refundDetailsPath = (id: string, action?: string): string => `/refunds/details/${encodeURIComponent(id)}${action ? `?action=${action}` : ''}`;
export const refundDeclinePath = (id: string): string => `/refunds/deny/${encodeURIComponent(id)}`;
export const refundInitiatePath = (id: string, type: 'invoice' | 'checkout'): string => `/refunds/initiate-refund/${encodeURIComponent(id)}?type=${type}`;
/** Parent record pages: invoices per spec 000 s2; checkouts by the same pattern (spec 002). */
export const parentPath = (type: 'invoice' | 'checkout', id: string): string =>
  type === 'checkout' ? `/checkouts/${encodeURIComponent(id)}` : `/invoices/${encodeURIComponent(id)}`;
export const parentListPath = (type: 'invoice' | 'checkout'): string => (type === 'checkout' ? '/checkouts' : '/invoices');
