import type { EntityManager } from '@mikro-orm/postgresql';
import {
  exceedsAvailableText,
  formatMoney,
  REFUND_ACTION_MESSAGES,
  REFUND_PROGRESS_LABELS,
  refundAwaits,
  type RefundProgressStatus,
  refundStatusOf,
  Role,
} from '@pg/domain';
import { REFUND_REFUSED, type RefundActivities } from '@pg/workflows';
import { ApplicationFailure } from '@temporalio/common';

import { WebPayment } from '../checkouts/web-payment.entity';
import { GatewayEvent } from '../events/event.entity';
import type { MoneyActivityDeps } from '../invoices/money-activity-deps';
import { traceProcessorCall } from '../observability/processor-calls';
import { whileClaimed } from '../payments/attempt-claim';
import { answerKind, UnknownOutcomeError } from '../payments/payment-processor';
import { User } from '../users/user.entity';
import { Refund } from './refund.entity';
import { recordRefundEvent, REFUND_SUBJECT, transitionEventName } from './refund-events';
import { type RefundForLedger, RELEASED_REFUND_STAGES, releaseRefund, RESERVED_REFUND_STAGES, reserveJournalOf, reserveRefund } from './refund-ledger';
import { availableFor, refundParentOf } from './refund-parent';
import { recordRefundWebhook, refundStageEvent } from './refund-resource';

/** The refunded amount is debited from the merchant's ledger with the processor's answer. */
export type RefundActivityDeps = MoneyActivityDeps;

const PROCESSOR_REFUND_SLUG = 'processor-refund';

