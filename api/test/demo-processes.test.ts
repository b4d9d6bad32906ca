import { MikroORM } from '@mikro-orm/postgresql';
import { invoiceStateQuery, invoiceWorkflowId, refundStateQuery, refundWorkflowId } from '@pg/workflows';

import { Invoice } from '../src/invoices/invoice.entity';
import { Refund } from '../src/refunds/refund.entity';
import { startDemoProcesses } from '../src/seeders/demo-processes';
import { TemporalService } from '../src/temporal/temporal.service';
import { MERCHANT_APPROVE } from './support/refund-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe("demo processes: npm start starts the open demo records' processes (real PostgreSQL + Temporal)", () => {
  let t: TestApp;
  let orm: MikroORM;
  let temporal: TemporalService;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    orm = t.app.get(MikroORM);
    temporal = t.app.get(TemporalService);
  });
  afterAll(() => t.close());

  it('starts one process per open record, from its row, and none on a second run', async () => {
    const em = orm.em.fork();
    const openInvoices = await em.count(Invoice, { status: { $in: ['unpaid', 'paid'] } });
    const openRefunds = await em.find(Refund, { status: 'open' });
    const first = await startDemoProcesses(em, temporal);
    expect(first.started).toBeGreaterThanOrEqual(openInvoices + openRefunds.length);
    expect(first.present).toBe(0);

    const client = await temporal.getClient();
    const paid = await em.findOneOrFail(Invoice, { status: 'paid' });
    await expect(client.workflow.getHandle(invoiceWorkflowId(paid.code)).query(invoiceStateQuery)).resolves.toMatchObject({ status: 'paid' });
    const initiated = openRefunds.find((r) => r.progressStatus === 'initiated')!;
    await expect(client.workflow.getHandle(refundWorkflowId(initiated.code)).query(refundStateQuery)).resolves.toMatchObject({ progressStatus: 'initiated' });

    const second = await startDemoProcesses(orm.em.fork(), temporal);
    expect(second).toEqual({ started: 0, present: first.started });
  });

  it('leaves the records acting as before: the owner approves the demo refund through its started process', async () => {
    const refund = await orm.em.fork().findOneOrFail(Refund, { status: 'open', progressStatus: 'initiated' });
    const owner = await t.login('owner@demo.test');
    const approved = await t.gql<{ merchantApprove: { progressStatus: string } }>(MERCHANT_APPROVE, { id: refund.id }, owner);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.merchantApprove.progressStatus).toBe('merchantApproved');
  });
});
