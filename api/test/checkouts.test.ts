import { MikroORM } from '@mikro-orm/postgresql';
import { CheckoutPayment } from '../src/checkouts/checkout-payment.entity';
import { WebPayment } from '../src/checkouts/web-payment.entity';
import { createWebPayment } from '../src/checkouts/web-payment-factory';
import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, type TestApp } from './test-app';
import { CARDS, sandboxToken, useSandboxSpy, type SandboxSpy } from './support/sandbox-spy';

const FIELDS = 'id code status amount transactionFee merchantProcessingFee platformFeePercent total accessKey responseUrl cancelUrl currency orderId refundPolicyTerms metadata { key value } owner { name } payments { status amount }';
const BY_KEY = `query($key: String!) { webPayment(accessKey: $key) { ${FIELDS} } }`;
const RESPONSE_URL = 'query($key: String!) { getWebPaymentResponseUrl(accessKey: $key) { responseUrl } }';
const INTENT = 'mutation($id: ID!) { generateWebPaymentPaymentIntent(webPaymentId: $id) }';
const PAY = `mutation($id: ID, $key: String, $token: String, $idem: String) {
  payWebPayment(webPaymentId: $id, accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
    customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $idem) { responseUrl status } }`;
const CANCEL = 'mutation($id: ID, $key: String) { cancelWebPayment(webPaymentId: $id, accessKey: $key) { cancelUrl status } }';

type Paid = { payWebPayment: { responseUrl: string; status: string } };

