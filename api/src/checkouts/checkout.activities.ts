import { randomUUID } from 'node:crypto';

import { CHECKOUT_ACTION_MESSAGES, checkoutPayRefusal } from '@pg/domain';
import type { CheckoutActivities, PayResult } from '@pg/workflows';

import type { MoneyActivityDeps } from '../invoices/money-activity-deps';
import { disbursementPosting, paymentPosting } from '../ledger/payable-posting';
import { whileClaimed } from '../payments/attempt-claim';
import {
  answerWithReceipt,
  attemptDone,
  chargeAttempt,
  chooseProcessor,
  failsOverAfter,
  insertPendingAttempt,
  payResultOf,
  reconciledCharge,
  recordReceiptSent,
  sendReceiptMails,
} from '../payments/charge-steps';
import { assessBeforeCharge, declineByRisk, recordDecline, type RiskAssessment } from '../risk/risk-gate';
import { riskDeclinedResult, riskEventMeta } from '../risk/risk-outcome';
import { User } from '../users/user.entity';
import { insertWebhookEvent } from '../webhooks/webhook-events';
import { readChargeableCheckout } from './chargeable-checkout';
import { CHECKOUT_SUBJECT, checkoutPayable, insertCheckoutEvent, recordCheckoutEvent } from './checkout-events';
import { markCheckoutPaid } from './checkout-paid';
import { CheckoutPayment } from './checkout-payment.entity';
import { checkoutReceiptLines, readCheckoutReceipt } from './checkout-receipt';
import { checkoutResource, recordCheckoutWebhook } from './checkout-resource';
import { WebPayment } from './web-payment.entity';

export type CheckoutActivityDeps = MoneyActivityDeps;

// A checkout has no platform fee of its own in the payment's answer.
const NO_PLATFORM_FEE = 0;
/** The attempt was no longer pending when its failure was to be written: another try ended it. */
const ENDED_ELSEWHERE = 'endedElsewhere' as const;

