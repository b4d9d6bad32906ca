import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatMoney } from '@pg/domain';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

import { CheckoutPayment } from '../checkouts/checkout-payment.entity';
import { EventsService } from '../events/events.service';
import { Payment } from '../invoices/payment.entity';
import { LedgerService } from '../ledger/ledger.service';
import { ChargeNotRecordedYetError, type ProcessorDisputeEvent, ProcessorDisputeEvents } from '../payments/processor-disputes';
import { Dispute } from './dispute.entity';
import { nextDisputeCode } from './dispute-code';
import { DISPUTE_RECEIVED, disputeProcessInput, recordDisputeEvent } from './dispute-events';
import { disputeInLedger, disputeLedgerPosting } from './dispute-ledger';
import { DisputeProcessService, DisputeRefusedError } from './dispute-process.service';
import { DisputeProcessorEvent } from './dispute-processor-event.entity';
import { recordDisputeWebhook } from './dispute-resource';

/** Without a due date from the processor, the merchant has a week (the Sandbox's default too). */
const DEFAULT_RESPONSE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long after a dispute opened an unknown charge may still be one being recorded: within it the
 * event is refused for a retry, after it acknowledged and ignored (a charge not the platform's).
 */
export const UNRECORDED_CHARGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the intake did with an event (tests and logs). */
export type IntakeResult = 'created' | 'updated' | 'replayed' | 'unknownCharge';

// The one door for processors' dispute events (Sandbox webhooks, Stripe's charge.dispute.*):
// a new dispute becomes a Dispute row under the invoice or checkout whose payment has that charge
// id, and its process (dispute-<code>); later events update the processor's status and due date
// and pass the outcome to the process. Idempotent: a redelivered event writes nothing new and
// only re-does the idempotent steps (start the process, pass the outcome).
@Injectable()
export class DisputeIntakeService implements OnModuleInit {
  private readonly logger = new Logger('DisputeIntake');

  constructor(
    private readonly em: EntityManager,
    private readonly history: EventsService,
    private readonly process: DisputeProcessService,
    private readonly processorEvents: ProcessorDisputeEvents,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.processorEvents.on(async (event) => {
      await this.receive(event);
    });
  }

  async receive(event: ProcessorDisputeEvent): Promise<IntakeResult> {
    let written: { dispute: Dispute; result: IntakeResult; dueMoved: boolean } | null;
    try {
      written = await this.write(event);
    } catch (error) {
      // Two deliveries of one event (or of two events of a new dispute) at once: the loser replays.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      written = await this.write(event);
    }
    if (!written) {
      if (event.openedAt && Date.now() - event.openedAt.getTime() < UNRECORDED_CHARGE_WINDOW_MS) throw new ChargeNotRecordedYetError(event.chargeId);
      this.logger.warn(`${event.processor} dispute ${event.disputeId}: no payment with charge ${event.chargeId}; event ${event.eventId} ignored`);
      return 'unknownCharge';
    }
    const { dispute, result, dueMoved } = written;
    if (result === 'created') await this.startProcess(dispute);
    else await this.process.ensureStarted(disputeProcessInput(dispute));
    if (dueMoved) await this.process.moveDueDate(disputeProcessInput(dispute), dispute.merchantResponseDueDate.toISOString());
    if (event.outcome) {
      await this.process.outcome(disputeProcessInput(dispute), { outcome: event.outcome, processorStatus: event.status }).catch((error: unknown) => {
        // Already closed (the platform approved it first, or a replay): the status above is all.
        if (!(error instanceof DisputeRefusedError)) throw error;
      });
    }
    return result;
  }

  /** The row changes of one event, in one transaction; null when the charge is not the platform's. */
  private async write(event: ProcessorDisputeEvent): Promise<{ dispute: Dispute; result: IntakeResult; dueMoved: boolean } | null> {
    return this.em.fork().transactional(async (tx) => {
      const seen = await tx.findOne(DisputeProcessorEvent, { processor: event.processor, eventId: event.eventId }, { populate: ['dispute', 'dispute.owner'] });
      if (seen) return { dispute: seen.dispute, result: 'replayed' as const, dueMoved: false };
      let dispute = await tx.findOne(Dispute, { processor: event.processor, processorDisputeId: event.disputeId }, { populate: ['owner'] });
      let result: IntakeResult = 'updated';
      let dueMoved = false;
      let statusChanged = false;
      if (!dispute) {
        dispute = await this.create(tx, event);
        if (!dispute) return null;
        result = 'created';
      } else {
        if (event.status && event.status !== dispute.processorStatus) {
          recordDisputeEvent(
            this.history,
            tx,
            dispute,
            'Card processor status changed',
            null,
            { from: dispute.processorStatus, to: event.status },
            'processor-status',
          );
          dispute.processorStatus = event.status;
          statusChanged = true;
        }
        if (event.evidenceDueBy && event.evidenceDueBy.getTime() !== dispute.merchantResponseDueDate.getTime()) {
          dispute.merchantResponseDueDate = event.evidenceDueBy;
          dueMoved = true;
        }
      }
      tx.create(DisputeProcessorEvent, { processor: event.processor, eventId: event.eventId, kind: event.kind, processorStatus: event.status, dispute });
      await tx.flush();
      // The merchant's server hears of it in the same commit (webhooks; the row has its dates only once flushed).
      if (result === 'created') recordDisputeWebhook(tx, dispute, 'dispute.created');
      else if (dueMoved || statusChanged) recordDisputeWebhook(tx, dispute, 'dispute.updated');
      // The chargeback: the processor has taken the disputed amount back from the platform, so the
      // merchant's balance is debited as the dispute arrives (docs/decisions/0064-dispute-money.md).
      if (result === 'created' && disputeInLedger(dispute)) await this.ledger.post(tx, disputeLedgerPosting(dispute, 'chargeback'));
      return { dispute, result, dueMoved };
    });
  }

  /** A new Dispute under the payment's invoice or checkout; null when no payment has the charge. */
  private async create(tx: EntityManager, event: ProcessorDisputeEvent): Promise<Dispute | null> {
    const charges = [event.chargeId, ...(event.alternateChargeIds ?? [])].filter(Boolean);
    if (!charges.length) return null;
    const payment = await tx.findOne(Payment, { chargeId: { $in: charges }, status: 'succeeded' }, { populate: ['invoice', 'invoice.owner'] });
    const checkout = payment
      ? null
      : await tx.findOne(CheckoutPayment, { chargeId: { $in: charges }, status: 'succeeded' }, { populate: ['webPayment', 'webPayment.owner'] });
    if (!payment && !checkout) return null;
    const owner = payment ? payment.invoice.owner : checkout!.webPayment.owner;
    const dispute = tx.create(Dispute, {
      code: await nextDisputeCode(tx),
      type: payment ? 'invoice' : 'checkout',
      invoice: payment?.invoice ?? null,
      webPayment: checkout?.webPayment ?? null,
      livemode: checkout?.webPayment.livemode ?? true,
      owner,
      processor: event.processor,
      processorDisputeId: event.disputeId,
      processorStatus: event.status,
      chargeId: event.chargeId,
      disputeAmountCents: event.amountCents,
      currency: event.currency,
      status: 'open',
      progressStatus: 'received',
      reason: event.reason,
      merchantResponseDueDate: event.evidenceDueBy ?? new Date(Date.now() + DEFAULT_RESPONSE_MS),
    });
    recordDisputeEvent(
      this.history,
      tx,
      dispute,
      DISPUTE_RECEIVED,
      null,
      {
        processor: event.processor,
        reason: event.reason,
        amount: formatMoney(event.amountCents),
      },
      'dispute-received',
    );
    return dispute;
  }

  /**
   * Starts a new dispute's process. A code whose workflow id is taken (a database recreated
   * against a Temporal that remembers older disputes) moves further along the sequence.
   */
  private async startProcess(dispute: Dispute): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.process.start(disputeProcessInput(dispute));
        return;
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError) || attempt >= 10) throw error;
        dispute.code = await nextDisputeCode(this.em, true);
        await this.em.nativeUpdate(Dispute, { id: dispute.id }, { code: dispute.code });
      }
    }
  }
}
