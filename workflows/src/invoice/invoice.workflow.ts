import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import { INVOICE_ACTION_MESSAGES, canDisburseInvoice, canVoidInvoice, isRole } from '@pg/domain';
import type { InvoiceActivities } from './invoice.activities';
import {
  INVOICE_REFUSED,
  WRONG_INVOICE,
  disburseUpdate,
  invoiceStateQuery,
  invoiceTransferredSignal,
  payUpdate,
  voidUpdate,
  type InvoiceProcessStatus,
  type InvoiceWorkflowInput,
  type PayResult,
} from './invoice.messages';

// A charge is retried (it is idempotent) but not forever: the payer is waiting on the answer.
const { chargeInvoice } = proxyActivities<InvoiceActivities>({
  startToCloseTimeout: '15 seconds',
  scheduleToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});
// An attempt whose outcome is unknown (the processor may have charged) is finished later with
// the same key, patiently, before any other payment may start: the card is never charged twice.
const { chargeInvoice: resolveCharge } = proxyActivities<InvoiceActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});
// Bookkeeping and e-mail: nobody waits on them, so retry patiently.
const { sendPaymentReceipt, voidInvoice, disburseInvoice } = proxyActivities<InvoiceActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const M = INVOICE_ACTION_MESSAGES;
const refuse = (message: string) => ApplicationFailure.create({ message, type: INVOICE_REFUSED, nonRetryable: true });

/** The API sends updates without looking the process up first; a stray one is refused here. */
function assertSameInvoice(input: InvoiceWorkflowInput, expected: string | undefined): void {
  if (expected !== undefined && expected !== input.invoiceId) {
    throw ApplicationFailure.create({
      message: `${workflowInfo().workflowId} belongs to another invoice (${input.invoiceId})`,
      type: WRONG_INVOICE,
      nonRetryable: true,
    });
  }
}

/**
 * Invoice pay-to-disburse (DESIGN.md section 2): waits for a payment (one at a time), a void,
 * or, once paid, the disbursement or its inclusion in a transfer; ends when disbursed or void.
 */
export async function invoiceWorkflow(input: InvoiceWorkflowInput): Promise<InvoiceProcessStatus> {
  let status: InvoiceProcessStatus = input.status ?? 'unpaid';
  let inFlight: string | undefined;
  const results = new Map<string, PayResult>();
  const receipts: string[] = [];
  /** Attempts whose charge activity gave up: their outcome is not known yet. */
  const unresolved: { key: string; request: Parameters<InvoiceActivities['chargeInvoice']>[0] }[] = [];
  const workflowId = workflowInfo().workflowId;

  const settle = (key: string, result: PayResult) => {
    results.set(key, result);
    if (result.status === 'succeeded') {
      status = 'paid';
      receipts.push(result.paymentId);
    }
  };

  setHandler(invoiceStateQuery, () => ({ status, paymentInProgress: inFlight !== undefined }));

  setHandler(
    payUpdate,
    async (pay) => {
      const key = pay.idempotencyKey;
      const known = results.get(key);
      if (known) return known;
      if (inFlight === key) {
        // The same request again while the first is charging: answer with its outcome.
        await condition(() => inFlight !== key);
        const outcome = results.get(key);
        if (!outcome) throw refuse('Payment failed due to a system error. Please try again later.');
        return outcome;
      }
      // Re-checked here: two updates may pass their validators in the same workflow task.
      if (inFlight !== undefined || unresolved.length > 0) throw refuse(M.inProgress);
      if (status !== 'unpaid') throw refuse(status === 'void' ? M.void : M.notUnpaid);
      inFlight = key;
      const request = {
        invoiceId: input.invoiceId,
        idempotencyKey: `${workflowId}/${key}`,
        processor: pay.processor,
        token: pay.token,
        tokenDescriptor: pay.tokenDescriptor,
        payer: pay.payer,
      };
      try {
        const result = await chargeInvoice(request);
        settle(key, result);
        return result;
      } catch {
        unresolved.push({ key, request });
        throw refuse('Payment failed due to a system error. Please try again later.');
      } finally {
        inFlight = undefined;
      }
    },
    {
      validator: (pay) => {
        assertSameInvoice(input, pay.invoiceId);
        if (!pay.idempotencyKey) throw refuse('An idempotency key is required');
        if (results.has(pay.idempotencyKey) || inFlight === pay.idempotencyKey) return;
        if (inFlight !== undefined || unresolved.length > 0) throw refuse(M.inProgress);
        if (status === 'void') throw refuse(M.void);
        if (status !== 'unpaid') throw refuse(M.notUnpaid);
        if (pay.ownerBlocked) throw refuse(M.blocked);
      },
    },
  );

  setHandler(
    voidUpdate,
    async (actor) => {
      status = 'void';
      await voidInvoice({ invoiceId: input.invoiceId, userId: actor.userId });
      return status;
    },
    {
      validator: (actor) => {
        assertSameInvoice(input, actor.invoiceId);
        if (inFlight !== undefined || unresolved.length > 0) throw refuse(M.inProgress);
        if (!isRole(actor.role) || !canVoidInvoice(actor.role, status)) throw refuse(M.voidNotAllowed);
      },
    },
  );

  setHandler(
    disburseUpdate,
    async (actor) => {
      // The database decides: a transfer may hold the invoice (it was claimed, not yet marked).
      // Then nothing changes and the process stays paid: that transfer ends it, or gives the
      // invoice back if it fails, and it can be disbursed again.
      const outcome = await disburseInvoice({ invoiceId: input.invoiceId, userId: actor.userId });
      if (outcome === 'inTransfer') throw refuse(M.inTransfer);
      status = 'disbursed';
      return status;
    },
    {
      validator: (actor) => {
        assertSameInvoice(input, actor.invoiceId);
        if (!isRole(actor.role) || !canDisburseInvoice(actor.role, status)) throw refuse(M.disburseNotAllowed);
      },
    },
  );

  // A transfer took the paid invoice: it is disbursed (the transfer wrote that), so the process ends.
  setHandler(invoiceTransferredSignal, ({ invoiceId }) => {
    if (invoiceId === input.invoiceId && status === 'paid') status = 'disbursed';
  });

  const finished = () => status === 'void' || status === 'disbursed';
  for (;;) {
    await condition(() => receipts.length > 0 || unresolved.length > 0 || (finished() && allHandlersFinished()));
    while (unresolved.length > 0) {
      const { key, request } = unresolved[0];
      settle(key, await resolveCharge(request));
      unresolved.shift();
    }
    while (receipts.length > 0) {
      await sendPaymentReceipt({ invoiceId: input.invoiceId, paymentId: receipts[0] });
      receipts.shift();
    }
    if (finished() && allHandlersFinished()) return status;
  }
}
