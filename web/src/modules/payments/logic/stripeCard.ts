import { API_ERROR_MESSAGE } from '@pg/domain';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

import { PaymentError } from './paymentError';

/**
 * Stripe.js is loaded only here, by dynamic import, so neither the SDK wrapper nor Stripe's
 * script is part of the app's main bundle; only payers whose brand routes to Stripe fetch it.
 */
export async function loadStripeClient(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new PaymentError('api_error', API_ERROR_MESSAGE);
  return stripe;
}

export interface StripePayer {
  name: string;
  zipCode: string;
  phoneNumber: string;
}

/**
 * The token payInvoice takes for Stripe (api/src/payments/README.md): the PaymentIntent id once
 * the browser has confirmed it with the client secret, or, when the API gives no intent, a
 * PaymentMethod id it confirms server-side.
 */
export async function stripeToken(stripe: Stripe, card: StripeCardElement, clientSecret: string | null, payer: StripePayer): Promise<string> {
  const billing_details = { name: payer.name, phone: payer.phoneNumber, address: { postal_code: payer.zipCode } };
  if (clientSecret) {
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details } });
    if (error || !paymentIntent) throw PaymentError.fromProvider(error);
    return paymentIntent.id;
  }
  const { error, paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card, billing_details });
  if (error || !paymentMethod) throw PaymentError.fromProvider(error);
  return paymentMethod.id;
}
