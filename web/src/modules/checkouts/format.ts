import { CHECKOUT_STATUS_LABELS, CHECKOUT_STATUS_TONES, type CheckoutStatus, currencySymbol, formatDate, formatMoney, toCents } from '@pg/domain';

// Display helpers of the checkout screens: amounts with the checkout's currency symbol (spec 002 s9).

export const checkoutMoney = (amount: number, currency = 'USD'): string => formatMoney(toCents(amount), currencySymbol(currency));
export const checkoutDate = (value: string | null | undefined): string => (value ? formatDate(value) : '—');
export const checkoutStatusLabel = (status: CheckoutStatus): string => CHECKOUT_STATUS_LABELS[status];
export const checkoutStatusTone = (status: CheckoutStatus) => CHECKOUT_STATUS_TONES[status];
export const checkoutDetailsPath = (id: string): string => `/checkouts/${encodeURIComponent(id)}`;
