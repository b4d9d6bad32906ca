// Money is integer minor units (cents); percentages are basis points (4.99 % = 499).
// Decimal text is parsed by string manipulation, never by float arithmetic.

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a decimal with at most two places ("12.5", 12.5, "1234.56") into hundredths. */
function hundredths(value: number | string, what: string): number {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`${what} must be a number with at most 2 decimals, got "${String(value)}"`);
  const [, minus, whole, fraction = ''] = match;
  const result = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is too large`);
  // "-0" and "-0.00" are zero, not negative zero (which would print as "-$0.00").
  return minus && result !== 0 ? -result : result;
}

/** A JavaScript number's shortest decimal text (12.5 -> "12.5"), rejecting NaN and exponents. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`number out of range: ${text}`);
  return text;
}

/** "1234.56", 12.5, "-12" -> cents. Throws RangeError for more than 2 decimals or non-numbers. */
export function toCents(value: number | string): number {
  return hundredths(value, 'Amount');
}

/**
 * The largest amount any single money field accepts, and any invoice total: $9,999,999.99.
 * Amount columns are 32-bit cents (at most $21,474,836.47); this bound keeps every figure, and a
 * fee on it, inside them, so a too-large amount is refused with its field's message instead of
 * failing in the database (docs/decisions/0014-input-bounds.md).
 */
export const MAX_AMOUNT_CENTS = 999_999_999;
export const MAX_AMOUNT_TEXT = '9,999,999.99';

/** Like toCents, but for form input: undefined instead of an error (blank, bad text, 3+ decimals). */
export function parseCents(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return undefined;
  try {
    return toCents(value);
  } catch {
    return undefined;
  }
}

/** Cents to the decimal number the GraphQL edge shows (123450 -> 1234.5). */
export function centsToDecimal(cents: number): number {
  assertInteger(cents, 'cents');
  return Number(decimalText(cents));
}

/** "4.99" or 4.99 -> 499. */
export function percentToBps(value: number | string): number {
  return hundredths(value, 'Percentage');
}

/** 499 -> 4.99. */
export function bpsToPercent(bps: number): number {
  assertInteger(bps, 'basis points');
  return Number(decimalText(bps));
}

/** cents x bps / 10000, rounded half-up (away from zero) to the cent, in integers only. */
export function applyBps(cents: number, bps: number): number {
  assertInteger(cents, 'cents');
  assertInteger(bps, 'basis points');
  const product = BigInt(cents) * BigInt(bps);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5000n) / 10000n;
  return Number(negative ? -rounded : rounded);
}

/** Like percentToBps, for form input: undefined instead of an error. */
export function parseBps(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return undefined;
  try {
    return percentToBps(value);
  } catch {
    return undefined;
  }
}

/** 499 -> "4.99%". */
export function formatPercent(bps: number): string {
  return `${bpsToPercent(bps)}%`;
}

export const CURRENCY_SYMBOLS = { USD: '$', INR: '₹' } as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];

/** Checkouts carry an ISO currency code; unknown codes show as the code itself ("EUR 12.00" style prefix). */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? 'USD').toUpperCase();
  return code in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[code as Currency] : `${code} `;
}

/**
 * 123450 -> "$1,234.50"; -1200 -> "-$12.00"; (12345678, 'INR') -> "₹1,23,456.78".
 * `currency` is an ISO code or a symbol of currencySymbol(); the amount is in the currency's minor
 * units. Intl.NumberFormat groups and places the decimals (review 49 s3): the Indian lakh grouping
 * for INR, 0 decimals for JPY, 3 for KWD. The digits reach it as exact decimal text, never a float.
 */
export function formatMoney(cents: number, currency: string = 'USD'): string {
  assertInteger(cents, 'cents');
  const code = currencyCode(currency);
  if (!code) return `${cents < 0 ? '-' : ''}${currency}${plainFormat().format(minorUnitsText(Math.abs(cents), 2))}`;
  const format = moneyFormat(code);
  // Codes without a symbol of ours print as "EUR 12.00" (a plain space, as currencySymbol says).
  return format.format(minorUnitsText(cents, format.resolvedOptions().maximumFractionDigits ?? 2)).replace(/\u00a0/g, ' ');
}

/** The locale whose grouping a currency is written in; the rest in en-US (the product's language). */
const CURRENCY_LOCALES: Partial<Record<string, string>> = { INR: 'en-IN' };

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(code: string): Intl.NumberFormat {
  let format = moneyFormats.get(code);
  if (!format) {
    const display = code in CURRENCY_SYMBOLS ? 'symbol' : 'code';
    format = new Intl.NumberFormat(CURRENCY_LOCALES[code] ?? 'en-US', { style: 'currency', currency: code, currencyDisplay: display });
    moneyFormats.set(code, format);
  }
  return format;
}

let plain: Intl.NumberFormat | undefined;
const plainFormat = (): Intl.NumberFormat => (plain ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** An ISO code ("usd", "INR"), or the code behind one of currencySymbol()'s answers ("$", "EUR "). */
function currencyCode(currency: string): string | undefined {
  if (/^[A-Za-z]{3}$/.test(currency)) return currency.toUpperCase();
  const known = CURRENCIES.find((code) => CURRENCY_SYMBOLS[code] === currency);
  if (known) return known;
  return /^[A-Z]{3} $/.test(currency) ? currency.trim() : undefined;
}

/** Minor units as exact decimal text with `digits` places: (-123450, 2) -> "-1234.50". */
function minorUnitsText(value: number, digits: number): Intl.StringNumericLiteral {
  const abs = String(Math.abs(value)).padStart(digits + 1, '0');
  const text = digits ? `${abs.slice(0, -digits)}.${abs.slice(-digits)}` : abs;
  return (value < 0 ? `-${text}` : text) as Intl.StringNumericLiteral;
}

/** Hundredths as decimal text: 123450 -> "1234.5". */
function decimalText(value: number): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const text = fraction === '00' ? String(whole) : `${whole}.${fraction.replace(/0$/, '')}`;
  return negative ? `-${text}` : text;
}

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
}
