import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';

import { PaymentError } from '../logic/paymentError';
import { loadStripeClient } from '../logic/stripeCard';
import { StripeMount } from './payments.styles';

export interface StripeCardHandle {
  stripe: Stripe;
  card: StripeCardElement;
}

interface StripeCardFieldProps {
  publishableKey: string;
  /** The card element is ready and complete (null while it is not). */
  onChange: (handle: StripeCardHandle | null) => void;
  onError: (message: string) => void;
}

/**
 * Stripe's own card element: with Stripe the card number and CVC are typed into Stripe's iframe
 * and never touch this page's code.
 */
export function StripeCardField({ publishableKey, onChange, onError }: StripeCardFieldProps) {
  const mount = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onChange, onError });
  // Keep the latest callbacks for Stripe's events without remounting the element (runs before the effect below).
  useEffect(() => {
    callbacks.current = { onChange, onError };
  });

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripeClient(publishableKey)
      .then((stripe) => {
        if (cancelled || !mount.current) return;
        const element = stripe.elements().create('card', { hidePostalCode: true });
        card = element;
        element.on('change', (event) => callbacks.current.onChange(event.complete ? { stripe, card: element } : null));
        element.mount(mount.current);
      })
      .catch((error: unknown) => {
        if (!cancelled) callbacks.current.onError(error instanceof PaymentError ? error.message : PaymentError.fromProvider({ type: 'api_error' }).message);
      });
    return () => {
      cancelled = true;
      card?.destroy();
      callbacks.current.onChange(null);
    };
  }, [publishableKey]);

  return <StripeMount ref={mount} aria-label="Card details" />;
}
