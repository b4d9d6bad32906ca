import { MikroORM } from '@mikro-orm/postgresql';

import { PAY_MESSAGES } from '../src/invoices/invoice-payments.service';
import type { FakeReply, RecordedRequest } from './support/fake-http-server';
import { fakeStripe, unrecognized } from './support/fake-stripe';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// Spec 000 lines 74 and 176: generateInvoicePaymentIntent returns the client secret of a
// PaymentIntent the API creates for the invoice's total; the pay page confirms it with Stripe.js
// and sends its id to payInvoice, which pays only an intent that is that invoice's.

const GENERATE = 'mutation($id: ID, $key: String) { generateInvoicePaymentIntent(invoiceId: $id, accessKey: $key) }';
const BY_KEY = 'query($key: String!) { getStripePaymentIntentClientSecretByAccessKey(accessKey: $key) }';
const PAY = `mutation($id: ID, $key: String, $token: String) {
  payInvoice(invoiceId: $id, accessKey: $key, stripeToken: $token, provider: stripe, cardBrand: "Visa", customerName: "Jane Payer", zipCode: "11001",
    phoneNumber: "+975 17 000000") { id status amount } }`;
const STATUS = 'query($id: ID) { invoice(id: $id) { status } }';

type Errors = { errors?: { message: string }[] };
const message = (r: Errors) => r.errors?.[0]?.message;

interface Intent {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

// Stripe's PaymentIntents as its API answers them (https://docs.stripe.com/api/payment_intents):
// one intent per idempotency key; a retrieved intent is answered as the browser left it, confirmed.
const intents = new Map<string, Intent>();
const byKey = new Map<string, string>();

function body(intent: Intent, status: string): Record<string, unknown> {
  return {
    ...intent,
    object: 'payment_intent',
    status,
    client_secret: `${intent.id}_secret_xyz`,
    livemode: false,
    last_payment_error: null,
    latest_charge: {
      id: `ch_${intent.id.slice(3)}`,
      object: 'charge',
      status: 'succeeded',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    },
  };
}

function answer(req: RecordedRequest): FakeReply {
  if (req.method === 'POST' && req.path === '/v1/payment_intents') {
    const key = String(req.headers['idempotency-key']);
    if (!byKey.has(key)) {
      const form = new URLSearchParams(req.body);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
        if (field) metadata[field] = value;
      }
      const id = `pi_${intents.size + 1}x`;
      intents.set(id, { id, amount: Number(form.get('amount')), currency: form.get('currency')!, metadata });
      byKey.set(key, id);
    }
    return { status: 200, body: body(intents.get(byKey.get(key)!)!, 'requires_payment_method') };
  }
  const id = /^\/v1\/payment_intents\/(\w+)/.exec(req.path)?.[1];
  if (req.method === 'GET' && id && intents.has(id)) return { status: 200, body: body(intents.get(id)!, 'succeeded') };
  return unrecognized(req);
}

describe('payment intents: Stripe configured, Visa routed to Stripe', () => {
  const fake = fakeStripe(answer);
  let t: TestApp;
  let owner: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_URL: `http://127.0.0.1:${fake.server.port}` });
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    await t.app
      .get(MikroORM)
      .em.fork()
      .execute(`update card set payment_gateway_id = (select id from payment_gateway where name = 'stripe') where name = 'Visa'`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_URL']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("creates one intent per invoice and amount, for the invoice's total, and answers its client secret", async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const first = await t.gql<{ generateInvoicePaymentIntent: string }>(GENERATE, { id: invoice.id, key: invoice.accessKey });
    expect(first.errors).toBeUndefined();
    const again = await t.gql<{ generateInvoicePaymentIntent: string }>(GENERATE, { id: invoice.id, key: invoice.accessKey });
    const read = await t.gql<{ getStripePaymentIntentClientSecretByAccessKey: string }>(BY_KEY, { key: invoice.accessKey });
    const secret = first.data!.generateInvoicePaymentIntent;
    expect(secret).toMatch(/^pi_\w+_secret_xyz$/);
    expect(again.data!.generateInvoicePaymentIntent).toBe(secret);
    expect(read.data!.getStripePaymentIntentClientSecretByAccessKey).toBe(secret);

    const created = fake.server.requests.filter((q) => q.method === 'POST' && q.path === '/v1/payment_intents');
    expect(new Set(created.map((q) => q.headers['idempotency-key'])).size).toBe(1);
    const form = new URLSearchParams(created[0].body);
    expect(form.get('amount')).toBe(String(Math.round(invoice.totals.total * 100)));
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[invoiceId]')).toBe(invoice.id);
    expect(form.get('metadata[invoiceCode]')).toBe(invoice.code);
  });

  it('refuses without the access key, and for an invoice no longer payable', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Refusals' }));
    expect(message(await t.gql(GENERATE, { id: invoice.id, key: 'not-a-key' }))).toBe(PAY_MESSAGES.intent);
    expect(message(await t.gql(GENERATE, { id: invoice.id }))).toBe(PAY_MESSAGES.intent);
  });

  it("pays an invoice with its own confirmed intent, and refuses another invoice's", async () => {
    const mine = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Mine' }));
    const other = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Other' }));
    const secret = (await t.gql<{ generateInvoicePaymentIntent: string }>(GENERATE, { id: mine.id, key: mine.accessKey })).data!.generateInvoicePaymentIntent;
    const intentId = secret.replace(/_secret_xyz$/, '');

    // Same total, another invoice: the intent's metadata says whose it is.
    const refused = await t.gql(PAY, { id: other.id, key: other.accessKey, token: intentId });
    expect(message(refused)).toBe('Invalid request. Please check your input and try again.');
    const otherStatus = await t.gql<{ invoice: { status: string } }>(STATUS, { id: other.id }, owner);
    expect(otherStatus.data!.invoice.status).toBe('unpaid');

    const paid = await t.gql<{ payInvoice: { status: string; amount: number } }>(PAY, { id: mine.id, key: mine.accessKey, token: intentId });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payInvoice).toMatchObject({ status: 'succeeded', amount: mine.totals.total });
    await eventually(async () => {
      const r = await t.gql<{ invoice: { status: string } }>(STATUS, { id: mine.id }, owner);
      return r.data?.invoice.status === 'paid' ? true : undefined;
    });
    // Paid: no intent for it any more.
    expect(message(await t.gql(GENERATE, { id: mine.id, key: mine.accessKey }))).toBe(PAY_MESSAGES.intent);
  });

  it('refuses an intent whose amount is not the invoice total any more', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Edited' }));
    const secret = (await t.gql<{ generateInvoicePaymentIntent: string }>(GENERATE, { id: invoice.id, key: invoice.accessKey })).data!
      .generateInvoicePaymentIntent;
    await t.app.get(MikroORM).em.fork().execute('update invoice set total_cents = total_cents + 100 where id = ?', [invoice.id]);
    const r = await t.gql(PAY, { id: invoice.id, key: invoice.accessKey, token: secret.replace(/_secret_xyz$/, '') });
    expect(message(r)).toBe('Invalid request. Please check your input and try again.');
    // The new total gets an intent of its own.
    const fresh = await t.gql<{ generateInvoicePaymentIntent: string }>(GENERATE, { id: invoice.id, key: invoice.accessKey });
    expect(fresh.data!.generateInvoicePaymentIntent).not.toBe(secret);
  });
});
