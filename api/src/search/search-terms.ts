import { escapeLike } from '../common/list-query';

/** Fewer characters than this match too much to be useful (and defeat the trigram indexes). */
export const MIN_SEARCH_LENGTH = 2;
/** From this length text is matched anywhere; shorter, only at the start. */
export const CONTAINED_FROM = 3;

/** What one search text is matched as: contained text, an exact amount, a card's last four. */
export interface SearchTerms {
  /** ILIKE pattern of the whole text (codes, names, e-mails): contained, or a prefix under 3 characters. */
  like: string;
  /** The text read as an amount in cents ("250", "250.00", "$1,250.5"), exact match; else null. */
  cents: number | null;
  /** Exactly four digits: also a card's last four; else null. */
  last4: string | null;
}

const AMOUNT = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
// Amounts past this would overflow the int columns; such text is not an amount here.
const MAX_CENTS = 2_147_483_647;

/** Parses the amount with integer arithmetic only (money is never a float here). */
export function amountCents(text: string): number | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const whole = m[1].replace(/,/g, '');
  if (whole.length > 8) return null;
  const cents = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}

/** The terms of a search text, or null when it is too short to search. */
export function searchTerms(query: string): SearchTerms | null {
  const text = query.trim();
  if (text.length < MIN_SEARCH_LENGTH) return null;
  // Two characters hold no trigram, so '%ab%' would read every index entry (1.5 s at 100,000
  // invoices); as a prefix ('ab%') the trigram index still narrows it (docs/performance.md).
  const like = text.length < CONTAINED_FROM ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`;
  return { like, cents: amountCents(text), last4: /^\d{4}$/.test(text) ? text : null };
}
