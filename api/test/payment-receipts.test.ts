import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';
import { checkoutWorkflowId, invoiceWorkflowId } from '@pg/workflows';

import { CheckoutPayment } from '../src/checkouts/checkout-payment.entity';
import { GatewayEvent } from '../src/events/event.entity';
import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { RECEIPT_SLUG } from '../src/payments/charge-steps';
import { TemporalService } from '../src/temporal/temporal.service';
import { buildActivities } from '../src/worker/activities';
import { createKey, restCheckout } from './support/checkout-fixtures';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

const PAY_CHECKOUT = `mutation($key: String, $token: String) {
  payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
    customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "receipt-1") { status } }`;

// The receipt activities (api/src/invoices/invoice-receipt.ts, api/src/checkouts/checkout-receipt.ts):
// what the customer and the merchant are sent, by the charge activity once the payment is
// committed, once per payment even when the activity runs again (Temporal retries it after a
// worker dies), and never for a payment of another record.
describe('payment receipts (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
  });
  afterAll(() => t.close());

  const em = () => t.app.get(MikroORM).em.fork();
  const mailsAbout = async (code: string) => (await t.outbox()).filter((m) => m.text.includes(code));
  const receiptRows = (subjectId: string, paymentId: string) => em().count(GatewayEvent, { subjectId, slug: RECEIPT_SLUG, meta: { paymentId } });
  /** The process's own receipt steps (a local activity's marker or an activity task), by history event type. */
  const receiptSteps = async (workflowId: string) => {
    const history = await (await t.app.get(TemporalService).getClient()).workflow.getHandle(workflowId).fetchHistory();
    return (history.events ?? []).flatMap((e) => {
      if (e.activityTaskScheduledEventAttributes?.activityType?.name?.startsWith('send')) return ['activity'];
      return e.markerRecordedEventAttributes?.markerName === 'core_local_activity' ? ['marker'] : [];
    });
  };

  it("sends an invoice's receipt and the merchant's notice once, with the invoice's and the charge's figures", async () => {
    const inv = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const paid = await t.gql(PAY, { invoiceId: inv.id, accessKey: inv.accessKey, token: await sandboxToken(t), key: 'receipt-1' });
    expect(paid.errors).toBeUndefined();
    const mails = await eventually(async () => {
      const found = await mailsAbout(inv.code);
      return found.length >= 2 ? found : undefined;
    });
    const invoice = await em().findOneOrFail(Invoice, { id: inv.id }, { populate: ['owner'] });
    const payment = await em().findOneOrFail(Payment, { invoice: inv.id, status: 'succeeded' });
    const customer = mails.find((m) => m.text.includes('To: jane.payer@example.test'))!;
    const merchant = mails.find((m) => m.text.includes(`To: ${invoice.owner.email}`))!;
    for (const text of [customer.text, merchant.text]) {
      expect(text).toContain(`Invoice: ${inv.code} (Alpine Trekkers)`);
      expect(text).toContain(`Merchant: ${invoice.owner.name}`);
      expect(text).toContain('Subtotal: $1,120.50');
      expect(text).toContain('Customer Processing Fee: $27.90');
      expect(text).toContain('Total paid: $1,148.40 by Visa ending 4242');
      expect(text).toContain(`Reference: ${payment.chargeId}`);
    }
    expect(customer.text).toContain(`Subject: Payment receipt for invoice ${inv.code}`);
    expect(customer.text).toContain('Dear Jane Payer,');
    expect(merchant.text).toContain(`Jane Payer paid invoice ${inv.code}.`);
    expect(await receiptRows(inv.id, payment.id)).toBe(1);
    // Sent by the charge activity after its commit: the process ran no receipt step of its own.
    expect(await receiptSteps(invoiceWorkflowId(inv.code))).toEqual([]);

    // The activity again (a retry after the worker died having sent them): nothing more is sent.
    await buildActivities(t.app).sendPaymentReceipt({ invoiceId: inv.id, paymentId: payment.id });
    expect(await mailsAbout(inv.code)).toHaveLength(mails.length);
    expect(await receiptRows(inv.id, payment.id)).toBe(1);
  });

  it("leaves a receipt the charge could not send to the process, which sends it once, after the payer's answer", async () => {
    const inv = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    // A file where the outbox folder was: every message fails until the file is gone (the mail
    // service makes the folder again for the next message; the earlier tests' messages go with it).
    const outbox = join(t.dataDir, 'outbox');
    await rm(outbox, { recursive: true, force: true });
    await writeFile(outbox, 'not a folder');
    try {
      const paid = await t.gql(PAY, { invoiceId: inv.id, accessKey: inv.accessKey, token: await sandboxToken(t), key: 'receipt-later' });
      expect(paid.errors).toBeUndefined();
      expect(await mailsAbout(inv.code)).toEqual([]);
    } finally {
      await rm(outbox, { force: true });
    }
    const payment = await em().findOneOrFail(Payment, { invoice: inv.id, status: 'succeeded' });
    // The process's step writes its history row once both messages are out: wait for the row too
    // (the messages alone were seen a moment before it on a busy machine).
    const mails = await eventually(async () => {
      const found = await mailsAbout(inv.code);
      return found.length >= 2 && (await receiptRows(inv.id, payment.id)) > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(2);
    expect(await receiptRows(inv.id, payment.id)).toBe(1);
    // The process's own step, as an activity task (the payer's answer did not wait on it).
    expect(await receiptSteps(invoiceWorkflowId(inv.code))).toEqual(['activity']);
  });

  it("sends a checkout's receipt once, in its figures, and refuses a payment of another record", async () => {
    const key = await createKey(t, owner);
    const c = await restCheckout(t, key, { orderId: 'ORD-RECEIPT' });
    const paid = await t.gql(PAY_CHECKOUT, { key: c.accessKey, token: await sandboxToken(t) });
    expect(paid.errors).toBeUndefined();
    const mails = await eventually(async () => {
      const found = await mailsAbout(c.code);
      return found.length >= 2 ? found : undefined;
    });
    const payment = await em().findOneOrFail(CheckoutPayment, { webPayment: c.id, status: 'succeeded' });
    const customer = mails.find((m) => m.text.includes('To: jane@example.test'))!;
    expect(customer.text).toContain(`Checkout: ${c.code} (order ORD-RECEIPT)`);
    expect(customer.text).toContain('Sub Total: $450.00');
    expect(customer.text).toContain('Customer Processing Fee: $11.21');
    expect(customer.text).toContain('Total paid: $461.21 by Visa ending 4242');
    expect(customer.text).toContain(`Reference: ${payment.chargeId}`);
    expect(mails.some((m) => m.text.includes(`Subject: Checkout ${c.code} has been paid`) && m.text.includes(`Jane Payer paid checkout ${c.code}.`))).toBe(
      true,
    );
    expect(await receiptRows(c.id, payment.id)).toBe(1);
    expect(await receiptSteps(checkoutWorkflowId(c.code))).toEqual([]);

    const activities = buildActivities(t.app);
    await activities.sendCheckoutReceipt({ checkoutId: c.id, paymentId: payment.id });
    expect(await mailsAbout(c.code)).toHaveLength(mails.length);
    expect(await receiptRows(c.id, payment.id)).toBe(1);

    // A payment named with another record is not found: no receipt goes out for it.
    const other = await restCheckout(t, key, { orderId: 'ORD-OTHER' });
    await expect(activities.sendCheckoutReceipt({ checkoutId: other.id, paymentId: payment.id })).rejects.toThrow(
      `Payment ${payment.id} of checkout ${other.id} not found`,
    );
    expect(await mailsAbout(other.code)).toHaveLength(0);
  });
});
