import type { WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure, defaultPayloadConverter } from '@temporalio/common';

import type { PayInput, PayResult } from '../payment/payment.messages';
import { newPaymentCalls, type PaymentCalls, paymentStubs } from '../testing/payment-stubs';
import { entityProcessRunner, failureType, gate, refusal, sharedTestEnv, waitFor } from '../testing/workflow-harness';
import type { InvoiceActivities } from './invoice.activities';
import { disburseUpdate, invoiceStateQuery, invoiceTransferredSignal, payUpdate, voidUpdate, WRONG_INVOICE } from './invoice.messages';
import { invoiceWorkflow } from './invoice.workflow';

const PG_ADMIN = { userId: 'pg', role: 1 };
const MERCHANT = { userId: 'owner', role: 64 };
const BANK = { userId: 'bank', role: 3 };

/** The invoice's activities as stubs; `calls.ended` are the voided invoices. */
function stubActivities(calls: PaymentCalls, charge?: (key: string) => Promise<PayResult>): InvoiceActivities {
  const stub = paymentStubs(calls, { amountCents: 1000, platformFeeCents: 50 }, charge);
  return {
    chargeInvoice: (request) => stub.charge(request),
    sendPaymentReceipt: (receipt) => stub.receipt(receipt),
    voidInvoice: ({ invoiceId }) => stub.end(invoiceId),
    disburseInvoice: ({ invoiceId }) => stub.disburse(invoiceId),
  };
}

