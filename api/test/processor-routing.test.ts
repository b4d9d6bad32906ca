import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { LedgerAuditRun } from '../src/ledger/ledger-audit-run.entity';
import { PaymentRouter, ROUTING_MESSAGES } from '../src/payments/payment-routing';
import { SANDBOX_TOKENS_RATE_LIMIT_MESSAGE } from '../src/payments/sandbox/sandbox-token-throttle';
import { buildActivities } from '../src/worker/activities';
import { createKey, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import type { FakeReply, RecordedRequest } from './support/fake-http-server';
import { fakeStripe, unrecognized } from './support/fake-stripe';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { CARDS, sandboxToken } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

// Security review F1, F10 and the Sandbox tokens' rate limit: the server, not the payer, picks the
// processor of a live payment; the Sandbox takes live money only in a deployment without a card
// processor (the demo); the audit names what it took anyway.

const PAY_INVOICE = `mutation($id: ID, $key: String, $token: String, $provider: PaymentProvider, $brand: String) {
  payInvoice(invoiceId: $id, accessKey: $key, stripeToken: $token, provider: $provider, cardBrand: $brand, customerName: "Jane Payer", zipCode: "11001",
    phoneNumber: "+975 17 000000") { id status amount } }`;
const PAY_CHECKOUT = `mutation($key: String, $token: String, $provider: PaymentProvider, $brand: String) {
  payWebPayment(accessKey: $key, stripeToken: $token, provider: $provider, cardBrand: $brand, customerName: "Jane Payer", customerEmail: "jane@example.test",
    zipCode: "11001", phoneNumber: "+975 17 000000") { status } }`;
const INTENT = 'mutation($id: ID!, $key: String) { generateWebPaymentPaymentIntent(webPaymentId: $id, accessKey: $key) }';
const INVOICE_STATUS = 'query($id: ID) { invoice(id: $id) { status } }';

type Errors = { errors?: { message: string }[] };
const message = (r: Errors) => r.errors?.[0]?.message;

describe('processor routing: the demo without processor keys', () => {
  let t: TestApp;
  let owner: string;
  let key: MerchantKeyResult;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    key = await createKey(t, owner);
  }, 120_000);
  afterAll(() => t.close());

  it('still pays a live invoice and a live checkout through the Sandbox, as the pay page asks', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const paid = await t.gql<{ payInvoice: { status: string } }>(PAY_INVOICE, {
      id: invoice.id,
      key: invoice.accessKey,
      token: await sandboxToken(t),
      provider: 'sandbox',
      brand: 'Visa',
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payInvoice.status).toBe('succeeded');
    await eventually(async () => {
      const r = await t.gql<{ invoice: { status: string } }>(INVOICE_STATUS, { id: invoice.id }, owner);
      return r.data?.invoice.status === 'paid' ? true : undefined;
    });

    const checkout = await restCheckout(t, key);
    expect(checkout.livemode).toBe(true);
    const r = await t.gql<{ payWebPayment: { status: string } }>(PAY_CHECKOUT, { key: checkout.accessKey, token: await sandboxToken(t) });
    expect(r.errors).toBeUndefined();
    expect(r.data!.payWebPayment.status).toBe('paid');
  });

  it("refuses a card type that is not the token's brand, in words that say so", async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Brand check' }));
    const r = await t.gql(PAY_INVOICE, {
      id: invoice.id,
      key: invoice.accessKey,
      token: await sandboxToken(t, CARDS.visa),
      provider: 'sandbox',
      brand: 'Mastercard',
    });
    expect(message(r)).toBe(ROUTING_MESSAGES.brandMismatch);
    const checkout = await restCheckout(t, key);
    const c = await t.gql(PAY_CHECKOUT, { key: checkout.accessKey, token: await sandboxToken(t, CARDS.visa), brand: 'American Express' });
    expect(message(c)).toBe(ROUTING_MESSAGES.brandMismatch);
    const status = await t.gql<{ invoice: { status: string } }>(INVOICE_STATUS, { id: invoice.id }, owner);
    expect(status.data!.invoice.status).toBe('unpaid');
  });

  it('routes a brand with no gateway set to the default provider: the Sandbox in the demo', async () => {
    const router = t.app.get(PaymentRouter, { strict: false });
    // Discover has no row in the gateway settings' cards table.
    await expect(router.route({ livemode: true, amountCents: 5000, token: await sandboxToken(t, '6011111111111117'), authorizeNet: false })).resolves.toBe(
      'sandbox',
    );
  });

  it('generateWebPaymentPaymentIntent takes the checkout only with its access key', async () => {
    const checkout = await restCheckout(t, key);
    const other = await restCheckout(t, key);
    expect(message(await t.gql(INTENT, { id: checkout.id }))).toBe('Unable to generate a payment intent. Please try again.');
    expect(message(await t.gql(INTENT, { id: checkout.id, key: other.accessKey }))).toBe('Unable to generate a payment intent. Please try again.');
    expect(message(await t.gql(INTENT, { id: checkout.id, key: 'not-a-key' }))).toBe('Unable to generate a payment intent. Please try again.');
    const ok = await t.gql<{ generateWebPaymentPaymentIntent: string | null }>(INTENT, { id: checkout.id, key: checkout.accessKey });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.generateWebPaymentPaymentIntent).toBeNull();
  });
});

