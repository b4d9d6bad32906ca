import { API_ERROR_MESSAGE } from '@pg/domain';

import { parseExpiry, stripSpaces } from './payerForm';
import { PaymentError } from './paymentError';

export const SANDBOX_TOKENS_URL = '/sandbox/tokens';

export interface CardDetails {
  cardNumber: string;
  cvcCode: string;
  expiryDate: string;
  name: string;
}

/**
 * Tokenises the card with the Sandbox processor, like Stripe.js would: the card number and CVC
 * go to the processor's endpoint only (never to GraphQL) and are not logged. Resolves the
 * single-use token; rejects with a PaymentError worded for the payer.
 */
export async function createSandboxToken(card: CardDetails, fetchImpl: typeof fetch = fetch): Promise<string> {
  const expiry = parseExpiry(card.expiryDate);
  let response: Response;
  try {
    response = await fetchImpl(SANDBOX_TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cardNumber: stripSpaces(card.cardNumber),
        expMonth: expiry?.month ?? '',
        expYear: expiry?.year ?? '',
        cvc: card.cvcCode.trim(),
        name: card.name.trim(),
      }),
    });
  } catch {
    throw new PaymentError('api_error', API_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as { token?: unknown; error?: { type?: unknown; code?: unknown; message?: unknown } } | null;
  if (response.ok && typeof body?.token === 'string') return body.token;
  // Too many tokens from this address: the API's own words say to wait (HTTP 429).
  if (response.status === 429 && typeof body?.error?.message === 'string') throw new PaymentError('rate_limit_error', body.error.message);
  throw PaymentError.fromProvider(body?.error ?? { type: 'api_error' });
}
