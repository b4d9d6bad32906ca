// Invoice statuses and types (spec 000 s3-s4; colours from the invoice list).
import { optionsFrom, type Tone } from './options';

export const INVOICE_STATUSES = ['unsent', 'unpaid', 'paid', 'disbursed', 'void', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unsent: 'Unsent',
  unpaid: 'Unpaid',
  paid: 'Paid',
  disbursed: 'Disbursed',
  void: 'Void',
  cancelled: 'Cancelled',
};
/** Paid and disbursed green, unpaid dark blue, void red (spec 000 s2, invoice list). */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, Tone> = {
  unsent: 'neutral',
  unpaid: 'info',
  paid: 'success',
  disbursed: 'success',
  void: 'danger',
  cancelled: 'neutral',
};

export const INVOICE_TYPES = ['preTripPayment', 'inCountrySettlement', 'postTripSettlement'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  preTripPayment: 'Pre Trip Payment',
  inCountrySettlement: 'In Country Payment',
  postTripSettlement: 'Post Trip Settlement',
};
export const INVOICE_TYPE_OPTIONS = optionsFrom(INVOICE_TYPE_LABELS);
