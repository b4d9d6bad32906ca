import { canCancelCheckout, canDisburseCheckout, CHECKOUT_ACTION_MESSAGES, checkoutPayRefusal, type CheckoutStatus, isRole } from '@pg/domain';
import { ApplicationFailure, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';

import { payByUpdate } from '../payment/pay-by-update';
import type { CheckoutActivities } from './checkout.activities';
import {
  CHECKOUT_REFUSED,
  type CheckoutActorInput,
  type CheckoutCancelInput,
  checkoutCancelUpdate,
  checkoutDisburseUpdate,
  checkoutPayUpdate,
  checkoutStateQuery,
  checkoutTransferredSignal,
  type CheckoutWorkflowInput,
  WRONG_CHECKOUT,
} from './checkout.messages';

// Bookkeeping: nobody waits on it. (Charges and receipts: payByUpdate.)
const { cancelCheckout, disburseCheckout } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const M = CHECKOUT_ACTION_MESSAGES;
const refuse = (message: string) => ApplicationFailure.create({ message, type: CHECKOUT_REFUSED, nonRetryable: true });

/**
 * Hosted checkout (DESIGN.md section 2, workflow checkout-<code>): waits for a payment (one at
 * a time, idempotent by key), a cancel while unpaid, or once paid the bank's disbursement;
 * e-mails a receipt per successful payment; ends when disbursed or cancelled.
 */
export async function checkoutWorkflow(input: CheckoutWorkflowInput): Promise<CheckoutStatus> {
  let status: CheckoutStatus = input.status ?? 'unpaid';
  let transferId: string | null = null;
  const workflowId = workflowInfo().workflowId;

  const sameCheckout = (expected: string | undefined) => {
    if (expected !== undefined && expected !== input.checkoutId) {
      throw ApplicationFailure.create({ message: `${workflowId} belongs to another checkout (${input.checkoutId})`, type: WRONG_CHECKOUT, nonRetryable: true });
    }
  };
  const payment = payByUpdate({
    update: checkoutPayUpdate,
    activities: { charge: 'chargeCheckout', receipt: 'sendCheckoutReceipt' },
    record: { checkoutId: input.checkoutId },
    assertSameRecord: (pay) => sameCheckout(pay.checkoutId),
    payRefusal: () => checkoutPayRefusal(status),
    messages: M,
    maxDeclined: input.maxDeclined,
    kind: 'checkout',
    bounds: input,
    refuse,
    onSettled: (result) => {
      if (result.status === 'succeeded') status = 'paid';
      // A declined card: still payable, shown as failed until a card succeeds.
      else if (result.paymentId !== null && status === 'unpaid') status = 'failed';
    },
  });

  setHandler(checkoutStateQuery, () => ({ status, paymentInProgress: payment.inProgress(), transferId }));

  setHandler(
    checkoutCancelUpdate,
    async () => {
      if (status === 'cancelled') return status;
      status = 'cancelled';
      const found = await cancelCheckout({ checkoutId: input.checkoutId });
      // The database refused: a charge of unknown outcome paid it after all. The process follows it.
      if (found === 'paid' || found === 'disbursed') {
        status = found;
        throw refuse(M.paid);
      }
      return status;
    },
    {
      validator: (cancel: CheckoutCancelInput) => {
        sameCheckout(cancel.checkoutId);
        if (status === 'cancelled') return; // cancelling twice answers the same
        if (payment.busy()) throw refuse(M.inProgress);
        if (!canCancelCheckout(status)) throw refuse(status === 'paid' || status === 'disbursed' ? M.paid : M.cancelNotAllowed);
      },
    },
  );

  setHandler(
    checkoutDisburseUpdate,
    async (actor) => {
      // The database decides: a transfer may hold the checkout (claimed, not yet marked). Then
      // nothing changes: that transfer ends the process, or gives the checkout back if it fails.
      const outcome = await disburseCheckout({ checkoutId: input.checkoutId, userId: actor.userId });
      if (outcome === 'inTransfer') throw refuse(M.inTransfer);
      status = 'disbursed';
      return status;
    },
    {
      validator: (actor: CheckoutActorInput) => {
        sameCheckout(actor.checkoutId);
        if (!isRole(actor.role) || !canDisburseCheckout(actor.role, status)) throw refuse(M.disburseNotAllowed);
      },
    },
  );

  // A transfer took the paid checkout: it is disbursed (the transfer wrote that), so the process ends.
  setHandler(checkoutTransferredSignal, (transferred) => {
    if (transferred.checkoutId !== input.checkoutId || status !== 'paid') return;
    status = 'disbursed';
    transferId = transferred.transferId;
  });

  await payment.runUntil(() => status === 'cancelled' || status === 'disbursed');
  return status;
}