describe('checkouts: the public web payment calls (real PostgreSQL)', () => {
  let t: TestApp;
  let spy: SandboxSpy;

  beforeAll(async () => {
    t = await createTestApp();
    spy = useSandboxSpy(t.app);
  });
  afterAll(() => t.close());

  /** A fresh unpaid checkout of the demo tour operator (450.00; its fees 2.49 % and 2.5 %). */
  async function checkout(): Promise<WebPayment> {
    const em = t.app.get(MikroORM).em.fork();
    const owner = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
    const wp = await createWebPayment(em, {
      owner,
      amountCents: 45000,
      orderId: 'ORD-1',
      responseUrl: 'https://merchant.test/done?order=ORD-1',
      cancelUrl: 'https://merchant.test/cancelled?order=ORD-1',
      metadata: { room: '12' },
    });
    await em.flush();
    return wp;
  }
  const pay = async (wp: WebPayment, card: keyof typeof CARDS = 'visa', idem?: string) =>
    t.gql<Paid>(PAY, { id: wp.id, key: wp.accessKey, token: await sandboxToken(t, CARDS[card]), idem });
  const stored = (wp: WebPayment) => t.app.get(MikroORM).em.fork().findOneOrFail(WebPayment, { id: wp.id });

  it('reads a checkout by its access key, with the spec maths', async () => {
    const wp = await checkout();
    const r = await t.gql<{ webPayment: Record<string, unknown> }>(BY_KEY, { key: wp.accessKey });
    expect(r.errors).toBeUndefined();
    expect(r.data!.webPayment).toMatchObject({
      id: wp.id,
      status: 'unpaid',
      amount: 450,
      // customer fee = 4.99 % - 2.5 % = 2.49 % of 450.00 = 11.21 (half-up); merchant 2.5 % = 11.25
      transactionFee: 11.21,
      merchantProcessingFee: 11.25,
      platformFeePercent: 4.99,
      total: 461.21,
      responseUrl: 'https://merchant.test/done?order=ORD-1',
      currency: 'USD',
      orderId: 'ORD-1',
      metadata: [{ key: 'room', value: '12' }],
      owner: { name: 'Druk Heritage Tours' },
      payments: [],
    });
    expect(wp.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = await t.gql<{ getWebPaymentResponseUrl: { responseUrl: string } }>(RESPONSE_URL, { key: wp.accessKey });
    expect(url.data!.getWebPaymentResponseUrl.responseUrl).toBe('https://merchant.test/done?order=ORD-1');
    const intent = await t.gql<{ generateWebPaymentPaymentIntent: string | null }>(INTENT, { id: wp.id });
    expect(intent.errors).toBeUndefined();
    expect(intent.data!.generateWebPaymentPaymentIntent).toBeNull();
  });

  it('refuses a wrong access key or a key of another checkout', async () => {
    const wp = await checkout();
    const other = await checkout();
    const wrong = await t.gql(BY_KEY, { key: 'nope' });
    expect(wrong.errors?.[0]?.message).toBe('Something went wrong. Please try again');
    const mixed = await t.gql(PAY, { id: wp.id, key: other.accessKey, token: await sandboxToken(t) });
    expect(mixed.errors?.[0]?.message).toBe('Something went wrong. Please try again');
    const cancel = await t.gql(CANCEL, { id: wp.id, key: 'nope' });
    expect(cancel.errors?.[0]?.message).toBe('Something went wrong. Please try again');
    expect((await stored(wp)).status).toBe('unpaid');
  });

  it('pays with a good card: paid, answers the responseUrl, charges amount + fee', async () => {
    const wp = await checkout();
    const before = spy.calls;
    const r = await pay(wp);
    expect(r.errors).toBeUndefined();
    expect(r.data!.payWebPayment).toEqual({ status: 'paid', responseUrl: 'https://merchant.test/done?order=ORD-1' });
    expect(spy.calls).toBe(before + 1);
    const row = await stored(wp);
    expect(row.status).toBe('paid');
    expect(row.gatewayTransactionId).toBeTruthy();
    const payments = await t.app.get(MikroORM).em.fork().find(CheckoutPayment, { webPayment: wp.id });
    expect(payments.map((p) => [p.status, p.amountCents])).toEqual([['succeeded', 46121]]);
    // Paying again is refused with a clear message, and nothing is charged.
    const again = await pay(wp);
    expect(again.errors?.[0]?.message).toBe('This checkout has already been paid.');
    expect(spy.calls).toBe(before + 1);
    // A retry of the same request (same idempotency key) gets the same answer.
    const keyed = await checkout();
    const first = await pay(keyed, 'visa', 'retry-1');
    const retry = await pay(keyed, 'visa', 'retry-1');
    expect(first.data!.payWebPayment.status).toBe('paid');
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.payWebPayment.status).toBe('paid');
  });

  it('a declined card shows the provider message and leaves it unpaid; another card then pays', async () => {
    const wp = await checkout();
    const r = await pay(wp, 'declined');
    expect(r.errors?.[0]?.message).toBe('Your card was declined.');
    expect(r.errors?.[0]?.extensions?.fields?.errorType).toBe('card_error');
    expect((await stored(wp)).status).toBe('unpaid');
    const ok = await pay(wp);
    expect(ok.data!.payWebPayment.status).toBe('paid');
  });

  it('validates the payer fields', async () => {
    const wp = await checkout();
    const r = await t.gql(
      `mutation($id: ID, $key: String) { payWebPayment(webPaymentId: $id, accessKey: $key, stripeToken: "x", customerName: "", customerEmail: "nope", zipCode: "", phoneNumber: "") { responseUrl } }`,
      { id: wp.id, key: wp.accessKey },
    );
    expect(r.errors?.[0]?.extensions?.fields).toMatchObject({
      customerName: 'Customer name is required',
      customerEmail: 'Invalid email address',
      zipCode: 'Zip code is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('charges once when the same checkout is paid concurrently', async () => {
    const wp = await checkout();
    const before = spy.succeeded();
    spy.slowMs = 300;
    try {
      const tokens = await Promise.all([0, 1, 2, 3].map(() => sandboxToken(t)));
      const results = await Promise.all(tokens.map((token) => t.gql<Paid>(PAY, { id: wp.id, key: wp.accessKey, token })));
      const paid = results.filter((r) => r.data?.payWebPayment?.status === 'paid');
      expect(paid).toHaveLength(1);
      for (const r of results.filter((x) => x.errors)) expect(r.errors![0].message).toBe('This checkout has already been paid.');
    } finally {
      spy.slowMs = 0;
    }
    expect(spy.succeeded()).toBe(before + 1);
    const payments = await t.app.get(MikroORM).em.fork().find(CheckoutPayment, { webPayment: wp.id, status: 'succeeded' });
    expect(payments).toHaveLength(1);
  });

  it('cancels: answers the cancelUrl, then refuses paying it', async () => {
    const wp = await checkout();
    const r = await t.gql<{ cancelWebPayment: { cancelUrl: string; status: string } }>(CANCEL, { id: wp.id, key: wp.accessKey });
    expect(r.errors).toBeUndefined();
    expect(r.data!.cancelWebPayment).toEqual({ cancelUrl: 'https://merchant.test/cancelled?order=ORD-1', status: 'cancelled' });
    const before = spy.calls;
    const paid = await pay(wp);
    expect(paid.errors?.[0]?.message).toBe('This checkout has been cancelled.');
    expect(spy.calls).toBe(before);
    const intent = await t.gql(INTENT, { id: wp.id });
    expect(intent.errors?.[0]?.message).toBe('Unable to generate a payment intent. Please try again.');
  });

  it('seeds one unpaid demo checkout for the demo tour operator', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const demo = await em.find(WebPayment, { owner: { name: 'Druk Heritage Tours' }, orderId: 'DHT-ORDER-1001' });
    expect(demo.map((d) => d.status)).toEqual(['unpaid']);
  });
});
