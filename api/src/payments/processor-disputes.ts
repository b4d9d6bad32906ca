import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { DisputeOutcome } from '@pg/domain';

import type { ProcessorName } from './payment-processor';

/**
 * A card processor's dispute event, in one shape for every processor: the Sandbox's signed
 * webhook and Stripe's charge.dispute.* events are both mapped to it, and the disputes module's
 * intake turns it into a Dispute and its process.
 */
export interface ProcessorDisputeEvent {
  processor: ProcessorName;
  /** The processor's event id: a redelivered event carries the same one. */
  eventId: string;
  kind: 'created' | 'updated' | 'closed';
  /** The processor's dispute id. */
  disputeId: string;
  /** The charge disputed: the platform finds the payment (invoice or checkout) by it. */
  chargeId: string;
  /** Other ids the payment may be recorded under (Stripe: the PaymentIntent). */
  alternateChargeIds?: string[];
  amountCents: number;
  currency: string;
  /** The processor's reason (fraudulent, product_not_received, ...). */
  reason: string;
  /** The processor's status (needs_response, under_review, won, lost, ...). */
  status: string;
  /** The merchant must answer before it. */
  evidenceDueBy: Date | null;
  /** Set when the processor decided. */
  outcome: DisputeOutcome | null;
  /** When the processor opened the dispute (its `created`); unknown counts as long ago. */
  openedAt?: Date | null;
}

/**
 * A dispute of a charge the platform has not recorded yet: the charge's payment may still be on
 * its way (the processor answered, the activity has not written the payment). Answered 503, so
 * the processor delivers the event again (the Sandbox after 1 s, 2 s, 4 s...; Stripe for days).
 */
export class ChargeNotRecordedYetError extends ServiceUnavailableException {
  constructor(chargeId: string) {
    super(`No payment with charge ${chargeId} is recorded yet; deliver the event again later.`);
  }
}

export type ProcessorDisputeHandler = (event: ProcessorDisputeEvent) => Promise<void>;

/** Won and lost are final; Stripe's warning_closed is an inquiry that ended without a chargeback. */
export function outcomeOfStatus(status: string): DisputeOutcome | null {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return null;
}

// The one place processor adapters hand dispute events to: the disputes module registers its
// intake in onModuleInit. A handler's failure propagates, so the processor redelivers.
@Injectable()
export class ProcessorDisputeEvents {
  private readonly logger = new Logger('ProcessorDisputes');
  private readonly handlers: ProcessorDisputeHandler[] = [];

  on(handler: ProcessorDisputeHandler): void {
    this.handlers.push(handler);
  }

  async dispatch(event: ProcessorDisputeEvent): Promise<number> {
    if (this.handlers.length === 0) this.logger.warn(`no dispute intake registered for ${event.processor} ${event.eventId}`);
    for (const handler of this.handlers) await handler(event);
    return this.handlers.length;
  }
}
