import { CARD_ERROR_FALLBACK_MESSAGE } from '@pg/domain';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

import { stripeToken } from './stripeCard';

const card = {} as StripeCardElement;
const payer = { name: 'Jane Doe', zipCode: '11001', phoneNumber: '+975 17 000000' };

function fakeStripe(result: { confirm?: unknown; create?: unknown }) {
  const confirmCardPayment = jest.fn(async () => result.confirm);
  const createPaymentMethod = jest.fn(async () => result.create);
  return { stripe: { confirmCardPayment, createPaymentMethod } as unknown as Stripe, confirmCardPayment, createPaymentMethod };
}

describe('Stripe token for payInvoice', () => {
  it('confirms the intent with the client secret and returns its id', async () => {
    const fake = fakeStripe({ confirm: { paymentIntent: { id: 'pi_123' } } });
    await expect(stripeToken(fake.stripe, card, 'pi_123_secret_abc', payer)).resolves.toBe('pi_123');
    expect(fake.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', {
      payment_method: { card, billing_details: { name: 'Jane Doe', phone: '+975 17 000000', address: { postal_code: '11001' } } },
    });
    expect(fake.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('creates a PaymentMethod when the API gives no intent', async () => {
    const fake = fakeStripe({ create: { paymentMethod: { id: 'pm_456' } } });
    await expect(stripeToken(fake.stripe, card, null, payer)).resolves.toBe('pm_456');
  });

  it('words Stripe errors like the other processors (spec 000 s8)', async () => {
    const declined = fakeStripe({ confirm: { error: { type: 'card_error', message: 'Your card was declined.' } } });
    await expect(stripeToken(declined.stripe, card, 'secret', payer)).rejects.toThrow('Your card was declined.');
    const bare = fakeStripe({ create: { error: { type: 'card_error' } } });
    await expect(stripeToken(bare.stripe, card, null, payer)).rejects.toThrow(CARD_ERROR_FALLBACK_MESSAGE);
  });
});
