import { formatDate, formatDateTime, formatMoney, isoDate, toCents } from '@pg/domain';

// Display helpers for the API's decimal amounts and ISO dates (spec 000 section 9: $1,234.50,
// DD-MMM-YYYY, history times DD-MMM-YYYY HH:MM). Amounts go through cents, never float maths.

export const money = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '—' : formatMoney(toCents(amount)));

export const date = (value: string | null | undefined): string => (value ? formatDate(value) : '—');

export const dateTime = (value: string | null | undefined): string => (value ? formatDateTime(value) : '—');

/** The customer-facing pay link: the public path pay/{accessKey} (spec 000 section 2). */
export function paylinkFor(accessKey: string, origin: string = window.location.origin): string {
  return `${origin}/pay/${encodeURIComponent(accessKey)}`;
}

/** A calendar date stored as UTC midnight (date of service, arrival, payout date): never shifted a day. */
export const calendarDate = (value: string | null | undefined): string => (value ? formatDate(value, 'UTC') : '—');

/** The YYYY-MM-DD an <input type="date"> shows for such a date. */
export const calendarInput = (value: string | null | undefined): string => (value ? isoDate(value, 'UTC') : '');

/** Back to the DateTime the API takes. */
export const fromCalendarInput = (value: string): string => `${value}T00:00:00.000Z`;

/** An event's or log entry's user as one name: the spec's event user has name and surname apart. */
export const personName = (user: { name: string; surname?: string | null }): string => [user.name, user.surname].filter(Boolean).join(' ');
