import { ApplicationFailure, allHandlersFinished, condition, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  CHECKOUT_ACTION_MESSAGES,
  PAYMENT_SYSTEM_ERROR_MESSAGE,
  canCancelCheckout,
  canDisburseCheckout,
  checkoutPayRefusal,
  isRole,
  type CheckoutStatus,
} from '@pg/domain';
import type { CheckoutActivities } from './checkout.activities';
import {
  CHECKOUT_REFUSED,
  WRONG_CHECKOUT,
  checkoutCancelUpdate,
  checkoutDisburseUpdate,
  checkoutPayUpdate,
  checkoutStateQuery,
  checkoutTransferredSignal,
  type CheckoutWorkflowInput,
} from './checkout.messages';
import type { PayResult } from '../invoice/invoice.messages';

type ChargeRequest = Parameters<CheckoutActivities['chargeCheckout']>[0];

// The payer waits on the charge: retried (it is idempotent), but not forever.
const { chargeCheckout } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '15 seconds',
  scheduleToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});
// A charge whose outcome is unknown is finished later with the same key, before anything else.
const { chargeCheckout: resolveCharge } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});
// Bookkeeping and e-mail: nobody waits on them.
const { sendCheckoutReceipt, cancelCheckout, disburseCheckout } = proxyActivities<CheckoutActivities>({
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
  let inFlight: string | undefined;
  const results = new Map<string, PayResult>();
  const receipts: string[] = [];
  /** Attempts whose charge activity gave up: their outcome is not known yet. */
  const unresolved: { key: string; request: ChargeRequest }[] = [];
  const workflowId = workflowInfo().workflowId;
  const busy = () => inFlight !== undefined || unresolved.length > 0;

  const sameCheckout = (expected: string | undefined) => {
    if (expected !== undefined && expected !== input.checkoutId) {
      throw ApplicationFailure.create({ message: `${workflowId} belongs to another checkout (${input.checkoutId})`, type: WRONG_CHECKOUT, nonRetryable: true });
    }
  };
  const settle = (key: string, result: PayResult) => {
    results.set(key, result);
    if (result.status === 'succeeded') {
      status = 'paid';
      receipts.push(result.paymentId);
    } else if (result.paymentId !== null && status === 'unpaid') {
      // A declined card: still payable, shown as failed until a card succeeds.
      status = 'failed';
    }
  };

  setHandler(checkoutStateQuery, () => ({ status, paymentInProgress: inFlight !== undefined, transferId }));

  setHandler(
    checkoutPayUpdate,
    async (pay) => {
      const key = pay.idempotencyKey;
      const known = results.get(key);
      if (known) return known;
      if (inFlight === key) {
        await condition(() => inFlight !== key);
        const outcome = results.get(key);
        if (!outcome) throw refuse(PAYMENT_SYSTEM_ERROR_MESSAGE);
        return outcome;
      }
      // Two updates may pass their validators in the same workflow task: checked again here.
      if (busy()) throw refuse(M.inProgress);
      const why = checkoutPayRefusal(status);
      if (why) throw refuse(why);
      inFlight = key;
      const request: ChargeRequest = {
        checkoutId: input.checkoutId,
        idempotencyKey: `${workflowId}/${key}`,
        processor: pay.processor,
        token: pay.token,
        tokenDescriptor: pay.tokenDescriptor,
        payer: pay.payer,
      };
      try {
        const result = await chargeCheckout(request);
        settle(key, result);
        return result;
      } catch {
        unresolved.push({ key, request });
        throw refuse(PAYMENT_SYSTEM_ERROR_MESSAGE);
      } finally {
        inFlight = undefined;
      }
    },
    {
      validator: (pay) => {
        sameCheckout(pay.checkoutId);
        if (!pay.idempotencyKey) throw refuse('An idempotency key is required');
        if (results.has(pay.idempotencyKey) || inFlight === pay.idempotencyKey) return;
        if (busy()) throw refuse(M.inProgress);
        const why = checkoutPayRefusal(status);
        if (why) throw refuse(why);
        if (pay.ownerBlocked) throw refuse(M.blocked);
      },
    },
  );

  setHandler(
    checkoutCancelUpdate,
    async () => {
      if (status === 'cancelled') return status;
      status = 'cancelled';
      await cancelCheckout({ checkoutId: input.checkoutId });
      return status;
    },
    {
      validator: (cancel) => {
        sameCheckout(cancel.checkoutId);
        if (status === 'cancelled') return; // cancelling twice answers the same
        if (busy()) throw refuse(M.inProgress);
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
      validator: (actor) => {
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

  const finished = () => status === 'cancelled' || status === 'disbursed';
  for (;;) {
    await condition(() => receipts.length > 0 || unresolved.length > 0 || (finished() && allHandlersFinished()));
    while (unresolved.length > 0) {
      const { key, request } = unresolved[0];
      settle(key, await resolveCharge(request));
      unresolved.shift();
    }
    while (receipts.length > 0) {
      await sendCheckoutReceipt({ checkoutId: input.checkoutId, paymentId: receipts[0] });
      receipts.shift();
    }
    if (finished() && allHandlersFinished()) return status;
  }
}
