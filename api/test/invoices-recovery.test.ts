// @long-running 20 s: mostly waiting on a killed worker's activity timeout (jest.sequencer.js starts it early).
import { MikroORM } from '@mikro-orm/postgresql';

import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import type { ChargeRequest, ChargeResult } from '../src/payments/payment-processor';
import { crashingWorkers } from './support/crashing-worker';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { sandboxToken, useSandboxSpy } from './support/sandbox-spy';

// A worker that dies after the processor charged the card but before it reported back: the
// activity is retried on a new worker with the same idempotency key, and the invoice is paid
// exactly once.
describe('invoice payment survives a worker dying mid-charge', () => {
  const workers = crashingWorkers();

  it('pays exactly once', async () => {
    const t = workers.app();
    const fake = useSandboxSpy(t.app);
    const owner = await t.login('owner@demo.test');
    const inv = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));

    const worker = await workers.start();
    const charge = fake.charge.bind(fake);
    let died = false;
    fake.charge = async (request: ChargeRequest): Promise<ChargeResult> => {
      const result = await charge(request);
      if (died) return result;
      died = true;
      // The charge went through at the processor; the worker dies before reporting it.
      return worker.die<ChargeResult>();
    };

    const r = await t.gql<{ payInvoice: { status: string; amount: number } }>(PAY, {
      invoiceId: inv.id,
      accessKey: inv.accessKey,
      token: await sandboxToken(t),
      key: 'crash-1',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.payInvoice).toMatchObject({ status: 'succeeded', amount: inv.totals.total });
    expect(fake.succeeded()).toBe(1);
    expect(fake.calls).toBe(2); // the retry asked again with the same key and got the first charge

    const em = t.app.get(MikroORM).em.fork();
    expect((await em.findOneOrFail(Invoice, { id: inv.id })).status).toBe('paid');
    const payments = await em.find(Payment, { invoice: inv.id });
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);

    await worker.stop();
  }, 90000);
});
