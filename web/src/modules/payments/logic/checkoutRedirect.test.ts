import { CHECKOUT_UNEXPECTED_ERROR_MESSAGE } from '@pg/domain';

import { PayGraphQLError } from '../graphql/payClient';
import { checkoutErrorMessage, responseUrlWithCustomer } from './checkoutRedirect';
import { PaymentError } from './paymentError';
import { payPageFromPath } from './payPath';

describe('checkout page rules', () => {
  it('appends customerName to the responseUrl, keeping the URL valid', () => {
    expect(responseUrlWithCustomer('https://shop.test/done?order=1', 'Jane Payer')).toBe('https://shop.test/done?order=1&customerName=Jane%20Payer');
    expect(responseUrlWithCustomer('https://shop.test/done', 'Jane')).toBe('https://shop.test/done?customerName=Jane');
    expect(responseUrlWithCustomer('https://shop.test/done?o=1#top', 'J&J')).toBe('https://shop.test/done?o=1&customerName=J%26J#top');
  });

  it('shows the provider message for card and validation errors, one message for anything else', () => {
    expect(checkoutErrorMessage(new PaymentError('card_error', 'Your card was declined.'))).toBe('Your card was declined.');
    expect(checkoutErrorMessage(new PaymentError('validation_error', 'Invalid expiry year.'))).toBe('Invalid expiry year.');
    expect(checkoutErrorMessage(new PaymentError('api_error', 'Payment service is temporarily unavailable. Please try again later.'))).toBe(
      CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
    );
    expect(checkoutErrorMessage(new PayGraphQLError([{ message: 'This checkout has been cancelled.' }]))).toBe('This checkout has been cancelled.');
    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe('An unexpected error occured.');
    // A rate limit says when to try again: its words are shown.
    expect(checkoutErrorMessage(new PaymentError('rate_limit_error', 'Please wait a minute and try again.'))).toBe('Please wait a minute and try again.');
  });

  it('tells the checkout page from the invoice pay pages', () => {
    expect(payPageFromPath('/checkout/abc%2Fdef')).toEqual({ kind: 'checkout', accessKey: 'abc/def' });
    expect(payPageFromPath('/pay/k1')).toEqual({ kind: 'invoice', accessKey: 'k1' });
    expect(payPageFromPath('/new-pay/k2/')).toEqual({ kind: 'invoice', accessKey: 'k2' });
    expect(payPageFromPath('/checkouts/abc')).toBeNull();
    expect(payPageFromPath('/checkout/a/b')).toBeNull();
  });
});
