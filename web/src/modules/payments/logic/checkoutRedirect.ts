import { CHECKOUT_UNEXPECTED_ERROR_MESSAGE, checkoutPaymentErrorMessage } from '@pg/domain';

import { PayGraphQLError } from '../graphql/payClient';
import { PaymentError } from './paymentError';

/** Spec 000: the redirect after a payment or a cancel waits 5 seconds. */
export const CHECKOUT_REDIRECT_MS = 5000;

/**
 * responseUrl with &customerName appended (spec 000, Checkout page); a URL without a query
 * gets it as the query (docs/decisions/README.md), so the merchant always receives a valid URL.
 */
export function responseUrlWithCustomer(responseUrl: string, customerName: string): string {
  const separator = responseUrl.includes('?') ? '&' : '?';
  const [base, hash] = responseUrl.split('#', 2);
  const url = `${base}${separator}customerName=${encodeURIComponent(customerName)}`;
  return hash === undefined ? url : `${url}#${hash}`;
}

/** The checkout page's wording (spec 000 s8): card and validation errors as the provider says, else one message. */
export function checkoutErrorMessage(error: unknown): string {
  // A rate limit's refusal says when to try again: shown as worded.
  if (error instanceof PaymentError) return error.type === 'rate_limit_error' ? error.message : checkoutPaymentErrorMessage(error.type, error.message);
  // The API has already worded its refusals for the payer.
  if (PayGraphQLError.is(error)) return error.errors[0]?.message || CHECKOUT_UNEXPECTED_ERROR_MESSAGE;
  return CHECKOUT_UNEXPECTED_ERROR_MESSAGE;
}
