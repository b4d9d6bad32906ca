import type { WorkflowHandle } from '@temporalio/client';

import type { InvoiceActivities } from '../invoice/invoice.activities';
import { disburseUpdate, payUpdate } from '../invoice/invoice.messages';
import { invoiceWorkflow } from '../invoice/invoice.workflow';
import type { ChargeRequest } from '../payment/payment.activities';
import type { PayInput, PayResult } from '../payment/payment.messages';
import { entityProcessRunner, sharedTestEnv } from '../testing/workflow-harness';

// Issue 41: the payment process tries the next processor of the route on a failure whose class
// goes elsewhere, within its bounds, and never after a hard decline or authentication required.

const PG_ADMIN = { userId: 'pg', role: 1 };
const AMOUNTS = { amountCents: 1000, platformFeeCents: 50 };

type Answer = { status: 'succeeded' } | { status: 'failed'; declineClass: string; failCode?: string };

/** Stub activities: each processor answers as `answers` says (default: succeeds); the attempts are recorded. */
function activities(attempts: ChargeRequest[], answers: Record<string, Answer>, skip: string[] = []): InvoiceActivities {
  return {
    async chargeInvoice(request) {
      attempts.push(request);
      // As the real activity: a processor whose breaker is open is skipped for the next candidate.
      const processor = [request.processor, ...(request.fallbacks ?? [])].find((name) => !skip.includes(name)) ?? request.processor;
      const answer = answers[processor] ?? { status: 'succeeded' };
      const paymentId = `p-${attempts.length}`;
      if (answer.status === 'succeeded') return { status: 'succeeded', paymentId, ...AMOUNTS, processor };
      return {
        status: 'failed',
        paymentId,
        ...AMOUNTS,
        errorType: 'api_error',
        failCode: answer.failCode ?? 'x',
        failMessage: 'failed',
        processor,
        declineClass: answer.declineClass,
      } satisfies PayResult;
    },
    sendPaymentReceipt: async () => undefined,
    voidInvoice: async () => undefined,
    disburseInvoice: async () => 'disbursed',
  };
}

const pay = (key: string, fallbacks: string[] | undefined): PayInput => ({
  idempotencyKey: key,
  processor: 'sandbox',
  token: 'tok_sandbox_x',
  ...(fallbacks ? { fallbacks } : {}),
  payer: { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 1' },
  ownerBlocked: false,
});

describe('payment failover', () => {
  const start = entityProcessRunner(sharedTestEnv(), invoiceWorkflow, { idPrefix: 'invoice', codePrefix: 'INV' });
  const run = (acts: InvoiceActivities, body: (handle: WorkflowHandle<typeof invoiceWorkflow>) => Promise<void>) =>
    start(acts, (code) => ({ invoiceId: 'inv-1', code, organizationId: 'org-1' }), body);
  const finish = async (h: WorkflowHandle<typeof invoiceWorkflow>) => {
    await h.executeUpdate(disburseUpdate, { args: [PG_ADMIN] });
    await h.result();
  };

  it.each(['retryableElsewhere', 'unknownOutcome'])('a %s failure goes on to the fallback, with a key of its own', async (declineClass) => {
    const attempts: ChargeRequest[] = [];
    await run(activities(attempts, { sandbox: { status: 'failed', declineClass } }), async (h) => {
      const result = await h.executeUpdate(payUpdate, { args: [pay('k1', ['sandboxB'])] });
      expect(result).toMatchObject({ status: 'succeeded', paymentId: 'p-2', processor: 'sandboxB' });
      // The same key again: the answer, no third attempt.
      expect(await h.executeUpdate(payUpdate, { args: [pay('k1', ['sandboxB'])] })).toEqual(result);
      await finish(h);
    });
    expect(attempts.map((a) => [a.processor, a.fallbacks ?? []])).toEqual([
      ['sandbox', ['sandboxB']],
      ['sandboxB', []],
    ]);
    expect(attempts[0].idempotencyKey).toMatch(/\/k1$/);
    expect(attempts[1].idempotencyKey).toBe(`${attempts[0].idempotencyKey}/failover-2`);
  });

  it.each(['hard', 'authenticationRequired'])('a %s decline is the answer: never tried elsewhere', async (declineClass) => {
    const attempts: ChargeRequest[] = [];
    await run(activities(attempts, { sandbox: { status: 'failed', declineClass } }), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('k1', ['sandboxB'])] })).toMatchObject({ status: 'failed', declineClass });
      expect(await h.executeUpdate(payUpdate, { args: [{ ...pay('k2', undefined), processor: 'e' }] })).toMatchObject({ status: 'succeeded' });
      await finish(h);
    });
    expect(attempts.map((a) => a.processor)).toEqual(['sandbox', 'e']);
  });

  it('stops at the bound of attempts, and answers with the last failure', async () => {
    const attempts: ChargeRequest[] = [];
    const down = { status: 'failed', declineClass: 'retryableElsewhere' } as const;
    await run(activities(attempts, { sandbox: down, b: down, c: down, d: down }), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('k1', ['b', 'c', 'd'])] })).toMatchObject({ status: 'failed', processor: 'c', paymentId: 'p-3' });
      // Without fallbacks: one attempt, its failure is the answer.
      expect(await h.executeUpdate(payUpdate, { args: [pay('k2', undefined)] })).toMatchObject({ status: 'failed', processor: 'sandbox' });
      expect(await h.executeUpdate(payUpdate, { args: [{ ...pay('k3', undefined), processor: 'e' }] })).toMatchObject({ status: 'succeeded' });
      await finish(h);
    });
    expect(attempts.map((a) => a.processor)).toEqual(['sandbox', 'b', 'c', 'sandbox', 'e']);
  });

  it('a processor the activity skipped (open breaker) is not tried again: the next attempt starts after the one used', async () => {
    const attempts: ChargeRequest[] = [];
    await run(activities(attempts, { sandboxB: { status: 'failed', declineClass: 'retryableElsewhere' } }, ['sandbox']), async (h) => {
      expect(await h.executeUpdate(payUpdate, { args: [pay('k1', ['sandboxB', 'third'])] })).toMatchObject({ status: 'succeeded', processor: 'third' });
      await finish(h);
    });
    expect(attempts.map((a) => a.processor)).toEqual(['sandbox', 'third']);
  });
});
