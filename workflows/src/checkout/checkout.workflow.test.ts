import type { CheckoutStatus } from '@pg/domain';
import type { WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';

import { type PayResult, TOO_MANY_DECLINED_MESSAGE } from '../payment/payment.messages';
import { newPaymentCalls, type PaymentCalls, paymentStubs } from '../testing/payment-stubs';
import { entityProcessRunner, failureType, gate, refusal, sharedTestEnv, waitFor } from '../testing/workflow-harness';
import type { CheckoutActivities } from './checkout.activities';
import {
  checkoutCancelUpdate,
  checkoutDisburseUpdate,
  type CheckoutPayInput,
  checkoutPayUpdate,
  checkoutStateQuery,
  checkoutTransferredSignal,
  WRONG_CHECKOUT,
} from './checkout.messages';
import { checkoutWorkflow } from './checkout.workflow';

const BANK_ADMIN = { userId: 'bank', role: 3 };
const PG_ADMIN = { userId: 'pg', role: 1 };
const OWNER = { userId: 'owner', role: 64 };

const AMOUNTS = { amountCents: 46121, platformFeeCents: 0 };
const ok = (id: string): PayResult => ({ status: 'succeeded', paymentId: id, ...AMOUNTS });

/** The checkout's activities as stubs; `calls.ended` are the cancelled checkouts. */
function activities(calls: PaymentCalls, charge?: (key: string) => Promise<PayResult>): CheckoutActivities {
  const stub = paymentStubs(calls, AMOUNTS, charge);
  return {
    chargeCheckout: (request) => stub.charge(request),
    sendCheckoutReceipt: (receipt) => stub.receipt(receipt),
    cancelCheckout: async ({ checkoutId }) => {
      await stub.end(checkoutId);
      return 'cancelled';
    },
    disburseCheckout: ({ checkoutId }) => stub.disburse(checkoutId),
  };
}

const pay = (key: string, extra: Partial<CheckoutPayInput> = {}): CheckoutPayInput => ({
  idempotencyKey: key,
  processor: 'sandbox',
  token: 'tok_ok',
  payer: { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 1', email: 'jane@example.test' },
  ownerBlocked: false,
  ...extra,
});

// The first test bundles the workflows for the worker: give it time.
jest.setTimeout(30000);

describe('checkoutWorkflow', () => {
  const start = entityProcessRunner(sharedTestEnv(), checkoutWorkflow, { idPrefix: 'checkout', codePrefix: 'CHK' });

  const newCalls = newPaymentCalls;

  const run = (acts: CheckoutActivities, body: (h: WorkflowHandle<typeof checkoutWorkflow>) => Promise<void>, status?: CheckoutStatus) =>
    start(acts, (code) => ({ checkoutId: 'chk-1', code, organizationId: 'org-1', status }), body);

  it('pays once (same key, same answer), refuses another payment, a cancel and a disburse not by the bank admin, then disburses and ends', async () => {
    const calls = newCalls();
    await run(activities(calls), async (h) => {
      const first = await h.executeUpdate(checkoutPayUpdate, { args: [pay('k1')] });
      expect(first).toMatchObject({ status: 'succeeded', paymentId: 'p-1' });
      expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay('k1')] })).toEqual(first);
      expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('k2')] }))).toBe('This checkout has already been paid.');
      expect(await refusal(h.executeUpdate(checkoutCancelUpdate, { args: [{}] }))).toBe('This checkout has already been paid.');
      for (const actor of [PG_ADMIN, OWNER]) {
        expect(await refusal(h.executeUpdate(checkoutDisburseUpdate, { args: [actor] }))).toBe('Only a paid checkout can be disbursed, by the bank.');
      }
      expect(await h.query(checkoutStateQuery)).toEqual({ status: 'paid', paymentInProgress: false, transferId: null });
      expect(await h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] })).toBe('disbursed');
      expect(await h.result()).toBe('disbursed');
    });
    expect(calls.charges).toEqual([expect.stringMatching(/^checkout-CHK-T-.+\/k1$/)]);
    expect(calls.receipts).toEqual(['p-1']);
    expect(calls.disbursed).toEqual(['chk-1']);
  });

  it('a declined card makes it failed but still payable; a later card pays it', async () => {
    const calls = newCalls();
    await run(activities(calls), async (h) => {
      expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay('d1', { token: 'tok_decline' })] })).toMatchObject({
        status: 'failed',
        failMessage: 'Your card was declined.',
      });
      expect((await h.query(checkoutStateQuery)).status).toBe('failed');
      expect(await refusal(h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] }))).toBe('Only a paid checkout can be disbursed, by the bank.');
      expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay('d2')] })).toMatchObject({ status: 'succeeded' });
      await h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] });
      await h.result();
    });
    expect(calls.charges).toHaveLength(2);
    expect(calls.receipts).toEqual(['p-2']);
  });

  it('cancels from unpaid (twice answers the same), then refuses payment and disbursement and ends cancelled', async () => {
    const calls = newCalls();
    await run(activities(calls), async (h) => {
      expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('b1', { ownerBlocked: true })] }))).toBe(
        'This merchant is not accepting payments at the moment.',
      );
      expect(await h.executeUpdate(checkoutCancelUpdate, { args: [{}] })).toBe('cancelled');
      // The process has ended with the first cancel; the result says so.
      expect(await h.result()).toBe('cancelled');
    });
    expect(calls.charges).toEqual([]);
    expect(calls.ended).toEqual(['chk-1']);
  });

  it('cancels after a declined card (failed)', async () => {
    const calls = newCalls();
    await run(activities(calls), async (h) => {
      await h.executeUpdate(checkoutPayUpdate, { args: [pay('f1', { token: 'tok_decline' })] });
      expect(await h.executeUpdate(checkoutCancelUpdate, { args: [{ checkoutId: 'chk-1' }] })).toBe('cancelled');
      expect(await h.result()).toBe('cancelled');
    });
    expect(calls.ended).toEqual(['chk-1']);
  });

  it('a cancel the database refuses (a charge paid the checkout after all) is refused, and the process follows the payment', async () => {
    const calls = newCalls();
    const acts = activities(calls);
    acts.cancelCheckout = async () => 'paid';
    await run(acts, async (h) => {
      await h.executeUpdate(checkoutPayUpdate, { args: [pay('d1', { token: 'tok_decline' })] });
      expect(await refusal(h.executeUpdate(checkoutCancelUpdate, { args: [{ checkoutId: 'chk-1' }] }))).toBe('This checkout has already been paid.');
      expect(await h.query(checkoutStateQuery)).toMatchObject({ status: 'paid' });
      expect(await h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] })).toBe('disbursed');
      expect(await h.result()).toBe('disbursed');
    });
  });

  it('refuses payments after the bound of declined ones (card testing), still answering a repeated key and taking a cancel', async () => {
    const calls = newCalls();
    await start(
      activities(calls),
      (code) => ({ checkoutId: 'chk-1', code, organizationId: 'org-1', maxDeclined: 2 }),
      async (h) => {
        for (const key of ['t1', 't2']) {
          expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay(key, { token: 'tok_decline' })] })).toMatchObject({ status: 'failed' });
        }
        expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('t3')] }))).toBe(TOO_MANY_DECLINED_MESSAGE);
        expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay('t1', { token: 'tok_decline' })] })).toMatchObject({ status: 'failed' });
        expect(await h.executeUpdate(checkoutCancelUpdate, { args: [{ checkoutId: 'chk-1' }] })).toBe('cancelled');
        expect(await h.result()).toBe('cancelled');
      },
    );
    expect(calls.charges).toHaveLength(2);
  });

  it('one payment at a time: a concurrent payment and a cancel are refused, the same key waits for the first answer', async () => {
    const calls = newCalls();
    const slow = gate();
    await run(
      activities(calls, async () => {
        await slow.wait;
        return ok('p-slow');
      }),
      async (h) => {
        const first = h.executeUpdate(checkoutPayUpdate, { args: [pay('c1')] });
        await waitFor(async () => (await h.query(checkoutStateQuery)).paymentInProgress);
        expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('c2')] }))).toBe('A payment for this checkout is already in progress');
        expect(await refusal(h.executeUpdate(checkoutCancelUpdate, { args: [{}] }))).toBe('A payment for this checkout is already in progress');
        const again = h.executeUpdate(checkoutPayUpdate, { args: [pay('c1')] });
        slow.release();
        expect(await first).toMatchObject({ status: 'succeeded', paymentId: 'p-slow' });
        expect(await again).toMatchObject({ status: 'succeeded', paymentId: 'p-slow' });
        await h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] });
        await h.result();
      },
    );
    expect(calls.charges).toHaveLength(1);
  });

  it('finishes a charge of unknown outcome with the same key before any other payment', async () => {
    const calls = newCalls();
    let attempts = 0;
    await run(
      activities(calls, async () => {
        attempts++;
        if (attempts === 1) throw ApplicationFailure.nonRetryable('processor unreachable');
        return ok('p-late');
      }),
      async (h) => {
        expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('u1')] }))).toBe('Payment failed due to a system error. Please try again later.');
        await waitFor(async () => (await h.query(checkoutStateQuery)).status === 'paid');
        expect((await h.query(checkoutStateQuery)).status).toBe('paid');
        expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('u2')] }))).toBe('This checkout has already been paid.');
        await h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] });
        await h.result();
      },
    );
    expect(calls.charges).toHaveLength(2);
    expect(new Set(calls.charges).size).toBe(1);
    expect(calls.receipts).toEqual(['p-late']);
  });

  it('starts from paid for a checkout paid before its process existed; refuses updates meant for another checkout', async () => {
    const calls = newCalls();
    await run(
      activities(calls),
      async (h) => {
        expect(await failureType(h.executeUpdate(checkoutPayUpdate, { args: [pay('w1', { checkoutId: 'chk-other' })] }))).toBe(WRONG_CHECKOUT);
        expect(await failureType(h.executeUpdate(checkoutDisburseUpdate, { args: [{ ...BANK_ADMIN, checkoutId: 'chk-other' }] }))).toBe(WRONG_CHECKOUT);
        expect(await refusal(h.executeUpdate(checkoutPayUpdate, { args: [pay('x')] }))).toBe('This checkout has already been paid.');
        expect(await refusal(h.executeUpdate(checkoutCancelUpdate, { args: [{}] }))).toBe('This checkout has already been paid.');
        expect(await h.executeUpdate(checkoutDisburseUpdate, { args: [{ ...BANK_ADMIN, checkoutId: 'chk-1' }] })).toBe('disbursed');
        await h.result();
      },
      'paid',
    );
    expect(calls.charges).toEqual([]);
  });

  it('a transfer ends a paid checkout as disbursed with its transferId; a disburse while a transfer holds it is refused', async () => {
    const calls = newCalls();
    await run(activities(calls), async (h) => {
      // Unpaid: nothing to transfer yet.
      await h.signal(checkoutTransferredSignal, { checkoutId: 'chk-1', transferId: 'trf-1' });
      expect(await h.query(checkoutStateQuery)).toEqual({ status: 'unpaid', paymentInProgress: false, transferId: null });
      expect(await h.executeUpdate(checkoutPayUpdate, { args: [pay('t1')] })).toMatchObject({ status: 'succeeded' });
      calls.heldByTransfer = true;
      expect(await refusal(h.executeUpdate(checkoutDisburseUpdate, { args: [BANK_ADMIN] }))).toBe(
        'This checkout is in a transfer being made, which disburses it.',
      );
      expect((await h.query(checkoutStateQuery)).status).toBe('paid');
      // Meant for the same code in another database: ignored.
      await h.signal(checkoutTransferredSignal, { checkoutId: 'chk-other', transferId: 'trf-1' });
      expect((await h.query(checkoutStateQuery)).status).toBe('paid');
      await h.signal(checkoutTransferredSignal, { checkoutId: 'chk-1', transferId: 'trf-1' });
      expect(await h.result()).toBe('disbursed');
      expect(await h.query(checkoutStateQuery)).toEqual({ status: 'disbursed', paymentInProgress: false, transferId: 'trf-1' });
    });
    // The transfer wrote the disbursement; the process's own disburse activity did not. The receipt still went out.
    expect(calls.disbursed).toEqual([]);
    expect(calls.receipts).toEqual(['p-1']);
  });
});