// Activities of the checkout process. Each is idempotent: Temporal may run one again after a
// worker dies, and the second run finds the first one's work instead of repeating it.
export function createCheckoutActivities({ em: root, mail, events, processors, config, ledger }: CheckoutActivityDeps): CheckoutActivities {
  const activities: CheckoutActivities = {
    async chargeCheckout(request) {
      const { checkoutId, idempotencyKey, processor: processorName, token, tokenDescriptor, fallbacks, payer } = request;
      const em = root.fork();
      const { checkout, found } = await readChargeableCheckout(em, checkoutId, idempotencyKey);
      if (found && found.status !== 'pending') return payResultOf(found, NO_PLATFORM_FEE);
      // A reconciliation settles a pending attempt only (issue 47); without one, nothing was tried.
      if (request.reconciled && !found) throw new Error(`No pending attempt ${idempotencyKey} to reconcile`);

      const totalCents = checkout.amountCents + checkout.transactionFeeCents;
      let payment: Pick<CheckoutPayment, 'id' | 'amountCents' | 'processor'>;
      /** Issue 41: the risk check of a new attempt (a pending one was checked by its first try). */
      let risk: RiskAssessment | undefined;
      if (found) {
        // A pending row: an earlier attempt may have charged. Finish it with the same key.
        payment = found;
      } else {
        const refusal = (failCode: string, failMessage: string): PayResult => ({
          status: 'failed',
          paymentId: null,
          amountCents: totalCents,
          platformFeeCents: 0,
          errorType: 'refused',
          failCode,
          failMessage,
        });
        const why = checkoutPayRefusal(checkout.status);
        if (why) return refusal('checkout_not_payable', why);
        if (checkout.owner.blockTransactions) return refusal('transactions_blocked', CHECKOUT_ACTION_MESSAGES.blocked);
        risk = await assessBeforeCharge(em, processors, { organizationId: checkout.owner.id, amountCents: totalCents, processor: processorName, token, payer });
        const now = new Date();
        // Issue 41: a processor whose circuit breaker is open is skipped for the next of the route.
        payment = { id: randomUUID(), amountCents: totalCents, processor: chooseProcessor(processors, processorName, fallbacks) };
        const row = {
          ...payment,
          createdAt: now,
          updatedAt: now,
          webPayment: checkout.id,
          status: 'pending' as const,
          idempotencyKey,
          customerName: payer.name,
          email: payer.email ?? null,
        };
        if (!(await insertPendingAttempt(em, CheckoutPayment, row))) return activities.chargeCheckout(request);
        // A risk rule declines it before any processor is called; the history names the rule, the payer is told a neutral decline.
        const { verdict } = risk;
        if (verdict.action === 'block') {
          const attempt = { entity: CheckoutPayment, id: payment.id, organizationId: checkout.owner.id };
          const declined = await declineByRisk(em, attempt, { ...risk, verdict }, async (tx) => {
            await tx.nativeUpdate(WebPayment, { id: checkout.id, status: 'unpaid' }, { status: 'failed', updatedAt: new Date() });
            recordCheckoutEvent(events, tx, checkout, 'Payment Declined by Risk Rule', null, riskEventMeta(payment.id, verdict.rule));
          });
          return declined ? riskDeclinedResult(payResultOf, payment, verdict.rule) : activities.chargeCheckout(request);
        }
      }

      const metadata = { webPaymentId: checkout.id, code: checkout.code, orderId: checkout.orderId ?? '' };
      // One try at a time calls the processor for this attempt; a concurrent one finds the claim and retries later.
      const { done, paidNow } = await whileClaimed(em, { entity: CheckoutPayment, id: payment.id, condition: `"status" = 'pending'` }, async () => {
        const charge = request.reconciled
          ? reconciledCharge(request.reconciled)
          : await chargeAttempt(
              processors,
              // An unknown outcome is settled by asking the processor only where the process may go on elsewhere.
              { ...payment, retried: Boolean(found), settleUnknown: failsOverAfter(processorName, fallbacks, payment.processor) },
              {
                idempotencyKey,
                token,
                tokenDescriptor,
                payer,
                description: `Checkout ${checkout.code}`,
                metadata,
              },
            );

        // The outcome in one transaction of plain statements, as an invoice's: the attempt's outcome
        // with the checkout marked paid (only while still payable) in one statement, then, only if it
        // was marked, its history row, webhook event and (live checkouts) journal. The checkout.paid
        // event shows the row the UPDATE returned: what is committed.
        const done = attemptDone(charge);
        const paidNow = await em.transactional(async (tx) => {
          const now = new Date();
          if (done.status !== 'succeeded') {
            // Only a pending attempt: an overlapping try of the same key may have recorded the charge.
            if (!(await tx.nativeUpdate(CheckoutPayment, { id: payment.id, status: 'pending' }, { ...done, updatedAt: now }))) return ENDED_ELSEWHERE;
            await tx.nativeUpdate(WebPayment, { id: checkout.id, status: 'unpaid' }, { status: 'failed', updatedAt: now });
            recordCheckoutEvent(events, tx, checkout, 'Payment Failed', null, { paymentId: payment.id, failCode: done.failCode });
            if (risk && done.errorType === 'card_error') await recordDecline(tx, checkout.owner.id, risk.facts, null);
            return false;
          }
          const marked = await markCheckoutPaid(tx, { paymentId: payment.id, done, itemId: checkout.id, processor: payment.processor, at: now });
          if (!marked) return false;
          await insertCheckoutEvent(events, tx, checkout, 'Checkout Paid', { paymentId: payment.id, amount: payment.amountCents, chargeId: done.chargeId });
          await insertWebhookEvent(tx, checkout.owner.id, 'checkout.paid', checkoutResource(marked, config.publicUrl));
          // Test checkouts (test mode) post no journal: they are in no balance.
          if (checkout.livemode)
            await ledger.post(
              tx,
              paymentPosting(
                checkoutPayable(checkout, checkout.owner.id),
                { processor: payment.processor, chargedCents: payment.amountCents, paidAt: now },
                `Checkout ${checkout.code} paid`,
              ),
            );
          return true;
        });
        return { done, paidNow };
      });
      // The committed outcome is the answer (the recursion reads it and returns it).
      if (paidNow === ENDED_ELSEWHERE) return activities.chargeCheckout(request);
      return answerWithReceipt(payResultOf({ ...payment, ...done }, NO_PLATFORM_FEE), paidNow, () =>
        activities.sendCheckoutReceipt({ checkoutId, paymentId: payment.id }),
      );
    },

    async sendCheckoutReceipt({ checkoutId, paymentId }) {
      const em = root.fork();
      const receipt = await readCheckoutReceipt(em, checkoutId, paymentId);
      // At most one receipt per payment: the history row marks it sent.
      if (receipt.sent) return;
      const { checkout, payer, merchant } = receipt;
      await sendReceiptMails(
        mail,
        checkoutReceiptLines(receipt),
        { to: payer.email, subject: `Payment receipt for ${merchant.name} (${checkout.code})`, name: payer.name ?? 'customer' },
        {
          to: merchant.email,
          subject: `Checkout ${checkout.code} has been paid`,
          paid: `${payer.name ?? 'A customer'} paid checkout ${checkout.code}`,
          link: `${config.publicUrl}/checkouts/${checkout.id}`,
        },
      );
      await recordReceiptSent(em, events, { subjectType: CHECKOUT_SUBJECT, subjectId: checkout.id, organizationId: merchant.id }, paymentId);
    },

    async cancelCheckout({ checkoutId }) {
      // Only a checkout nothing has paid (the WHERE decides, atomically against a late charge's
      // markCheckoutPaid): a paid or disbursed one is never cancelled; its status is the answer.
      return root.fork().transactional(async (tx) => {
        const now = new Date();
        const cancelled = await tx.nativeUpdate(
          WebPayment,
          { id: checkoutId, status: { $in: ['unpaid', 'failed'] } },
          { status: 'cancelled', cancelledAt: now, updatedAt: now },
        );
        const checkout = await tx.findOneOrFail(WebPayment, { id: checkoutId }, { populate: ['owner'] });
        // A repeat (the first run committed) finds it cancelled and records nothing more.
        if (!cancelled) return checkout.status;
        recordCheckoutEvent(events, tx, checkout, 'Checkout Cancelled', null);
        recordCheckoutWebhook(tx, checkout, 'checkout.cancelled', config.publicUrl);
        return checkout.status;
      });
    },

    async disburseCheckout({ checkoutId, userId }) {
      // Paid out outside a transfer: the ledger is debited with the status change. A checkout a
      // transfer has taken is left to it: the transfer disburses it, or gives it back if it fails.
      return root.fork().transactional(async (tx) => {
        // The row locked (only it, not its organization): a transfer's claim waits for this decision, or this for the claim.
        await tx.execute('select id from web_payment where id = ? for update', [checkoutId]);
        const checkout = await tx.findOneOrFail(WebPayment, { id: checkoutId }, { populate: ['owner'] });
        if (checkout.transferId) return 'inTransfer';
        // A repeat (the first run committed) finds it disbursed.
        if (checkout.status !== 'paid') return 'disbursed';
        tx.assign(checkout, { status: 'disbursed', disbursedAt: new Date(), disbursedBy: tx.getReference(User, userId) });
        recordCheckoutEvent(events, tx, checkout, 'Checkout Disbursed', userId);
        recordCheckoutWebhook(tx, checkout, 'checkout.disbursed', config.publicUrl);
        if (checkout.livemode)
          await ledger.post(
            tx,
            disbursementPosting(checkoutPayable(checkout, checkout.owner.id), `Checkout ${checkout.code} disbursed outside a transfer`, userId),
          );
        return 'disbursed';
      });
    },
  };
  return activities;
}
