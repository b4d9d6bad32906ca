import { MikroORM } from '@mikro-orm/postgresql';

import { WebPayment } from '../src/checkouts/web-payment.entity';
import { createWebPayment } from '../src/checkouts/web-payment-factory';
import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { Organization } from '../src/organizations/organization.entity';
import { AttemptInProgressError } from '../src/payments/attempt-claim';
import type { ChargeResult, RefundResult } from '../src/payments/payment-processor';
import { ProcessorRegistry } from '../src/payments/processor-registry';
import { Refund } from '../src/refunds/refund.entity';
import { User } from '../src/users/user.entity';
import { buildActivities } from '../src/worker/activities';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { refundInput, requestRefund } from './support/refund-fixtures';
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

  refunds = 0;
  private readonly refundAnswers: { result: RefundResult; held: Promise<void> }[] = [];

  refundAnswer(result: RefundResult): () => void {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    this.refundAnswers.push({ result, held });
    return release;
  }

  async refund(): Promise<RefundResult> {
    const next = this.refundAnswers[this.refunds++];
    await next.held;
    return next.result;
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

  it('two overlapping tries of one charge attempt: the second finds the claim and does not call the processor; one charge', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const request = { invoiceId: invoice.id, idempotencyKey: `claim-${invoice.id}`, processor: 'sandbox', token: 'tok', payer: PAYER };
    const charged = processor.answer({ status: 'succeeded', chargeId: 'ch_claimed', brand: 'visa', last4: '4242' });
    const calls = processor.calls;
    const first = activities.chargeInvoice(request);
    await eventually(async () => (processor.calls > calls ? true : undefined));
    // The first try is slow (Temporal timed it out and started another): the second finds the claim.
    await expect(activities.chargeInvoice(request)).rejects.toBeInstanceOf(AttemptInProgressError);
    expect(processor.calls).toBe(calls + 1);
    charged();
    expect(await first).toMatchObject({ status: 'succeeded' });
    // Temporal's next try finds the committed outcome, without asking again.
    expect(await activities.chargeInvoice(request)).toMatchObject({ status: 'succeeded' });
    expect(processor.calls).toBe(calls + 1);
    const em = t.app.get(MikroORM).em.fork();
    expect(await em.find(Payment, { invoice: invoice.id }, { fields: ['status', 'chargeId', 'attemptClaimedUntil'] })).toMatchObject([
      { status: 'succeeded', chargeId: 'ch_claimed', attemptClaimedUntil: null },
    ]);
    expect((await em.findOneOrFail(Invoice, { id: invoice.id })).status).toBe('paid');
  });

  it("a try of the same key that fails after another succeeded (the first's claim lapsed) leaves the success: the attempt stays succeeded, the answer is the charge's", async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const request = { invoiceId: invoice.id, idempotencyKey: `guard-${invoice.id}`, processor: 'sandbox', token: 'tok', payer: PAYER };
    const charged = processor.answer({ status: 'succeeded', chargeId: 'ch_guarded', brand: 'visa', last4: '4242' });
    const late = processor.answer(LOST);
    const calls = processor.calls;
    const first = activities.chargeInvoice(request);
    await eventually(async () => (processor.calls > calls ? true : undefined));
    // The first try's claim lapsed (its worker stalled): a second try claims the attempt and asks again.
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Payment, { idempotencyKey: request.idempotencyKey }, { attemptClaimedUntil: new Date(Date.now() - 1000) });
    const second = activities.chargeInvoice(request);
    await eventually(async () => (processor.calls > calls + 1 ? true : undefined));
    charged();
    expect(await first).toMatchObject({ status: 'succeeded' });
    late();
    expect(await second).toMatchObject({ status: 'succeeded' });
    expect(await em.fork().find(Payment, { invoice: invoice.id }, { fields: ['status', 'chargeId'] })).toMatchObject([
      { status: 'succeeded', chargeId: 'ch_guarded' },
    ]);
    expect((await em.fork().findOneOrFail(Invoice, { id: invoice.id })).status).toBe('paid');
  });

  it('two overlapping tries of one processor refund: the second finds the claim and does not call the processor; one refund', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const charged = processor.answer({ status: 'succeeded', chargeId: 'ch_to_refund', brand: 'visa', last4: '4242' });
    charged();
    const payment = await activities.chargeInvoice({
      invoiceId: invoice.id,
      idempotencyKey: `pay-${invoice.id}`,
      processor: 'sandbox',
      token: 'tok',
      payer: PAYER,
    });
    expect(payment).toMatchObject({ status: 'succeeded' });
    const refund = await requestRefund(t, owner, refundInput(invoice.id));
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Refund, { id: refund.id }, { progressStatus: 'pgApproved', status: 'open' });
    const refunded = processor.refundAnswer({ status: 'succeeded', refundId: 're_claimed' });
    const userId = (await em.findOneOrFail(User, { email: 'owner@demo.test' })).id;
    const request = { refundId: refund.id, idempotencyKey: `refund-${refund.code}`, userId };
    const first = activities.refundPayment(request);
    await eventually(async () => (processor.refunds > 0 ? true : undefined));
    await expect(activities.refundPayment(request)).rejects.toBeInstanceOf(AttemptInProgressError);
    expect(processor.refunds).toBe(1);
    refunded();
    expect(await first).toEqual({ status: 'succeeded', processorRefundId: 're_claimed' });
    expect(await activities.refundPayment(request)).toEqual({ status: 'succeeded', processorRefundId: 're_claimed' });
    expect(processor.refunds).toBe(1);
    expect(await em.fork().findOneOrFail(Refund, { id: refund.id })).toMatchObject({ processorRefundId: 're_claimed', attemptClaimedUntil: null });
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
