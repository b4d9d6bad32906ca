// Web payment (checkout) statuses (spec 000 s4, 002 s4).
import type { Tone } from './options';

export const CHECKOUT_STATUSES = ['unpaid', 'paid', 'cancelled', 'failed', 'disbursed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
/** The GraphQL and database name of a checkout is WebPayment; same values. */
export const WEB_PAYMENT_STATUSES = CHECKOUT_STATUSES;
export type WebPaymentStatus = CheckoutStatus;

export const CHECKOUT_STATUS_LABELS: Record<CheckoutStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
  disbursed: 'Disbursed',
};
/** Paid and disbursed green, cancelled red (spec 002 s4); failed red too, unpaid as on invoices. */
export const CHECKOUT_STATUS_TONES: Record<CheckoutStatus, Tone> = {
  unpaid: 'info',
  paid: 'success',
  cancelled: 'danger',
  failed: 'danger',
  disbursed: 'success',
};
