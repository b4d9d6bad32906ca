import { MikroORM } from '@mikro-orm/postgresql';

import { WebPayment } from '../src/checkouts/web-payment.entity';
import { createWebPayment } from '../src/checkouts/web-payment-factory';
import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { Organization } from '../src/organizations/organization.entity';
import type { ChargeResult } from '../src/payments/payment-processor';
import { ProcessorRegistry } from '../src/payments/processor-registry';
import { buildActivities } from '../src/worker/activities';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

/** A processor whose answers the test hands out one at a time, each held until released. */
class HeldProcessor {
  readonly name = 'sandbox' as const;
  calls = 0;
  private readonly answers: { result: ChargeResult; held: Promise<void>; release: () => void }[] = [];

  answer(result: ChargeResult): () => void {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    this.answers.push({ result, held, release });
    return release;
  }

  async charge(): Promise<ChargeResult> {
    const next = this.answers[this.calls++];
    await next.held;
    return next.result;
  }

  refund(): never {
    throw new Error('no refunds here');
  }
}

const PAYER = { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 1', email: 'jane@example.test' };
const LOST = { status: 'failed', errorType: 'idempotency_error', failCode: 'in_progress', failMessage: 'Another request is in progress' } as const;

// Writes that end a charge attempt or a record are guarded: a late answer never overwrites what
// another try (or a charge) committed. The activities are called as the worker runs them.
describe('guarded writes of charge attempts and checkout cancels (real PostgreSQL)', () => {
  let t: TestApp;
  let owner: string;
  let processor: HeldProcessor;
  let activities: ReturnType<typeof buildActivities>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
    processor = new HeldProcessor();
    t.app.get(ProcessorRegistry, { strict: false }).processorFor = () => processor;
    activities = buildActivities(t.app);
  }, 60000);
  afterAll(() => t.close());

  it("a try of the same key that fails after another succeeded leaves the success: the attempt stays succeeded, the answer is the charge's", async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const request = { invoiceId: invoice.id, idempotencyKey: `guard-${invoice.id}`, processor: 'sandbox', token: 'tok', payer: PAYER };
    const charged = processor.answer({ status: 'succeeded', chargeId: 'ch_guarded', brand: 'visa', last4: '4242' });
    const late = processor.answer(LOST);
    const calls = processor.calls;
    const first = activities.chargeInvoice(request);
    await eventually(async () => (processor.calls > calls ? true : undefined));
    // The first try is slow; a second try of the same key finds its pending row and asks again.
    const second = activities.chargeInvoice(request);
    await eventually(async () => (processor.calls > calls + 1 ? true : undefined));
    charged();
    expect(await first).toMatchObject({ status: 'succeeded' });
    late();
    expect(await second).toMatchObject({ status: 'succeeded' });
    const em = t.app.get(MikroORM).em.fork();
    expect(await em.find(Payment, { invoice: invoice.id }, { fields: ['status', 'chargeId'] })).toMatchObject([
      { status: 'succeeded', chargeId: 'ch_guarded' },
    ]);
    expect((await em.findOneOrFail(Invoice, { id: invoice.id })).status).toBe('paid');
  });

  it('cancelCheckout cancels only a checkout nothing paid: a paid one stays paid and says so; a repeat answers cancelled', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const org = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
    const order = { owner: org, amountCents: 1000, responseUrl: 'https://merchant.test/done', cancelUrl: 'https://merchant.test/cancel' };
    const paid = await createWebPayment(em, { ...order, orderId: 'guard-paid' });
    const unpaid = await createWebPayment(em, { ...order, orderId: 'guard-unpaid' });
    await em.flush();
    await em.nativeUpdate(WebPayment, { id: paid.id }, { status: 'paid', paidAt: new Date() });

    expect(await activities.cancelCheckout({ checkoutId: paid.id })).toBe('paid');
    expect((await em.fork().findOneOrFail(WebPayment, { id: paid.id })).status).toBe('paid');

    expect(await activities.cancelCheckout({ checkoutId: unpaid.id })).toBe('cancelled');
    expect(await activities.cancelCheckout({ checkoutId: unpaid.id })).toBe('cancelled');
    expect((await em.fork().findOneOrFail(WebPayment, { id: unpaid.id })).status).toBe('cancelled');
  });
});