// Activities of the refund process. Each is idempotent: Temporal may run one again after a
// worker dies, and the second run must find the first one's work instead of repeating it.
export function createRefundActivities({ em: root, mail, events, processors, config, ledger }: RefundActivityDeps): RefundActivities {
  return {
    async recordRefundTransition({ refundId, action, from, to, userId, reason, decline }) {
      await root.fork().transactional(async (em) => {
        const refund = await em.findOneOrFail(Refund, { id: refundId }, { populate: ['owner', 'invoice'] });
        // A repeat (the first run committed, then the worker died) finds it done.
        if (refund.progressStatus === to) return;
        // The card has the money back (a processor refund id): never closed as not refunded.
        if (to === 'notRefunded' && refund.processorRefundId) {
          throw ApplicationFailure.create({ message: REFUND_ACTION_MESSAGES.refundedAtProcessor, type: REFUND_REFUSED, nonRetryable: true });
        }
        const status = refundStatusOf(to);
        em.assign(refund, { progressStatus: to, status, closedDate: status === 'closed' ? new Date() : null });
        if (reason !== undefined) refund.denialReason = reason;
        if (to === 'pgApproved') refund.approvedAmountCents = refund.requestedAmountCents;
        if (decline) {
          em.assign(refund, {
            merchantDeclineReason: decline.merchantDeclineReason,
            merchantDeclineExplanation: decline.merchantDeclineExplanation ?? null,
            hasCancelPolicyExtended: decline.hasCancelPolicyExtended ?? null,
            extendedCancellationPolicyText: decline.extendedCancellationPolicyText ?? null,
            refundAlreadyPaid: decline.refundAlreadyPaid ?? null,
            transactionDate: decline.transactionDate ? new Date(`${decline.transactionDate}T00:00:00.000Z`) : null,
            transactionId: decline.transactionId ?? null,
            refundAlreadyPaidAmountCents: decline.refundAlreadyPaidAmountCents ?? null,
          });
        }
        // The books follow the stage in the same transaction (keyed: a repeat posts nothing).
        const forLedger = ledgerViewOf(refund, await parentOf(em, refund));
        if (RESERVED_REFUND_STAGES.includes(to) && to !== 'refunded') await reserveRefund(ledger, em, forLedger, userId);
        if (RELEASED_REFUND_STAGES.includes(to)) await releaseRefund(ledger, em, forLedger, userId);
        recordRefundEvent(events, em, refund, transitionEventName(action, from, to), userId, { from, to, ...(reason ? { reason } : {}) });
        const webhook = refundStageEvent(to);
        if (webhook) recordRefundWebhook(em, refund, webhook);
      });
    },

    async refundPayment({ refundId, idempotencyKey, userId }) {
      const em = root.fork();
      const refund = await em.findOneOrFail(Refund, { id: refundId }, { populate: ['owner', 'invoice'] });
      if (refund.processorRefundId) return { status: 'succeeded', processorRefundId: refund.processorRefundId };
      const fail = async (message: string, meta: Record<string, unknown> = {}) => {
        refund.lastError = message;
        recordRefundEvent(events, em, refund, 'Refund failed', userId, { message, ...meta });
        await em.flush();
        return { status: 'failed' as const, message };
      };
      if (!refund.processor || !refund.chargeId) return fail('The payment of this refund has no processor charge to refund.');
      const processorName = refund.processor;
      // Checked again before money moves: a dispute may have arrived since the request (the
      // processor took the disputed amount back, so refunding it too would pay the cardholder twice).
      const amountNow = refund.approvedAmountCents ?? refund.requestedAmountCents;
      const refundable = await availableFor(em, await refundParentOf(em, refund), refund.id);
      if (amountNow > refundable) return fail(exceedsAvailableText(refundable));
      let processor;
      try {
        processor = await processors.processorFor(refund.processor);
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
      // Same key on every attempt: the processor answers a repeat with the first refund. One try
      // at a time calls it: a concurrent try finds the claim and retries later (attempt-claim.ts).
      const chargeId = refund.chargeId;
      return whileClaimed(em, { entity: Refund, id: refund.id, condition: '"processor_refund_id" is null' }, async () => {
        const result = await traceProcessorCall({ processor: processor.name, operation: 'refund', amountCents: amountNow }, () =>
          processor.refund({ chargeId, amountCents: amountNow, idempotencyKey }),
        );
        // A lost, late or in-progress answer is no refusal: the card may have been refunded. The
        // activity throws, Temporal retries with the same key (the processor replays its refund),
        // and the process keeps the key; only a definite refusal lets the next try use a new one.
        if (result.status === 'failed' && answerKind(result, { retried: true }) === 'unknown') throw new UnknownOutcomeError('refund', result);
        if (result.status === 'failed') return fail(result.failMessage, { failCode: result.failCode, errorType: result.errorType });
        const amount = refund.approvedAmountCents ?? refund.requestedAmountCents;
        const parent = await parentOf(em, refund);
        // The refund id, its event and the ledger debit commit together: a retry that finds no
        // refund id asks the processor again with the same key and gets the same refund.
        await em.transactional(async (tx) => {
          await tx.nativeUpdate(Refund, { id: refund.id }, { processorRefundId: result.refundId, lastError: null, updatedAt: new Date() });
          recordRefundEvent(
            events,
            tx,
            refund,
            'Processor refund',
            userId,
            { processorRefundId: result.refundId, processor: refund.processor, amount },
            PROCESSOR_REFUND_SLUG,
          );
          // A test checkout's refund (test mode) moves no money in the books.
          // The amount was reserved at the approval (refund-ledger.ts): the card refund spends the
          // reserve; a refund approved before reserves existed is debited from the payable now.
          const reserved = refund.livemode && (await reserveJournalOf(tx, refund.id)) !== undefined;
          if (refund.livemode)
            await ledger.post(tx, {
              event: reserved
                ? { kind: 'refundFromReserve', organizationId: refund.owner.id, processor: processorName, amountCents: amount }
                : { kind: 'refund', organizationId: refund.owner.id, processor: processorName, amountCents: amount },
              transactionType: 'refund',
              sourceType: 'refund',
              sourceId: refund.id,
              remarks: `Refund ${refund.code}${parent} refunded to the card`,
              userId,
            });
        });
        return { status: 'succeeded' as const, processorRefundId: result.refundId };
      });
    },

    async notifyRefundStage({ refundId, progressStatus, reminder }) {
      const em = root.fork();
      const slug = reminder ? `reminder-${progressStatus}-${reminder}` : `notified-${progressStatus}`;
      // At most once per stage and reminder: the history row marks it sent.
      if (await em.count(GatewayEvent, { subjectType: REFUND_SUBJECT, subjectId: refundId, slug })) return;
      const refund = await em.findOneOrFail(Refund, { id: refundId }, { populate: ['owner', 'invoice', 'requestedBy'] });
      const to = await recipients(em, refund, progressStatus);
      const stage = REFUND_PROGRESS_LABELS[progressStatus];
      const link = `${config.publicUrl}/refunds/details/${refund.id}`;
      const about = [
        `Refund: ${refund.code}`,
        `Merchant: ${refund.owner.name}`,
        refund.invoice ? `Invoice: ${refund.invoice.code}` : undefined,
        `Amount: ${formatMoney(refund.requestedAmountCents)}`,
        `Progress: ${stage}`,
        refund.denialReason ? `Reason: ${refund.denialReason}` : undefined,
      ]
        .filter(Boolean)
        .join('\n');
      const waiting = refundAwaits(refundStatusOf(progressStatus), progressStatus) !== undefined;
      const subject = !waiting
        ? `Refund ${refund.code} is closed: ${stage}`
        : reminder
          ? `Reminder: refund ${refund.code} is waiting for your action`
          : `Refund ${refund.code} is waiting for your action`;
      if (to.length) {
        await mail.send({
          to,
          subject,
          text: `${waiting ? 'A refund is waiting for your approval or decline.' : 'A refund you requested is closed.'}\n\n${about}\n\n${link}`,
        });
      }
      recordRefundEvent(events, em, refund, reminder ? 'Reminder sent' : 'Notification sent', null, { to: to.length, progressStatus }, slug);
      await em.flush();
    },
  };
}

/** The entry names what was refunded: the invoice, or the checkout (the refund keeps its id only). */
async function parentOf(em: EntityManager, refund: Refund): Promise<string> {
  if (refund.invoice) return ` of invoice ${refund.invoice.code}`;
  const checkout = refund.webPaymentId ? await em.findOne(WebPayment, { id: refund.webPaymentId }, { fields: ['code'] }) : null;
  return checkout ? ` of checkout ${checkout.code}` : '';
}

/** What the books read of a refund. */
function ledgerViewOf(refund: Refund, parent: string): RefundForLedger {
  return {
    parent,
    id: refund.id,
    code: refund.code,
    livemode: refund.livemode,
    organizationId: refund.owner.id,
    amountCents: refund.approvedAmountCents ?? refund.requestedAmountCents,
  };
}

/** Who acts next: the merchant's Owners and Admins, the Bank Admins, or the PG Admins; the requester once closed. */
async function recipients(em: EntityManager, refund: Refund, progress: RefundProgressStatus): Promise<string[]> {
  const actor = refundAwaits(refundStatusOf(progress), progress);
  if (!actor) return refund.requestedBy?.email ? [refund.requestedBy.email] : [];
  const where =
    actor === 'merchant'
      ? { organization: refund.owner.id, role: { $in: [Role.OWNER, Role.ADMIN] }, locked: false }
      : { role: actor === 'bank' ? Role.BANK_ADMIN : Role.PG_ADMIN, locked: false };
  const users = await em.find(User, where, { fields: ['email'], orderBy: { email: 'asc' }, limit: 50 });
  return users.map((u) => u.email);
}