/** Stripe's PaymentMethods as its API answers them (https://docs.stripe.com/api/payment_methods/retrieve). */
function answer(req: RecordedRequest): FakeReply {
  const id = /^\/v1\/payment_methods\/(\w+)/.exec(req.path)?.[1];
  const brands: Record<string, string> = { pm_card_visa: 'visa', pm_card_mastercard: 'mastercard', pm_card_discover: 'discover' };
  if (req.method === 'GET' && id && brands[id]) {
    return { status: 200, body: { id, object: 'payment_method', type: 'card', card: { brand: brands[id], last4: '4242', exp_month: 12, exp_year: 2030 } } };
  }
  return unrecognized(req);
}

describe('processor routing: Stripe configured, Visa routed to Stripe', () => {
  const fake = fakeStripe(answer);
  let t: TestApp;
  let owner: string;
  let key: MerchantKeyResult;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_URL: `http://127.0.0.1:${fake.server.port}`,
      SANDBOX_TOKENS_PER_MINUTE: '6',
    });
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
    key = await createKey(t, owner);
    await t.app
      .get(MikroORM)
      .em.fork()
      .execute(`update card set payment_gateway_id = (select id from payment_gateway where name = 'stripe') where name in ('Visa', 'Mastercard')`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_URL', 'SANDBOX_TOKENS_PER_MINUTE']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('refuses provider: sandbox on a live invoice (the reproduced attack), and leaves it unpaid', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const r = await t.gql(PAY_INVOICE, { id: invoice.id, key: invoice.accessKey, token: await sandboxToken(t), provider: 'sandbox', brand: 'Visa' });
    expect(message(r)).toBe(ROUTING_MESSAGES.sandboxLive);
    // Without a provider the server's choice is the same.
    const bare = await t.gql(PAY_INVOICE, { id: invoice.id, key: invoice.accessKey, token: await sandboxToken(t) });
    expect(message(bare)).toBe(ROUTING_MESSAGES.sandboxLive);
    const status = await t.gql<{ invoice: { status: string } }>(INVOICE_STATUS, { id: invoice.id }, owner);
    expect(status.data!.invoice.status).toBe('unpaid');
  });

  it('refuses provider: sandbox on a live checkout', async () => {
    const checkout = await restCheckout(t, key);
    const r = await t.gql(PAY_CHECKOUT, { key: checkout.accessKey, token: await sandboxToken(t), provider: 'sandbox' });
    expect(message(r)).toBe(ROUTING_MESSAGES.sandboxLive);
    const count = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ n: string }[]>(`select count(*) as n from checkout_payment where web_payment_id = ?`, [checkout.id]);
    expect(Number(count[0].n)).toBe(0);
  });

  it('routes a Stripe card by the brand Stripe reports, and refuses a card type that is not that brand', async () => {
    const router = t.app.get(PaymentRouter, { strict: false });
    await expect(router.route({ livemode: true, amountCents: 5000, token: 'pm_card_visa', authorizeNet: false, cardBrand: 'Visa' })).resolves.toBe('stripe');
    await expect(router.route({ livemode: true, amountCents: 5000, token: 'pm_card_visa', authorizeNet: false, provider: 'sandbox' })).rejects.toThrow(
      ROUTING_MESSAGES.otherProcessor,
    );
    expect(fake.server.requests.some((q) => q.method === 'GET' && q.path.startsWith('/v1/payment_methods/pm_card_visa'))).toBe(true);

    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Claimed brand' }));
    const r = await t.gql(PAY_INVOICE, { id: invoice.id, key: invoice.accessKey, token: 'pm_card_mastercard', provider: 'stripe', brand: 'American Express' });
    expect(message(r)).toBe(ROUTING_MESSAGES.brandMismatch);
    const checkout = await restCheckout(t, key);
    const c = await t.gql(PAY_CHECKOUT, { key: checkout.accessKey, token: 'pm_card_visa', provider: 'stripe', brand: 'Mastercard' });
    expect(message(c)).toBe(ROUTING_MESSAGES.brandMismatch);
    // No charge was asked of Stripe.
    expect(fake.server.requests.filter((q) => q.method === 'POST')).toHaveLength(0);
  });

  it('routes a brand with no gateway set to the card payment provider (spec 000 line 72), whatever the Sandbox', async () => {
    const router = t.app.get(PaymentRouter, { strict: false });
    await expect(router.route({ livemode: true, amountCents: 5000, token: 'pm_card_discover', authorizeNet: false, cardBrand: 'Discover' })).resolves.toBe(
      'stripe',
    );
    // A Sandbox token of that brand is still no live payment here.
    await expect(router.route({ livemode: true, amountCents: 5000, token: await sandboxToken(t, '6011111111111117'), authorizeNet: false })).rejects.toThrow(
      ROUTING_MESSAGES.sandboxLive,
    );
  });

  it('the ledger audit names a live payment the Sandbox captured', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const [invoice] = await em.execute<{ id: string; code: string }[]>(`select id, code from invoice where status = 'paid' limit 1`);
    await em.execute(
      `insert into payment (id, created_at, updated_at, invoice_id, amount_cents, platform_fee_cents, status, idempotency_key, processor, charge_id)
       values (gen_random_uuid(), now(), now(), ?, 5000, 0, 'succeeded', ?, 'sandbox', ?)`,
      [invoice.id, `audit-${randomUUID()}`, randomUUID()],
    );
    const outcome = await buildActivities(t.app).auditLedger({ trigger: 'manual', runKey: randomUUID() });
    const run = await em.findOneOrFail(LedgerAuditRun, { id: outcome.runId });
    expect(run.differences.filter((d) => d.check === 'sandboxLive').map((d) => d.subject)).toContain(invoice.code);
  });

  it('POST /sandbox/tokens refuses an address past its allowance with a 429 that says to wait', async () => {
    const statuses: number[] = [];
    let refusal: { body: unknown; retryAfter: string | null } | null = null;
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${t.url}/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardNumber: CARDS.visa, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
      });
      statuses.push(res.status);
      if (res.status === 429) refusal = { body: await res.json(), retryAfter: res.headers.get('retry-after') };
    }
    // Six a minute, some already spent by the tests above.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
    expect(statuses.at(-1)).toBe(429);
    expect(refusal!.body).toEqual({ error: { type: 'rate_limit_error', code: 'rate_limit', message: SANDBOX_TOKENS_RATE_LIMIT_MESSAGE } });
    expect(Number(refusal!.retryAfter)).toBeGreaterThan(0);
  });
});
