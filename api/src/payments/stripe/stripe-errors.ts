import Stripe from 'stripe';

import type { ProcessorErrorType } from '../payment-processor';

export interface MappedFailure {
  status: 'failed';
  errorType: ProcessorErrorType;
  failCode: string;
  failMessage: string;
  chargeId?: string;
}

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

/** A failed ChargeResult/RefundResult from whatever the SDK threw; rethrows non-Stripe errors. */
export function mapStripeError(error: unknown): MappedFailure {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const intent = error.payment_intent;
  const chargeId = error.charge ?? (typeof intent?.latest_charge === 'string' ? intent.latest_charge : undefined);
  return {
    status: 'failed',
    errorType: stripeErrorType(error),
    // The issuer's reason is the more useful code (insufficient_funds), except the generic one.
    failCode: (error.decline_code !== 'generic_decline' ? error.decline_code : undefined) ?? error.code ?? error.rawType ?? 'unknown',
    failMessage: error.message,
    ...(chargeId ? { chargeId } : {}),
  };
}
