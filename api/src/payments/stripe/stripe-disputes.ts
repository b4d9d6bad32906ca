import { Injectable, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';

import { outcomeOfStatus, type ProcessorDisputeEvent, ProcessorDisputeEvents } from '../processor-disputes';
import { StripeEventHandlers } from './stripe-event-handlers';

const KINDS: Record<string, ProcessorDisputeEvent['kind']> = {
  'charge.dispute.created': 'created',
  'charge.dispute.updated': 'updated',
  'charge.dispute.closed': 'closed',
};

const idOf = (value: string | { id: string } | null | undefined): string => (typeof value === 'string' ? value : (value?.id ?? ''));

/**
 * Stripe's charge.dispute.* event (https://docs.stripe.com/api/disputes/object) as the platform's
 * dispute event. The charge id is the charge's; the intake also matches the PaymentIntent id, for
 * payments recorded by intent.
 */
export function stripeDisputeEvent(event: Stripe.Event): ProcessorDisputeEvent | null {
  const kind = KINDS[event.type];
  if (!kind) return null;
  const dispute = event.data.object as Stripe.Dispute;
  const due = dispute.evidence_details?.due_by;
  return {
    processor: 'stripe',
    eventId: event.id,
    kind,
    disputeId: dispute.id,
    chargeId: idOf(dispute.charge),
    amountCents: dispute.amount,
    currency: (dispute.currency ?? 'usd').toUpperCase(),
    reason: dispute.reason ?? 'general',
    status: dispute.status,
    evidenceDueBy: typeof due === 'number' ? new Date(due * 1000) : null,
    outcome: kind === 'closed' ? outcomeOfStatus(dispute.status) : null,
    openedAt: typeof dispute.created === 'number' ? new Date(dispute.created * 1000) : null,
  };
}

/** The PaymentIntent of the disputed charge, when Stripe sent it (payments recorded by intent). */
export function stripeDisputeIntent(event: Stripe.Event): string | null {
  const dispute = event.data.object as Stripe.Dispute;
  return idOf(dispute.payment_intent) || null;
}

// Registers the dispute events on the Stripe webhook (which checked the signature) and hands
// them to the dispute intake; the intake is idempotent, as Stripe redelivers.
@Injectable()
export class StripeDisputeWebhooks implements OnModuleInit {
  constructor(
    private readonly stripe: StripeEventHandlers,
    private readonly disputes: ProcessorDisputeEvents,
  ) {}

  onModuleInit(): void {
    for (const type of Object.keys(KINDS)) {
      this.stripe.on(type, async (event) => {
        const mapped = stripeDisputeEvent(event);
        if (!mapped) return;
        const intent = stripeDisputeIntent(event);
        await this.disputes.dispatch(intent ? { ...mapped, alternateChargeIds: [intent] } : mapped);
      });
    }
  }
}
