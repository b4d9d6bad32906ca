// @long-running 30 s: mostly waiting on a killed worker's activity timeout (jest.sequencer.js starts it early).
import { MikroORM } from '@mikro-orm/postgresql';

import type { RefundRequest, RefundResult } from '../src/payments/payment-processor';
import { Refund } from '../src/refunds/refund.entity';
import { crashingWorkers } from './support/crashing-worker';
import { APPROVE, MERCHANT_APPROVE, paidInvoice, refundInput, type RefundResult as Refunded, requestRefund, RESOLVE } from './support/refund-fixtures';
import { useSandboxSpy } from './support/sandbox-spy';

// A worker that dies after the processor refunded but before it reported back: the activity is
// retried on a new worker with the refund's idempotency key, and the customer is refunded once.
describe('refund survives a worker dying mid-refund', () => {
  const workers = crashingWorkers();

  it('refunds exactly once', async () => {
    const t = workers.app();
    const spy = useSandboxSpy(t.app);
    const [owner, bank, pg] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)));

    const worker = await workers.start();
    const { invoice, chargeId } = await paidInvoice(t, owner, 'refund-crash');
    const refund = await requestRefund(t, owner, refundInput(invoice.id));
    for (const [q, token] of [
      [MERCHANT_APPROVE, owner],
      [APPROVE, bank],
      [APPROVE, pg],
    ] as const) {
      expect((await t.gql(q, { id: refund.id }, token)).errors).toBeUndefined();
    }

    const keys: string[] = [];
    const refundAtProcessor = spy.refund.bind(spy);
    spy.refund = async (request: RefundRequest): Promise<RefundResult> => {
      keys.push(request.idempotencyKey);
      const result = await refundAtProcessor(request);
      if (keys.length > 1) return result;
      // The processor refunded; the worker dies before reporting it.
      return worker.die<RefundResult>();
    };

    const r = await t.gql<{ resolvedAsRefunded: Refunded }>(RESOLVE, { id: refund.id }, pg);
    expect(r.errors).toBeUndefined();
    expect(r.data!.resolvedAsRefunded).toMatchObject({ progressStatus: 'refunded', status: 'closed' });
    // The retry asked again with the same key and got the first refund back.
    expect(keys).toEqual([`refund-${refund.code}`, `refund-${refund.code}`]);

    const charge = (await (await fetch(`${t.url}/sandbox/charges/${chargeId}`)).json()) as { refundedCents: number; refunds: { id: string }[] };
    expect(charge.refunds).toHaveLength(1);
    expect(charge.refundedCents).toBe(10249);
    const row = await t.app.get(MikroORM).em.fork().findOneOrFail(Refund, { id: refund.id });
    expect(row.processorRefundId).toBe(charge.refunds[0].id);

    await worker.stop();
  }, 120000);
});
