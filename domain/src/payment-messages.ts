// Spec 000 section 8: what the payer is told when a payment fails, verbatim. Shared by the API
// (failure messages it stores and returns) and the web (the pay pages' card error area).

export const PAYMENT_ERROR_TYPES = ['card_error', 'validation_error', 'api_error', 'idempotency_error', 'invalid_request_error'] as const;
export type PaymentErrorType = (typeof PAYMENT_ERROR_TYPES)[number];

export const CARD_ERROR_FALLBACK_MESSAGE = 'There was an issue with your card. Please check your details and try again.';
export const VALIDATION_ERROR_FALLBACK_MESSAGE = 'Invalid payment details. Please review your information.';
export const API_ERROR_MESSAGE = 'Payment service is temporarily unavailable. Please try again later.';
export const IDEMPOTENCY_ERROR_MESSAGE = 'A duplicate request was detected. Please try again.';
export const INVALID_REQUEST_ERROR_MESSAGE = 'Invalid request. Please check your input and try again.';
export const UNEXPECTED_PAYMENT_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** Provider or invoice missing. */
export const PAYMENT_SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong. Please try again';
export const PAYMENT_INTENT_FAILED_MESSAGE = 'Unable to generate a payment intent. Please try again.';
export const PAYMENT_SYSTEM_ERROR_MESSAGE = 'Payment failed due to a system error. Please try again later.';
/** Issue 47: a charge whose outcome stayed unknown is checked by the platform (reconciliation queue); no other payment starts meanwhile. */
export const PAYMENT_RECONCILING_MESSAGE =
  'An earlier payment here could not be confirmed by the card processor and is being checked by the payment platform. You will not be charged twice: please wait for the outcome before paying again.';
/** Toast when the second gateway's (Authorize.Net Accept.js) script errors. */
export const SECOND_GATEWAY_SCRIPT_ERROR_TOAST = 'Something Went Wrong';
/** Second gateway tokenisation failed without resultCode Error; the trailing space is the spec's. */
export const SECOND_GATEWAY_FALLBACK_MESSAGE = 'Something went wrong ';
/** Checkout page: anything but card_error / validation_error (the spec's spelling). */
export const CHECKOUT_UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured.';

/** The invoice pay page's message for a processor error family and the provider's own text. */
export function paymentErrorMessage(errorType: string, providerMessage?: string | null): string {
  switch (errorType) {
    case 'card_error':
      return providerMessage || CARD_ERROR_FALLBACK_MESSAGE;
    case 'validation_error':
      return providerMessage || VALIDATION_ERROR_FALLBACK_MESSAGE;
    case 'api_error':
      return API_ERROR_MESSAGE;
    case 'idempotency_error':
      return IDEMPOTENCY_ERROR_MESSAGE;
    case 'invalid_request_error':
      return INVALID_REQUEST_ERROR_MESSAGE;
    default:
      return UNEXPECTED_PAYMENT_ERROR_MESSAGE;
  }
}

/** The checkout page's rule: provider text for card and validation errors, else one message. */
export function checkoutPaymentErrorMessage(errorType: string, providerMessage?: string | null): string {
  if ((errorType === 'card_error' || errorType === 'validation_error') && providerMessage) return providerMessage;
  return CHECKOUT_UNEXPECTED_ERROR_MESSAGE;
}

/** Accept.js answer: its first message text when resultCode is Error, else the fallback. */
export function secondGatewayTokenMessage(response: { resultCode?: string; messages?: { text?: string }[] }): string {
  const first = response.messages?.[0]?.text;
  return response.resultCode === 'Error' && first ? first : SECOND_GATEWAY_FALLBACK_MESSAGE;
}
