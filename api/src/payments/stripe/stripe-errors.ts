import Stripe from 'stripe';

import type { ProcessorErrorType, ProcessorFailure, UnknownReason } from '../payment-processor';

export type MappedFailure = ProcessorFailure & { chargeId?: string };

// Stripe's error `type` (https://docs.stripe.com/api/errors) -> spec 000 section 8 families.
// Rate limits and lost connections are "temporarily unavailable" to a payer; our own key or
// permission mistakes are not theirs to read about, so they fall to the generic message.
const FAMILIES: Record<string, ProcessorErrorType> = {
  card_error: 'card_error',
  validation_error: 'validation_error',
  invalid_request_error: 'invalid_request_error',
  idempotency_error: 'idempotency_error',
  api_error: 'api_error',
  rate_limit_error: 'api_error',
};

export function stripeErrorType(error: unknown): ProcessorErrorType {
  if (error instanceof Stripe.errors.StripeConnectionError) return 'api_error';
  // 401/403: our key is wrong or lacks a permission (Stripe types these invalid_request_error).
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) return 'unknown_error';
  if (error instanceof Stripe.errors.StripeError && error.rawType) return FAMILIES[error.rawType] ?? 'unknown_error';
  return 'unknown_error';
}

/**
 * Whether Stripe's error leaves open that the request ran: no answer (connection lost, timeout),
 * Stripe's own trouble (5xx api_error), a rate limit (Stripe did not run it, but the same key is
 * the safe retry), or the key still held by another request (409 idempotency_error). Undefined:
 * a definite refusal (card_error, invalid_request_error, our credentials).
 */
export function stripeUnknownReason(error: unknown): UnknownReason | undefined {
  if (error instanceof Stripe.errors.StripeConnectionError) return 'answerLost';
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  if (error.rawType === 'idempotency_error' || error.statusCode === 409) return 'inProgress';
  if (error.rawType === 'api_error' || error.rawType === 'rate_limit_error' || (error.statusCode ?? 0) >= 500 || error.statusCode === 429) return 'answerLost';
  return undefined;
}

/** A failed ChargeResult/RefundResult from whatever the SDK threw; rethrows non-Stripe errors. */
export function mapStripeError(error: unknown): MappedFailure {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const intent = error.payment_intent;
  const chargeId = error.charge ?? (typeof intent?.latest_charge === 'string' ? intent.latest_charge : undefined);
  const unknown = stripeUnknownReason(error);
  return {
    status: 'failed',
    errorType: stripeErrorType(error),
    // The issuer's reason is the more useful code (insufficient_funds), except the generic one.
    failCode:
      (error.decline_code !== 'generic_decline' ? error.decline_code : undefined) ??
      error.code ??
      error.rawType ??
      (error instanceof Stripe.errors.StripeConnectionError ? 'connection_lost' : 'unknown'),
    failMessage: error.message,
    ...(unknown ? { unknown } : {}),
    ...(chargeId ? { chargeId } : {}),
  };
}
