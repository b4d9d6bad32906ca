import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal, type WebhookEventType } from '@pg/domain';

import { recordWebhookEvent } from '../webhooks/webhook-events';
import type { WebPayment } from './web-payment.entity';

/**
 * A checkout as the REST API v1 shows it: the answer of /api/v1/checkouts routes and the
 * `data.object` of checkout webhook events (one shape, so an integrator parses it once).
 */
export interface CheckoutResource {
  id: string;
  object: 'checkout';
  code: string;
  status: string;
  amount: string;
  transactionFee: string;
  total: string;
  currency: string;
  orderId: string | null;
  metadata: Record<string, string>;
  responseUrl: string;
  cancelUrl: string;
  url: string;
  createdAt: string;
  paidAt: string | null;
  /** false for a test checkout (made with a test key), Stripe's convention. */
  livemode: boolean;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

/** The checkout columns the resource is made from (an UPDATE ... RETURNING can give them). */
export const CHECKOUT_RESOURCE_FIELDS = [
  'id',
  'code',
  'status',
  'amountCents',
  'transactionFeeCents',
  'currency',
  'orderId',
  'metadata',
  'responseUrl',
  'cancelUrl',
  'accessKey',
  'createdAt',
  'paidAt',
  'livemode',
] as const;

/** A checkout entity, or a row of the columns above. */
export type CheckoutResourceSource = Pick<WebPayment, (typeof CHECKOUT_RESOURCE_FIELDS)[number]>;

/** `publicUrl` is the platform's public address (the pay page link is built on it). */
export function checkoutResource(wp: CheckoutResourceSource, publicUrl: string): CheckoutResource {
  return {
    id: wp.id,
    object: 'checkout',
    code: wp.code,
    status: wp.status,
    amount: decimal(wp.amountCents),
    transactionFee: decimal(wp.transactionFeeCents),
    total: decimal(wp.amountCents + wp.transactionFeeCents),
    currency: wp.currency,
    orderId: wp.orderId ?? null,
    metadata: wp.metadata ?? {},
    responseUrl: wp.responseUrl,
    cancelUrl: wp.cancelUrl,
    url: `${publicUrl}/checkout/${encodeURIComponent(wp.accessKey)}`,
    createdAt: wp.createdAt.toISOString(),
    paidAt: wp.paidAt?.toISOString() ?? null,
    livemode: wp.livemode,
  };
}

// The webhook event of this domain's state change, recorded by the code that writes the change,
// in its transaction, from the entity as it is about to be committed (see webhooks/webhook-events.ts).
export function recordCheckoutWebhook(em: EntityManager, checkout: WebPayment, type: Extract<WebhookEventType, `checkout.${string}`>, publicUrl: string): void {
  recordWebhookEvent(em, checkout.owner.id, type, checkoutResource(checkout, publicUrl));
}
