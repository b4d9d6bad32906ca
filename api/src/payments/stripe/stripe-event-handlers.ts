import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';

export type StripeEventHandler = (event: Stripe.Event) => Promise<void> | void;

/** The events the webhook passes on; others are acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.refunded',
] as const;

// Open list of webhook handlers: other domains (disputes: charge.dispute.created; invoices:
// payment_intent.succeeded) register in their module's onModuleInit. Stripe redelivers events,
// so every handler must be idempotent (key on event.id or the object id).
@Injectable()
export class StripeEventHandlers {
  private readonly logger = new Logger('StripeWebhook');
  private readonly handlers = new Map<string, StripeEventHandler[]>();

  on(type: string, handler: StripeEventHandler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  /** Runs every handler of the event's type; a failure propagates so Stripe retries. */
  async dispatch(event: Stripe.Event): Promise<number> {
    const handlers = this.handlers.get(event.type) ?? [];
    if (handlers.length === 0) this.logger.debug?.(`no handler for ${event.type} (${event.id})`);
    for (const handler of handlers) await handler(event);
    return handlers.length;
  }
}
