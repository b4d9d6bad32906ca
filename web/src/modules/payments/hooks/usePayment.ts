import { PAYMENT_SYSTEM_ERROR_MESSAGE, UNEXPECTED_PAYMENT_ERROR_MESSAGE } from '@pg/domain';
import { useCallback, useRef, useState } from 'react';

import { PayGraphQLError } from '../graphql/payClient';
import type { PaymentProviderName } from '../logic/gatewayChoice';
import { PaymentError } from '../logic/paymentError';

export interface PayRequest {
  /** Where the page routed the brand; the API checks it against its own choice. */
  provider: PaymentProviderName;
  /** The card type the payer selected; the API refuses it when the card is of another brand. */
  cardBrand: string;
  customerName: string;
  /** The checkout page asks for it (spec 000 s5); the invoice page does not. */
  customerEmail?: string;
  zipCode: string;
  phoneNumber: string;
  /** Turns the card into the processor's token (the card itself never leaves this call). */
  tokenise: () => Promise<CardToken>;
}

/**
 * A processor's token of the card: a Sandbox token or Stripe id (stripeToken), or Authorize.Net's
 * opaque data (authorizeNetToken = dataValue, authorizeNetTokenDescriptor = dataDescriptor).
 */
export type CardToken = { kind: 'token'; token: string } | { kind: 'opaqueData'; dataValue: string; dataDescriptor: string };

/** The pay calls' token arguments for a CardToken. */
export function tokenArguments(token: CardToken): { stripeToken?: string; authorizeNetToken?: string; authorizeNetTokenDescriptor?: string } {
  return token.kind === 'token' ? { stripeToken: token.token } : { authorizeNetToken: token.dataValue, authorizeNetTokenDescriptor: token.dataDescriptor };
}

export type PayPhase = 'idle' | 'paying' | 'succeeded';

/** The API's answer while PostgreSQL or Temporal restarts (issue 42): nothing was done, send the same request again. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/**
 * How often the page sends a payment again by itself on SERVICE_UNAVAILABLE, waiting the
 * answer's retryAfter seconds each time (2 s: about 10 s of a restart covered), before it shows
 * the answer's "please try again" and leaves the next try to the payer, with the same key.
 */
export const PAY_AUTO_RETRIES = 5;

/** The seconds a SERVICE_UNAVAILABLE answer asks to wait, or undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!PayGraphQLError.is(error)) return undefined;
  const item = error.errors.find((e) => e.extensions?.code === SERVICE_UNAVAILABLE);
  if (!item) return undefined;
  const seconds = Number(item.extensions?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) : 2;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One payment attempt: its idempotency key and, once tokenised, the processor token. */
interface Attempt {
  key: string;
  token: CardToken | null;
}

/** Sends one attempt to the API (payInvoice or payWebPayment). */
export type SendPayment = (request: PayRequest, token: CardToken, idempotencyKey: string) => Promise<void>;

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The invoice page's wording: processor errors as worded at tokenisation, API errors as sent. */
export function defaultPaymentMessage(error: unknown): string {
  if (error instanceof PaymentError) return error.message;
  // The API words payment failures for the payer (spec 000 s8); they go in the card error area.
  if (PayGraphQLError.is(error)) return error.errors[0]?.message || UNEXPECTED_PAYMENT_ERROR_MESSAGE;
  return PAYMENT_SYSTEM_ERROR_MESSAGE;
}

/**
 * Pays with one idempotency key per attempt. When the API answered (declined, refused) the
 * attempt is over and the next try starts a new one. When the answer was lost on the network the
 * charge may have happened, so a retry reuses the key and token: the API then replies with the
 * recorded outcome instead of charging twice. An answer of SERVICE_UNAVAILABLE (the platform
 * restarting) keeps the key and token too: the page sends the same attempt again after the
 * answer's retryAfter, up to PAY_AUTO_RETRIES times, then shows the answer (which says to try again).
 */
export function usePayment(send: SendPayment, wordError: (error: unknown) => string = defaultPaymentMessage, pause: (ms: number) => Promise<void> = wait) {
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  /** The payer changed something: whatever comes next is a new attempt. */
  const startOver = useCallback(() => {
    attempt.current = null;
  }, []);

  const pay = useCallback(
    async (request: PayRequest): Promise<boolean> => {
      setPhase('paying');
      setError(null);
      const current = attempt.current ?? { key: newIdempotencyKey(), token: null };
      attempt.current = current;
      try {
        current.token ??= await request.tokenise();
        for (let retries = 0; ; retries++) {
          try {
            await send(request, current.token, current.key);
            break;
          } catch (caught) {
            const seconds = retryAfterOf(caught);
            if (seconds === undefined || retries >= PAY_AUTO_RETRIES) throw caught;
            await pause(seconds * 1000);
          }
        }
        attempt.current = null;
        setPhase('succeeded');
        return true;
      } catch (caught) {
        const lostOnTheWay = current.token !== null && !(caught instanceof PaymentError) && !PayGraphQLError.is(caught);
        const unavailable = retryAfterOf(caught) !== undefined;
        if (!lostOnTheWay && !unavailable) attempt.current = null;
        setError(wordError(caught));
        setPhase('idle');
        return false;
      }
    },
    [send, wordError, pause],
  );

  return { pay, phase, error, startOver };
}

export type Payment = ReturnType<typeof usePayment>;
