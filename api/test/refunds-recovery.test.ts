import { MikroORM } from '@mikro-orm/postgresql';
import { NativeConnection, Worker } from '@temporalio/worker';
import { WORKFLOWS_ENTRY } from '@pg/workflows';
import { quietTemporalRuntime } from '../../workflows/src/testing/quiet-runtime';
import type { RefundRequest, RefundResult } from '../src/payments/payment-processor';
import { Refund } from '../src/refunds/refund.entity';
import { buildActivities } from '../src/worker/activities';
import { createTestApp, type TestApp } from './test-app';
import { useSandboxSpy } from './support/sandbox-spy';
import { APPROVE, MERCHANT_APPROVE, RESOLVE, paidInvoice, refundInput, requestRefund, type RefundResult as Refunded } from './support/refund-fixtures';

// A worker that dies after the processor refunded but before it reported back: the activity is
// retried on a new worker with the refund's idempotency key, and the customer is refunded once.
describe('refund survives a worker dying mid-refund', () => {
  let t: TestApp;
  let connection: NativeConnection;
  beforeAll(async () => {
    quietTemporalRuntime();
    t = await createTestApp();
    connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  });
  afterAll(async () => {
    await connection?.close();
    await t?.close();
  });

  const newWorker = () =>
    Worker.create({
      connection,
      taskQueue: process.env.TEMPORAL_TASK_QUEUE!,
      workflowsPath: WORKFLOWS_ENTRY,
      activities: buildActivities(t.app),
      shutdownForceTime: '1s',
    });

  it('refunds exactly once', async () => {
    const spy = useSandboxSpy(t.app);
    const [owner, bank, pg] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)));

    const first = await newWorker();
    const firstRun = first.run().catch(() => undefined);
    const { invoice, chargeId } = await paidInvoice(t, owner, 'refund-crash');
    const refund = await requestRefund(t, owner, refundInput(invoice.id));
    for (const [q, token] of [[MERCHANT_APPROVE, owner], [APPROVE, bank], [APPROVE, pg]] as const) {
      expect((await t.gql(q, { id: refund.id }, token)).errors).toBeUndefined();
    }

    let second: Worker | undefined;
    let secondRun: Promise<void> | undefined;
    const keys: string[] = [];
    const refundAtProcessor = spy.refund.bind(spy);
    spy.refund = async (request: RefundRequest): Promise<RefundResult> => {
      keys.push(request.idempotencyKey);
      const result = await refundAtProcessor(request);
      if (keys.length > 1) return result;
      // The processor refunded; the worker dies before reporting it.
      first.shutdown();
      second = await newWorker();
      secondRun = second.run();
      return new Promise<RefundResult>(() => undefined);
    };

    const r = await t.gql<{ resolvedAsRefunded: Refunded }>(RESOLVE, { id: refund.id }, pg);
    expect(r.errors).toBeUndefined();
    expect(r.data!.resolvedAsRefunded).toMatchObject({ progressStatus: 'refunded', status: 'closed' });
    // The retry asked again with the same key and got the first refund back.
    expect(keys).toEqual([`refund-${refund.code}`, `refund-${refund.code}`]);

    const charge = (await (await fetch(`${t.url}/sandbox/charges/${chargeId}`)).json()) as { refundedCents: number; refunds: { id: string }[] };
    expect(charge.refunds).toHaveLength(1);
    expect(charge.refundedCents).toBe(10499);
    const row = await t.app.get(MikroORM).em.fork().findOneOrFail(Refund, { id: refund.id });
    expect(row.processorRefundId).toBe(charge.refunds[0].id);

    second?.shutdown();
    await secondRun;
    await firstRun;
  }, 120000);
});
