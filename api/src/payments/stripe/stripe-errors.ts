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

/** The error types Stripe answers with (the keys of FAMILIES): failCode when Stripe gives no code. */
export const STRIPE_ERROR_TYPES = Object.keys(FAMILIES);

/**
 * Stripe's decline codes (https://docs.stripe.com/declines/codes): mapStripeError passes the
 * issuer's reason on as the failCode. Listed so that each has a decline class (issue 41).
 */
export const STRIPE_DECLINE_CODES = [
  'approve_with_id',
  'authentication_required',
  'call_issuer',
  'card_not_supported',
  'card_velocity_exceeded',
  'currency_not_supported',
  'do_not_honor',
  'do_not_try_again',
  'duplicate_transaction',
  'expired_card',
  'fraudulent',
  'generic_decline',
  'incorrect_number',
  'incorrect_cvc',
  'incorrect_pin',
  'incorrect_zip',
  'insufficient_funds',
  'invalid_account',
  'invalid_amount',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
  'invalid_pin',
  'issuer_not_available',
  'lost_card',
  'merchant_blacklist',
  'new_account_information_available',
  'no_action_taken',
  'not_permitted',
  'offline_pin_required',
  'online_or_offline_pin_required',
  'pickup_card',
  'pin_try_exceeded',
  'processing_error',
  'reenter_transaction',
  'restricted_card',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'security_violation',
  'service_not_allowed',
  'stolen_card',
  'stop_payment_order',
  'testmode_decline',
  'transaction_not_allowed',
  'try_again_later',
  'withdrawal_count_limit_exceeded',
] as const;

/** Stripe's error codes (https://docs.stripe.com/error-codes) a charge or refund can meet, passed on without a decline code. */
export const STRIPE_ERROR_CODES = [
  'amount_too_large',
  'amount_too_small',
  'authentication_required',
  'card_decline_rate_limit_exceeded',
  'card_declined',
  'expired_card',
  'idempotency_key_in_use',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'parameter_invalid_integer',
  'parameter_missing',
  'payment_intent_authentication_failure',
  'payment_intent_unexpected_state',
  'payment_method_unactivated',
  'processing_error',
  'rate_limit',
  'resource_missing',
] as const;

/** mapStripeError's own codes: no answer at all, or an error with neither code nor type. */
export const STRIPE_FALLBACK_CODES = ['connection_lost', 'unknown'] as const;

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
      (error instanceof Stripe.errors.StripeConnectionError ? STRIPE_FALLBACK_CODES[0] : STRIPE_FALLBACK_CODES[1]),
    failMessage: error.message,
    ...(unknown ? { unknown } : {}),
    ...(chargeId ? { chargeId } : {}),
  };
}
