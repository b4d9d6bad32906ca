// The merchant checkout API's input (POST /api/v1/checkouts). The spec shows no messages for it;
// these are ours, one per field, returned by the API as { field: message }.
import { parseCents } from '../money';
import { charCount, collect, type Errors } from './common';

export interface CheckoutCreateValues {
  amount?: unknown;
  currency?: unknown;
  orderId?: unknown;
  responseUrl?: unknown;
  cancelUrl?: unknown;
  metadata?: unknown;
}

/** The largest checkout: 1,000,000.00 (cents fit every processor's integer amount). */
export const MAX_CHECKOUT_CENTS = 100_000_000;
export const MAX_METADATA_KEYS = 20;
export const MAX_METADATA_KEY_LENGTH = 40;
export const MAX_METADATA_VALUE_LENGTH = 500;
export const MAX_ORDER_ID_LENGTH = 100;
export const MAX_URL_LENGTH = 2000;
/** The card processors of this build settle in US dollars (docs/decisions/README.md). */
export const CHECKOUT_CURRENCIES = ['USD'] as const;
export type CheckoutCurrency = (typeof CHECKOUT_CURRENCIES)[number];

export const CHECKOUT_CREATE_MESSAGES = {
  amountRequired: 'amount is required',
  amountInvalid: 'amount must be a number greater than 0 with at most 2 decimals',
  amountTooLarge: 'amount must not exceed 1000000.00',
  currency: `currency must be one of ${CHECKOUT_CURRENCIES.join(', ')}`,
  orderId: `orderId must be text of at most ${MAX_ORDER_ID_LENGTH} characters`,
  responseUrlRequired: 'responseUrl is required',
  cancelUrlRequired: 'cancelUrl is required',
  urlInvalid: 'must be an absolute http:// or https:// URL',
  metadata: `metadata must be an object of at most ${MAX_METADATA_KEYS} keys (${MAX_METADATA_KEY_LENGTH} characters each) with text values of at most ${MAX_METADATA_VALUE_LENGTH} characters`,
} as const;

const M = CHECKOUT_CREATE_MESSAGES;

function amountError(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return M.amountRequired;
  if (typeof value !== 'number' && typeof value !== 'string') return M.amountInvalid;
  const cents = parseCents(value);
  if (cents === undefined || cents <= 0) return M.amountInvalid;
  return cents > MAX_CHECKOUT_CENTS ? M.amountTooLarge : undefined;
}

function urlError(value: unknown, required: string, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return required;
  if (typeof value !== 'string' || charCount(value) > MAX_URL_LENGTH) return `${name} ${M.urlInvalid}`;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : `${name} ${M.urlInvalid}`;
  } catch {
    return `${name} ${M.urlInvalid}`;
  }
}

function metadataError(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return M.metadata;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_METADATA_KEYS) return M.metadata;
  const ok = entries.every(
    ([k, v]) =>
      k.trim() !== '' &&
      charCount(k) <= MAX_METADATA_KEY_LENGTH &&
      (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
      charCount(String(v)) <= MAX_METADATA_VALUE_LENGTH,
  );
  return ok ? undefined : M.metadata;
}

export function validateCheckoutCreate(v: CheckoutCreateValues): Errors<keyof CheckoutCreateValues> {
  const orderOk = v.orderId === undefined || v.orderId === null || (typeof v.orderId === 'string' && charCount(v.orderId) <= MAX_ORDER_ID_LENGTH);
  const currencyOk =
    v.currency === undefined ||
    v.currency === null ||
    (typeof v.currency === 'string' && (CHECKOUT_CURRENCIES as readonly string[]).includes(v.currency.toUpperCase()));
  return collect({
    amount: amountError(v.amount),
    currency: currencyOk ? undefined : M.currency,
    orderId: orderOk ? undefined : M.orderId,
    responseUrl: urlError(v.responseUrl, M.responseUrlRequired, 'responseUrl'),
    cancelUrl: urlError(v.cancelUrl, M.cancelUrlRequired, 'cancelUrl'),
    metadata: metadataError(v.metadata),
  });
}