const pay = (key: string, extra: Partial<PayInput> = {}): PayInput => ({
  idempotencyKey: key,
  processor: 'sandbox',
  token: 'tok_ok',
  payer: { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 1' },
  ownerBlocked: false,
  ...extra,
});

describe('invoiceWorkflow', () => {
  const start = entityProcessRunner(sharedTestEnv(), invoiceWorkflow, { idPrefix: 'invoice', codePrefix: 'INV' });
  const run = (activities: InvoiceActivities, body: (handle: WorkflowHandle<typeof invoiceWorkflow>) => Promise<void>, status?: 'unpaid' | 'paid') =>
    start(activities, (code) => ({ invoiceId: 'inv-1', code, organizationId: 'org-1', status }), body);

  const newCalls = newPaymentCalls;

  it('pays, refuses a second payment and a void, disburses as the platform, then ends', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      const result = await h.executeUpdate(payUpdate, { args: [pay('k1')] });
      expect(result).toMatchObject({ status: 'succeeded', paymentId: 'p-1' });
      // The same key again: the first answer, no second charge.
      expect(await h.executeUpdate(payUpdate, { args: [pay('k1')] })).toEqual(result);
      expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('k2')] }))).toBe('This invoice is not awaiting payment.');
      expect(await refusal(h.executeUpdate(voidUpdate, { args: [MERCHANT] }))).toBe('Only an unpaid invoice can be voided.');
      expect(await refusal(h.executeUpdate(disburseUpdate, { args: [BANK] }))).toBe('Only a paid invoice can be disbursed, by the platform.');
      expect(await h.query(invoiceStateQuery)).toEqual({ status: 'paid', paymentInProgress: false });
      expect(await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] })).toBe('disbursed');
      expect(await h.result()).toBe('disbursed');
    });
    expect(calls.charges).toHaveLength(1);
    expect(calls.charges[0]).toMatch(/^invoice-INV-T-.+\/k1$/);
    expect(calls.receipts).toEqual(['p-1']);
    expect(calls.disbursed).toEqual(['inv-1']);
  });

  it('a declined card leaves it unpaid; a later payment succeeds', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      const declined = await h.executeUpdate(payUpdate, { args: [pay('d1', { token: 'tok_decline' })] });
      expect(declined).toMatchObject({ status: 'failed', failMessage: 'Your card was declined.' });
      expect((await h.query(invoiceStateQuery)).status).toBe('unpaid');
      expect(await h.executeUpdate(payUpdate, { args: [pay('d2')] })).toMatchObject({ status: 'succeeded' });
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
    });
    expect(calls.charges).toHaveLength(2);
    expect(calls.receipts).toEqual(['p-2']);
  });

  it('refuses payment while the owner blocks transactions, and voids from unpaid (not as the platform)', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('b1', { ownerBlocked: true })] }))).toBe(
        'This merchant is not accepting payments at the moment.',
      );
      expect(await refusal(h.executeUpdate(voidUpdate, { args: [PG_ADMIN] }))).toBe('Only an unpaid invoice can be voided.');
      expect(await refusal(h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] }))).toBe('Only a paid invoice can be disbursed, by the platform.');
      expect(await h.executeUpdate(voidUpdate, { args: [MERCHANT] })).toBe('void');
      expect(await h.result()).toBe('void');
    });
    expect(calls.charges).toEqual([]);
    expect(calls.ended).toEqual(['inv-1']);
  });

  it('one payment at a time: a concurrent payment is refused, the same key gets the first answer', async () => {
    const calls = newCalls();
    const held = gate();
    const slow = async (): Promise<PayResult> => {
      await held.wait;
      return { status: 'succeeded', paymentId: 'p-slow', amountCents: 1000, platformFeeCents: 50 };
    };
    await run(stubActivities(calls, slow), async (h) => {
      const first = h.executeUpdate(payUpdate, { args: [pay('c1')] });
      await waitFor(async () => (await h.query(invoiceStateQuery)).paymentInProgress);
      expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('c2')] }))).toBe('A payment for this invoice is already in progress');
      expect(await refusal(h.executeUpdate(voidUpdate, { args: [MERCHANT] }))).toBe('A payment for this invoice is already in progress');
      const again = h.executeUpdate(payUpdate, { args: [pay('c1')] });
      held.release();
      expect(await first).toMatchObject({ status: 'succeeded', paymentId: 'p-slow' });
      expect(await again).toMatchObject({ status: 'succeeded', paymentId: 'p-slow' });
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
    });
    expect(calls.charges).toHaveLength(1);
  });

  it('finishes a charge whose outcome was unknown before any other payment, with the same key', async () => {
    const calls = newCalls();
    let attempts = 0;
    const flaky = async (): Promise<PayResult> => {
      attempts++;
      // The first attempt gives up (processor unreachable); the charge may or may not have happened.
      if (attempts === 1) throw ApplicationFailure.nonRetryable('processor unreachable');
      return { status: 'succeeded', paymentId: 'p-late', amountCents: 1000, platformFeeCents: 50 };
    };
    await run(stubActivities(calls, flaky), async (h) => {
      expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('u1')] }))).toBe('Payment failed due to a system error. Please try again later.');
      await waitFor(async () => (await h.query(invoiceStateQuery)).status === 'paid');
      expect((await h.query(invoiceStateQuery)).status).toBe('paid');
      expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('u2')] }))).toBe('This invoice is not awaiting payment.');
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
    });
    expect(calls.charges).toHaveLength(2);
    expect(new Set(calls.charges).size).toBe(1);
    expect(calls.receipts).toEqual(['p-late']);
  });

  it('starts from paid for an invoice paid before its process existed', async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        expect(await refusal(h.executeUpdate(payUpdate, { args: [pay('x')] }))).toBe('This invoice is not awaiting payment.');
        expect(await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] })).toBe('disbursed');
        await h.result();
      },
      'paid',
    );
    expect(calls.charges).toEqual([]);
  });

  it('refuses updates meant for another invoice (same workflow id, other database), without charging', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      expect(await failureType(h.executeUpdate(payUpdate, { args: [pay('w1', { invoiceId: 'inv-other' })] }))).toBe(WRONG_INVOICE);
      expect(await failureType(h.executeUpdate(voidUpdate, { args: [{ ...MERCHANT, invoiceId: 'inv-other' }] }))).toBe(WRONG_INVOICE);
      expect(await h.executeUpdate(payUpdate, { args: [pay('w2', { invoiceId: 'inv-1' })] })).toMatchObject({ status: 'succeeded' });
      expect(await failureType(h.executeUpdate(disburseUpdate, { args: [{ ...PG_ADMIN, invoiceId: 'inv-other' }] }))).toBe(WRONG_INVOICE);
      await h.executeUpdate(disburseUpdate, { args: [{ ...PG_ADMIN, invoiceId: 'inv-1' }] });
      await h.result();
    });
    expect(calls.charges).toHaveLength(1);
  });

  it('a transfer ends a paid invoice as disbursed; signals for another invoice, or before payment, change nothing', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      // Unpaid: nothing to transfer yet.
      await h.signal(invoiceTransferredSignal, { invoiceId: 'inv-1', transferId: 'trf-1' });
      expect(await h.query(invoiceStateQuery)).toEqual({ status: 'unpaid', paymentInProgress: false });
      expect(await h.executeUpdate(payUpdate, { args: [pay('t1')] })).toMatchObject({ status: 'succeeded' });
      // Meant for the same code in another database: ignored.
      await h.signal(invoiceTransferredSignal, { invoiceId: 'inv-other', transferId: 'trf-1' });
      expect((await h.query(invoiceStateQuery)).status).toBe('paid');
      await h.signal(invoiceTransferredSignal, { invoiceId: 'inv-1', transferId: 'trf-1' });
      expect(await h.result()).toBe('disbursed');
    });
    // The transfer wrote the disbursement; the process's own disburse activity did not run. The receipt still went out.
    expect(calls.disbursed).toEqual([]);
    expect(calls.receipts).toEqual(['p-1']);
  });

  it('a disburse while a transfer holds the invoice is refused and changes nothing; the process stays paid until it can end', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('h1')] })).toMatchObject({ status: 'succeeded' });
      calls.heldByTransfer = true;
      expect(await refusal(h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] }))).toBe('This invoice is in a transfer being made, which disburses it.');
      expect(await h.query(invoiceStateQuery)).toEqual({ status: 'paid', paymentInProgress: false });
      // The transfer failed and gave the invoice back: disbursing by hand works, and ends the process.
      calls.heldByTransfer = false;
      expect(await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] })).toBe('disbursed');
      expect(await h.result()).toBe('disbursed');
    });
    expect(calls.disbursed).toEqual(['inv-1']);
  });

  /** The stubs with a charge that says whether it e-mailed the receipt itself. */
  const sayingReceipt = (calls: PaymentCalls, receiptSent: boolean): InvoiceActivities => {
    const activities = stubActivities(calls);
    const charge = activities.chargeInvoice;
    activities.chargeInvoice = async (request) => {
      const result = await charge(request);
      return result.status === 'succeeded' ? { ...result, receiptSent } : result;
    };
    return activities;
  };

  it('runs no receipt step of its own when the charge activity sent the receipt; a charge that could not leaves it to the process', async () => {
    const calls = newCalls();
    let markers = -1;
    await run(sayingReceipt(calls, true), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('s1')] })).toMatchObject({ status: 'succeeded', paymentId: 'p-1', receiptSent: true });
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
      markers = ((await h.fetchHistory()).events ?? []).filter((e) => e.markerRecordedEventAttributes).length;
    });
    expect(calls.receipts).toEqual([]);
    expect(markers).toBe(0);

    // The e-mail failed or was slow at the charge: the process sends it as an activity task, so
    // the payer's answer (in the task that schedules it) does not wait on the mail server again.
    const later = newCalls();
    let events: string[] = [];
    await run(sayingReceipt(later, false), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('s2')] })).toMatchObject({ status: 'succeeded', receiptSent: false });
      await waitFor(() => later.receipts.length > 0);
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
      events = ((await h.fetchHistory()).events ?? []).flatMap((e) => {
        if (e.markerRecordedEventAttributes) return ['marker'];
        if (e.workflowExecutionUpdateCompletedEventAttributes) return ['answered'];
        const scheduled = e.activityTaskScheduledEventAttributes?.activityType?.name;
        return scheduled ? [scheduled] : [];
      });
    });
    expect(later.receipts).toEqual(['p-1']);
    expect(events).toEqual(['chargeInvoice', 'answered', 'sendPaymentReceipt', 'disburseInvoice', 'answered']);
  });

  it("e-mails the receipt as a local activity (a marker, no activity task); a failed e-mail is retried on a timer, after the payer's answer", async () => {
    const calls = newCalls();
    const activities = stubActivities(calls);
    const receipt = activities.sendPaymentReceipt;
    let tries = 0;
    activities.sendPaymentReceipt = async (input) => {
      if (++tries === 1) throw new Error('mail server unreachable');
      return receipt(input);
    };
    let history: Awaited<ReturnType<WorkflowHandle['fetchHistory']>> | undefined;
    await run(activities, async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('r1')] })).toMatchObject({ status: 'succeeded', paymentId: 'p-1' });
      await waitFor(() => calls.receipts.length > 0);
      await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
      await h.result();
      history = await h.fetchHistory();
    });
    expect(tries).toBe(2);
    expect(calls.receipts).toEqual(['p-1']);
    const events = history?.events ?? [];
    const eventId = (test: (e: (typeof events)[number]) => unknown) => Number(events.find(test)?.eventId ?? -1);
    const scheduled = events.map((e) => e.activityTaskScheduledEventAttributes?.activityType?.name).filter(Boolean);
    expect(scheduled).toEqual(['chargeInvoice', 'disburseInvoice']);
    // Each attempt of the receipt leaves a marker (the failed one with its failure).
    const receiptMarkers = events.flatMap((e) => {
      const marker = e.markerRecordedEventAttributes;
      const data = marker?.markerName === 'core_local_activity' ? marker.details?.data?.payloads?.[0] : undefined;
      const type = data ? defaultPayloadConverter.fromPayload<{ activity_type?: string }>(data).activity_type : undefined;
      return type === 'sendPaymentReceipt' ? [{ id: Number(e.eventId), failure: marker?.failure?.message ?? null }] : [];
    });
    const answered = eventId((e) => e.workflowExecutionUpdateCompletedEventAttributes);
    const retryTimer = eventId((e) => e.timerStartedEventAttributes);
    // The payer's answer went out before the failed attempt; the retry waited on a server timer.
    expect(receiptMarkers.map((m) => m.failure)).toEqual(['mail server unreachable', null]);
    expect(answered).toBeGreaterThan(0);
    expect(receiptMarkers[0].id).toBeGreaterThan(answered);
    expect(retryTimer).toBeGreaterThan(receiptMarkers[0].id);
    expect(receiptMarkers[1].id).toBeGreaterThan(retryTimer);
  });
});
