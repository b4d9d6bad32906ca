import {
  API_ERROR_MESSAGE,
  CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
  checkoutPaymentErrorMessage,
  IDEMPOTENCY_ERROR_MESSAGE,
  INVALID_REQUEST_ERROR_MESSAGE,
  paymentErrorMessage,
  secondGatewayTokenMessage,
} from './payment-messages';

describe('payment error messages (spec 000 section 8)', () => {
  it('shows the provider message for card and validation errors, else the spec fallback', () => {
    expect(paymentErrorMessage('card_error', 'Your card was declined.')).toBe('Your card was declined.');
    expect(paymentErrorMessage('card_error')).toBe('There was an issue with your card. Please check your details and try again.');
    expect(paymentErrorMessage('card_error', '')).toBe('There was an issue with your card. Please check your details and try again.');
    expect(paymentErrorMessage('validation_error', 'Zip is wrong')).toBe('Zip is wrong');
    expect(paymentErrorMessage('validation_error', null)).toBe('Invalid payment details. Please review your information.');
  });

  it('never shows provider text for the other families', () => {
    expect(paymentErrorMessage('api_error', 'stack trace')).toBe('Payment service is temporarily unavailable. Please try again later.');
    expect(paymentErrorMessage('idempotency_error', 'x')).toBe('A duplicate request was detected. Please try again.');
    expect(paymentErrorMessage('invalid_request_error', 'x')).toBe('Invalid request. Please check your input and try again.');
    expect(paymentErrorMessage('unknown_error', 'x')).toBe('An unexpected error occurred. Please try again.');
    expect(paymentErrorMessage('rate_limit_error')).toBe('An unexpected error occurred. Please try again.');
    expect([API_ERROR_MESSAGE, IDEMPOTENCY_ERROR_MESSAGE, INVALID_REQUEST_ERROR_MESSAGE]).toHaveLength(3);
  });

  it('uses the checkout page rule and the second gateway rule', () => {
    expect(checkoutPaymentErrorMessage('card_error', 'Declined')).toBe('Declined');
    expect(checkoutPaymentErrorMessage('api_error', 'x')).toBe(CHECKOUT_UNEXPECTED_ERROR_MESSAGE);
    expect(CHECKOUT_UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occured.');
    expect(secondGatewayTokenMessage({ resultCode: 'Error', messages: [{ text: 'Invalid card' }] })).toBe('Invalid card');
    expect(secondGatewayTokenMessage({ resultCode: 'Ok' })).toBe('Something went wrong ');
  });
});
