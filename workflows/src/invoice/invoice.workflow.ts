import { canDisburseInvoice, canVoidInvoice, INVOICE_ACTION_MESSAGES, isRole } from '@pg/domain';
import { ApplicationFailure, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';

import { payByUpdate } from '../payment/pay-by-update';
import type { InvoiceActivities } from './invoice.activities';
import {
  type ActorInput,
  disburseUpdate,
  INVOICE_REFUSED,
  type InvoiceProcessStatus,
  invoiceStateQuery,
  invoiceTransferredSignal,
  type InvoiceWorkflowInput,
  payUpdate,
  voidUpdate,
  WRONG_INVOICE,
} from './invoice.messages';

// Bookkeeping: nobody waits on it, so retry patiently. (Charges and receipts: payByUpdate.)
const { voidInvoice, disburseInvoice } = proxyActivities<InvoiceActivities>({
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
  const payment = payByUpdate({
    update: payUpdate,
    activities: { charge: 'chargeInvoice', receipt: 'sendPaymentReceipt' },
    record: { invoiceId: input.invoiceId },
    assertSameRecord: (pay) => assertSameInvoice(input, pay.invoiceId),
    payRefusal: () => (status === 'unpaid' ? undefined : status === 'void' ? M.void : M.notUnpaid),
    messages: M,
    maxDeclined: input.maxDeclined,
    kind: 'invoice',
    bounds: input,
    refuse,
    onSettled: (result) => {
      if (result.status === 'succeeded') status = 'paid';
    },
  });

  setHandler(invoiceStateQuery, () => ({ status, paymentInProgress: payment.inProgress() }));

  setHandler(
    voidUpdate,
    async (actor) => {
      status = 'void';
      await voidInvoice({ invoiceId: input.invoiceId, userId: actor.userId });
      return status;
    },
    {
      validator: (actor: ActorInput) => {
        assertSameInvoice(input, actor.invoiceId);
        if (payment.busy()) throw refuse(M.inProgress);
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
      validator: (actor: ActorInput) => {
        assertSameInvoice(input, actor.invoiceId);
        if (!isRole(actor.role) || !canDisburseInvoice(actor.role, status)) throw refuse(M.disburseNotAllowed);
      },
    },
  );

  // A transfer took the paid invoice: it is disbursed (the transfer wrote that), so the process ends.
  setHandler(invoiceTransferredSignal, ({ invoiceId }) => {
    if (invoiceId === input.invoiceId && status === 'paid') status = 'disbursed';
  });

  await payment.runUntil(() => status === 'void' || status === 'disbursed');
  return status;
}
