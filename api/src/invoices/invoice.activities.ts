import { randomUUID } from 'node:crypto';

import { INVOICE_ACTION_MESSAGES, invoiceTotals } from '@pg/domain';
import type { InvoiceActivities, PayResult } from '@pg/workflows';

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
import { insertWebhookEvent } from '../webhooks/webhook-events';
import { type EarlierInvoiceAttempt, readChargeable } from './chargeable-invoice';
import { Invoice } from './invoice.entity';
import { invoiceChargeMetadata } from './invoice-charge-metadata';
import { insertInvoiceEvent, INVOICE_SUBJECT, invoicePayable, recordInvoiceEvent } from './invoice-events';
import { markInvoicePaid } from './invoice-paid';
import { invoiceReceiptLines, readInvoiceReceipt } from './invoice-receipt';
import { INVOICE_RESOURCE_FIELDS, invoiceResource, type InvoiceResourceSource, recordInvoiceWebhook } from './invoice-resource';
import type { MoneyActivityDeps } from './money-activity-deps';
import { Payment } from './payment.entity';

export type InvoiceActivityDeps = MoneyActivityDeps;

/** The attempt was no longer pending when its failure was to be written: another try ended it. */
const ENDED_ELSEWHERE = 'endedElsewhere' as const;

// Activities of the invoice process. Each is idempotent: Temporal may run one again after a
// worker dies, and the second run must find the first one's work instead of repeating it.
export function createInvoiceActivities({ em: root, mail, events, processors, config, ledger }: InvoiceActivityDeps): InvoiceActivities {
  const activities: InvoiceActivities = {
    async chargeInvoice({ invoiceId, idempotencyKey, processor: processorName, token, tokenDescriptor, fallbacks, payer, reconciled }) {
      // The same request again, after an overlapping try moved the attempt on: it reads that outcome (a reconciled charge is never replayed).
      const again = () => activities.chargeInvoice({ invoiceId, idempotencyKey, processor: processorName, token, tokenDescriptor, fallbacks, payer });
      const em = root.fork();
      const { invoice, found } = await readChargeable(em, invoiceId, idempotencyKey);
      if (found && found.status !== 'pending') return payResultOf(found, found.platformFeeCents);
      // A reconciliation settles a pending attempt only (issue 47); without one, nothing was tried.
      if (reconciled && !found) throw new Error(`No pending attempt ${idempotencyKey} to reconcile`);

      const refusal = (errorType: string, failCode: string, failMessage: string): PayResult => ({
        status: 'failed',
        paymentId: found?.id ?? null,
        amountCents: invoice.totalCents,
        platformFeeCents: 0,
        errorType,
        failCode,
        failMessage,
      });
      let payment: Pick<EarlierInvoiceAttempt, 'id' | 'amountCents' | 'platformFeeCents' | 'processor'>;
      /** Issue 41: the risk check of a new attempt (a pending one was checked by its first try). */
      let risk: RiskAssessment | undefined;
      if (found) {
        payment = found;
      } else {
        // Checked before any charge; a pending row means a charge may have happened, so it is finished below instead.
        if (invoice.status !== 'unpaid') return refusal('refused', 'invoice_not_unpaid', 'This invoice is not awaiting payment.');
        if (invoice.owner.blockTransactions) return refusal('refused', 'transactions_blocked', 'This merchant is not accepting payments at the moment.');
        const totals = invoiceTotals({
          lineItems: [{ quantity: 1, priceCents: invoice.subtotalCents }],
          platformFeeBps: invoice.platformFeeBps,
          merchantFeeBps: invoice.merchantProcessingFeeBps,
        });
        risk = await assessBeforeCharge(em, processors, {
          organizationId: invoice.owner.id,
          amountCents: invoice.totalCents,
          processor: processorName,
          token,
          payer: { ...payer, email: payer.email ?? invoice.recipientEmail ?? undefined },
        });
        const now = new Date();
        // Issue 41: a processor whose circuit breaker is open is skipped for the next of the route.
        const processor = chooseProcessor(processors, processorName, fallbacks);
        payment = { id: randomUUID(), amountCents: invoice.totalCents, platformFeeCents: totals.platformFeeCents, processor };
        const row = {
          ...payment,
          createdAt: now,
          updatedAt: now,
          invoice: invoice.id,
          status: 'pending' as const,
          idempotencyKey,
          customerName: payer.name,
          email: payer.email ?? invoice.recipientEmail,
        };
        if (!(await insertPendingAttempt(em, Payment, row))) return again();
        // The attempt row freezes the invoice's amounts (invoice-amounts-lock.ts); an edit that
        // committed between the read above and the insert is seen now: nothing is charged.
        const now2 = await currentAmounts(em, invoice.id);
        if (
          now2.totalCents !== invoice.totalCents ||
          now2.subtotalCents !== invoice.subtotalCents ||
          now2.merchantProcessingFeeBps !== invoice.merchantProcessingFeeBps
        ) {
          const changed = {
            status: 'failed' as const,
            errorType: 'refused',
            failCode: 'invoice_changed',
            failMessage: INVOICE_ACTION_MESSAGES.changedAtPayment,
          };
          await em.nativeUpdate(Payment, { id: payment.id, status: 'pending' }, { ...changed, updatedAt: new Date() });
          return payResultOf({ ...payment, ...changed }, payment.platformFeeCents);
        }
        // A risk rule declines it before any processor is called; the history names the rule, the payer is told a neutral decline.
        const { verdict } = risk;
        if (verdict.action === 'block') {
          const blocked = { ...risk, verdict };
          const attempt = { entity: Payment, id: payment.id, organizationId: invoice.owner.id };
          const declined = await declineByRisk(em, attempt, blocked, (tx) =>
            recordInvoiceEvent(events, tx, invoice, 'Payment Declined by Risk Rule', null, riskEventMeta(payment.id, verdict.rule)),
          );
          return declined ? riskDeclinedResult(payResultOf, payment, verdict.rule) : again();
        }
      }

      const description = `Invoice ${invoice.code}`;
      // One try at a time calls the processor for this attempt; a concurrent one finds the claim and retries later.
      const { done, paidNow } = await whileClaimed(em, { entity: Payment, id: payment.id, condition: `"status" = 'pending'` }, async () => {
        const charge = reconciled
          ? reconciledCharge(reconciled)
          : await chargeAttempt(
              processors,
              // An unknown outcome is settled by asking the processor only where the process may go on elsewhere.
              { ...payment, retried: Boolean(found), settleUnknown: failsOverAfter(processorName, fallbacks, payment.processor) },
              {
                idempotencyKey,
                token,
                tokenDescriptor,
                payer,
                description,
                metadata: invoiceChargeMetadata(invoice),
              },
            );

        // The outcome in one transaction of plain statements: the attempt's outcome with the invoice
        // marked paid (only while still unpaid) in one statement, then, only if it was marked, its
        // history row, webhook event and journal. The invoice.paid event shows the row the UPDATE
        // returned: the committed invoice, with any edit made while the charge ran.
        const done = attemptDone(charge);
        const paidNow = await em.transactional(async (tx) => {
          const now = new Date();
          if (done.status !== 'succeeded') {
            // Only a pending attempt: an overlapping try of the same key may have recorded the charge.
            if (!(await tx.nativeUpdate(Payment, { id: payment.id, status: 'pending' }, { ...done, updatedAt: now }))) return ENDED_ELSEWHERE;
            recordInvoiceEvent(events, tx, invoice, 'Payment Failed', null, { paymentId: payment.id, failCode: done.failCode });
            if (risk && done.errorType === 'card_error') await recordDecline(tx, invoice.owner.id, risk.facts, null);
            return false;
          }
          const marked = await markInvoicePaid(tx, { paymentId: payment.id, done, itemId: invoice.id, processor: payment.processor, at: now });
          if (!marked) return false;
          await insertInvoiceEvent(events, tx, invoice, 'Invoice Paid', { paymentId: payment.id, amount: payment.amountCents, chargeId: done.chargeId });
          await insertWebhookEvent(tx, invoice.owner.id, 'invoice.paid', invoiceResource(marked));
          await ledger.post(
            tx,
            paymentPosting(
              invoicePayable(invoice),
              { processor: payment.processor, chargedCents: payment.amountCents, paidAt: now },
              `Invoice ${invoice.code} paid`,
            ),
          );
          return true;
        });
        return { done, paidNow };
      });
      // The committed outcome is the answer (the recursion reads it and returns it).
      if (paidNow === ENDED_ELSEWHERE) return again();
      return answerWithReceipt(payResultOf({ ...payment, ...done }, payment.platformFeeCents), paidNow, () =>
        activities.sendPaymentReceipt({ invoiceId, paymentId: payment.id }),
      );
    },

    async sendPaymentReceipt({ invoiceId, paymentId }) {
      const em = root.fork();
      const receipt = await readInvoiceReceipt(em, invoiceId, paymentId);
      // At most one receipt per payment: the history row marks it sent.
      if (receipt.sent) return;
      const { invoice, payer, merchant } = receipt;
      await sendReceiptMails(
        mail,
        invoiceReceiptLines(receipt),
        { to: payer.email, subject: `Payment receipt for invoice ${invoice.code}`, name: payer.name },
        {
          to: merchant.email,
          subject: `Invoice ${invoice.code} has been paid`,
          paid: `${payer.name} paid invoice ${invoice.code}`,
          link: `${config.publicUrl}/invoices/${invoice.id}`,
        },
      );
      await recordReceiptSent(em, events, { subjectType: INVOICE_SUBJECT, subjectId: invoice.id, organizationId: merchant.id }, paymentId);
    },

    async voidInvoice({ invoiceId, userId }) {
      const em = root.fork();
      const invoice = await em.findOneOrFail(Invoice, { id: invoiceId }, { populate: ['owner'] });
      // The process voids only an unpaid invoice; a repeat finds it done.
      if (invoice.status !== 'unpaid') return;
      invoice.status = 'void';
      recordInvoiceEvent(events, em, invoice, 'Invoice Voided', userId);
      recordInvoiceWebhook(em, invoice, 'invoice.voided');
      await em.flush();
    },

    async disburseInvoice({ invoiceId, userId }) {
      const em = root.fork();
      // Paid out outside a transfer: the ledger is debited with the status change. An invoice a
      // transfer has taken is left to it (the WHERE decides, atomically): the transfer disburses
      // it, or gives it back when it fails, and the process is told which.
      return em.transactional(async (tx) => {
        // The row locked (only it, not its organization): a transfer's claim waits for this decision, or this for the claim.
        await tx.execute('select id from invoice where id = ? for update', [invoiceId]);
        const invoice = await tx.findOneOrFail(Invoice, { id: invoiceId }, { populate: ['owner'] });
        const marked = await tx
          .createQueryBuilder(Invoice)
          .update({ status: 'disbursed', actualDisbursementDate: new Date(), disbursedBy: userId, updatedAt: new Date() })
          .where({ id: invoice.id, status: 'paid', transferId: null })
          .returning([...INVOICE_RESOURCE_FIELDS])
          .execute<InvoiceResourceSource | undefined>('get');
        // A repeat (the first run committed) finds it disbursed without a transfer.
        if (!marked) return invoice.transferId ? 'inTransfer' : 'disbursed';
        recordInvoiceEvent(events, tx, invoice, 'Invoice Disbursed', userId);
        recordInvoiceWebhook(tx, { ...marked, owner: invoice.owner }, 'invoice.disbursed');
        await ledger.post(tx, disbursementPosting(invoicePayable(invoice), `Invoice ${invoice.code} disbursed outside a transfer`, userId));
        return 'disbursed';
      });
    },
  };
  return activities;
}

/** The invoice's amounts as committed now (after its attempt row was written). */
async function currentAmounts(
  em: Parameters<typeof readChargeable>[0],
  invoiceId: string,
): Promise<{ totalCents: number; subtotalCents: number; merchantProcessingFeeBps: number }> {
  const [row] = await em.execute<{ total_cents: number; subtotal_cents: number; merchant_processing_fee_bps: number }[]>(
    'select total_cents, subtotal_cents, merchant_processing_fee_bps from invoice where id = ?',
    [invoiceId],
  );
  return { totalCents: Number(row.total_cents), subtotalCents: Number(row.subtotal_cents), merchantProcessingFeeBps: Number(row.merchant_processing_fee_bps) };
}
