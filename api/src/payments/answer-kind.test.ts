import Stripe from 'stripe';

import { mapApiError, mapTransactionError, UNAVAILABLE } from './authorize-net/authorize-net-errors';
import { answerKind } from './payment-processor';
import { mapStripeError } from './stripe/stripe-errors';

// Issue 47: which processor answers say what happened (definite) and which leave open that the
// card was charged or refunded (unknown: retried with the same key, never recorded as failed).
const first = { retried: false };
const retry = { retried: true };
const succeeded = { status: 'succeeded' as const, chargeId: 'ch_1' };

describe('answerKind', () => {
  it('a success is definite', () => {
    expect(answerKind(succeeded, first)).toBe('definite');
  });

  describe('Stripe', () => {
    const kind = (error: Stripe.errors.StripeError, options = first) => answerKind(mapStripeError(error), options);
    it.each([
      [
        'card_error card_declined',
        new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.', statusCode: 402 }),
      ],
      [
        'card_error insufficient_funds',
        new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x', statusCode: 402 }),
      ],
      [
        'invalid_request_error resource_missing',
        new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', message: 'x', statusCode: 404 }),
      ],
      [
        'invalid_request_error amount_too_small',
        new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'amount_too_small', message: 'x', statusCode: 400 }),
      ],
      ['401 authentication (our key)', new Stripe.errors.StripeAuthenticationError({ type: 'invalid_request_error', message: 'x', statusCode: 401 })],
    ])('definite: %s', (_name, error) => {
      expect(kind(error)).toBe('definite');
      expect(kind(error, retry)).toBe('definite');
    });

    it.each([
      ['connection lost / timeout', new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' }), 'answerLost'],
      ['5xx api_error', new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'x', statusCode: 500 }), 'answerLost'],
      [
        '429 rate_limit_error',
        new Stripe.errors.StripeRateLimitError({ type: 'rate_limit_error', code: 'rate_limit', message: 'x', statusCode: 429 }),
        'answerLost',
      ],
      [
        '409 idempotency_error (request in progress)',
        new Stripe.errors.StripeIdempotencyError({
          type: 'idempotency_error',
          message: 'There is currently another in-progress request using this Idempotent Key',
          statusCode: 409,
        }),
        'inProgress',
      ],
    ])('unknown: %s', (_name, error, reason) => {
      const mapped = mapStripeError(error);
      expect(mapped.unknown).toBe(reason);
      expect(answerKind(mapped, first)).toBe('unknown');
    });

    it('a lost connection has a code of its own', () => {
      expect(mapStripeError(new Stripe.errors.StripeConnectionError({ message: 'x' })).failCode).toBe('connection_lost');
    });
  });

  describe('Authorize.Net', () => {
    const declined = (code: string, responseCode = '3') => mapTransactionError({ responseCode, errors: [{ errorCode: code, errorText: 'x' }] });
    it.each([
      ['reason 2 (declined)', '2', '2'],
      ['reason 27 (AVS mismatch)', '27', '2'],
      ['reason 19 (processing error, not run)', '19', '3'],
      ['reason 5 (invalid amount)', '5', '3'],
    ])('definite: %s', (_name, code, responseCode) => {
      expect(answerKind(declined(code, responseCode), retry)).toBe('definite');
    });

    it('reason 11 (duplicate: the first of the same invoice number exists) is unknown, with its original transaction id when given', () => {
      const duplicate = mapTransactionError({
        responseCode: '3',
        transId: '4000123',
        errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
      });
      expect(duplicate).toMatchObject({ unknown: 'duplicate', chargeId: '4000123' });
      expect(answerKind(duplicate, first)).toBe('unknown');
    });

    it('no answer (timeout, 5xx, not JSON) is unknown', () => {
      expect(answerKind(UNAVAILABLE, first)).toBe('unknown');
    });

    it.each(['E00114', 'E00117', 'E00124'])('a used or invalid Accept.js token (%s) is unknown only after an earlier try of the same attempt', (code) => {
      const used = mapApiError({ resultCode: 'Error', message: [{ code, text: 'Invalid OTS Token.' }] });
      expect(answerKind(used, first)).toBe('definite');
      expect(answerKind(used, retry)).toBe('unknown');
    });

    it.each([
      ['E00001 (service error)', 'E00001', 'unknown'],
      ['E00007 (our credentials)', 'E00007', 'definite'],
      ['E00027 (invalid request)', 'E00027', 'definite'],
    ])('API result %s', (_name, code, expected) => {
      expect(answerKind(mapApiError({ resultCode: 'Error', message: [{ code, text: 'x' }] }), retry)).toBe(expected);
    });
  });
});
