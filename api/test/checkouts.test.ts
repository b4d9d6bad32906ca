import { MikroORM } from '@mikro-orm/postgresql';

import { CheckoutPayment } from '../src/checkouts/checkout-payment.entity';
import { WebPayment } from '../src/checkouts/web-payment.entity';
import { ApiIdempotencySweepJob } from '../src/developer-keys/api-idempotency-sweep.job';
import { MerchantKey } from '../src/developer-keys/merchant-key.entity';
import { hashSecret } from '../src/developer-keys/merchant-key-secrets';
import { ProcessorRegistry, ProcessorUnavailableError } from '../src/payments/processor-registry';
import { Refund } from '../src/refunds/refund.entity';
import { basic, checkoutBody, createKey, type MerchantKeyResult, restCheckout, restCreate } from './support/checkout-fixtures';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { APPROVE, MERCHANT_APPROVE, refundInput, requestRefund, RESOLVE } from './support/refund-fixtures';
import { CARDS, type SandboxSpy, sandboxToken, useSandboxSpy } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

const PUBLIC = `query($key: String) { webPayment(accessKey: $key) { id code status amount transactionFee merchantProcessingFee total payable currency orderId
  responseUrl cancelUrl metadata { key value } owner { name } payments { id } gatewayTransactionId customerName } }`;
const BY_ID = `query($id: ID) { webPayment(id: $id) { id code status amount total payable gatewayTransactionId customerName transferId
  payments { status amount chargeId failCode failMessage } } }`;
const LIST = `query($status: WebPaymentStatus, $searchParam: String, $first: Int) { webPayments(status: $status, searchParam: $searchParam, first: $first) {
  total items { id code orderId status owner { name } } } }`;
const PAY = `mutation($id: ID, $key: String, $token: String, $idem: String) {
  payWebPayment(webPaymentId: $id, accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
    customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $idem) { responseUrl status } }`;
const CANCEL = 'mutation($id: ID, $key: String) { cancelWebPayment(webPaymentId: $id, accessKey: $key) { cancelUrl status } }';
const DISBURSE = 'mutation($id: ID!) { disburseWebPayment(id: $id) { id status } }';
const REPORT = 'mutation($s: DateTime!, $e: DateTime!) { summaryOfCheckout(startDate: $s, endDate: $e) { success } }';
const KEYS = 'query { merchantKeys { id name apiKey secretKey isActive } }';
const TOGGLE = 'mutation($id: ID!, $on: Boolean!) { toggleMerchantKeyState(id: $id, isActive: $on) { id isActive } }';
const DELETE = 'mutation($id: ID!) { deleteMerchantKey(id: $id) { success } }';

type Paid = { payWebPayment: { responseUrl: string; status: string } };

describe('checkouts: API keys, the merchant API, the checkout process and the back office (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let spy: SandboxSpy;
  let owner: string;
  let user: string;
  let bank: string;
  let pg: string;
  let hotel: string;
  let key: MerchantKeyResult;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    spy = useSandboxSpy(t.app);
    [owner, user, bank, pg] = await Promise.all(['owner@demo.test', 'user@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)));
    hotel = await otherMerchantOwner(t);
    key = await createKey(t, owner);
  });
  afterAll(() => t.close());

  const em = () => t.app.get(MikroORM).em.fork();
  const pay = async (accessKey: string, card: keyof typeof CARDS = 'visa', idem?: string) =>
    t.gql<Paid>(PAY, { key: accessKey, token: await sandboxToken(t, CARDS[card]), idem });

  describe('developer keys', () => {
    it('creates a key whose secret is shown once and stored only as a hash; lists, toggles and deletes within the organization', async () => {
      expect(key).toMatchObject({ name: 'Booking site', isActive: true });
      expect(key.apiKey).toMatch(/^pk_live_[A-Za-z0-9_-]{24}$/);
      expect(key.secretKey).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
      const row = await em().findOneOrFail(MerchantKey, { id: key.id });
      expect(row.secretHash).toBe(hashSecret(key.secretKey!));
      expect(JSON.stringify(row)).not.toContain(key.secretKey!);

      const listed = await t.gql<{ merchantKeys: MerchantKeyResult[] }>(KEYS, {}, owner);
      expect(listed.data!.merchantKeys.find((k) => k.id === key.id)).toMatchObject({ apiKey: key.apiKey, secretKey: null });
      // The User role sees the list but may not manage keys (docs/decisions/README.md).
      expect((await t.gql<{ merchantKeys: MerchantKeyResult[] }>(KEYS, {}, user)).data!.merchantKeys.map((k) => k.id)).toContain(key.id);
      expect((await t.gql(TOGGLE, { id: key.id, on: false }, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // Another organization neither sees nor changes it.
      expect((await t.gql<{ merchantKeys: MerchantKeyResult[] }>(KEYS, {}, hotel)).data!.merchantKeys.map((k) => k.id)).not.toContain(key.id);
      expect((await t.gql(TOGGLE, { id: key.id, on: false }, hotel)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(DELETE, { id: key.id }, hotel)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // Name is required (spec 002 s5).
      expect((await t.gql('mutation { createKeys(name: "  ") { id } }', {}, owner)).errors?.[0]?.message).toBe('Name is required');
    });

    it('an inactive key is refused, a reactivated one works, a deleted one is refused', async () => {
      const other = await createKey(t, owner, 'Temporary');
      const auth = basic(other.apiKey, other.secretKey!);
      expect(
        (await t.gql<{ toggleMerchantKeyState: { isActive: boolean } }>(TOGGLE, { id: other.id, on: false }, owner)).data!.toggleMerchantKeyState.isActive,
      ).toBe(false);
      const inactive = await restCreate(t, auth, checkoutBody(), { 'x-forwarded-for': '10.0.0.1' });
      expect(inactive.status).toBe(401);
      expect(inactive.body.error).toMatchObject({ type: 'authentication_error', message: 'This API key is inactive' });
      await t.gql(TOGGLE, { id: other.id, on: true }, owner);
      expect((await restCreate(t, auth, checkoutBody())).status).toBe(201);
      expect((await t.gql(DELETE, { id: other.id }, owner)).data).toEqual({ deleteMerchantKey: { success: true } });
      expect((await restCreate(t, auth, checkoutBody())).status).toBe(401);
    });
  });

  describe('the merchant checkout API', () => {
    it('creates a checkout with the fees of the organization, and the customer page reads it', async () => {
      const created = await restCheckout(t, key);
      // Druk Heritage Tours: platform fee 4.99 %, merchant fee 2.5 %: customer fee 2.49 % of 450.00 = 11.21 (half-up)
      expect(created).toMatchObject({
        status: 'unpaid',
        amount: '450.00',
        transactionFee: '11.21',
        total: '461.21',
        currency: 'USD',
        orderId: 'ORD-1',
        metadata: { room: '12', guests: '2' },
      });
      expect(created.code).toMatch(/^CHK-\d{4}-\d{6}$/);
      expect(created.url.endsWith(`/checkout/${created.accessKey}`)).toBe(true);
      const r = await t.gql<{ webPayment: Record<string, unknown> }>(PUBLIC, { key: created.accessKey });
      expect(r.errors).toBeUndefined();
      expect(r.data!.webPayment).toMatchObject({
        id: created.id,
        status: 'unpaid',
        amount: 450,
        transactionFee: 11.21,
        merchantProcessingFee: 11.25,
        total: 461.21,
        payable: 438.75,
        responseUrl: 'https://merchant.test/done?order=ORD-1',
        metadata: [
          { key: 'room', value: '12' },
          { key: 'guests', value: '2' },
        ],
        owner: { name: 'Druk Heritage Tours' },
        payments: [],
        gatewayTransactionId: null,
        customerName: null,
      });
      expect((await t.gql(PUBLIC, { key: 'nope' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // Its process runs in Temporal under a readable id.
      const row = await em().findOneOrFail(WebPayment, { id: created.id }, { populate: ['merchantKey'] });
      expect(row.merchantKey?.id).toBe(key.id);
    });

    it('validates input with clear errors and refuses bad credentials', async () => {
      const auth = basic(key.apiKey, key.secretKey!);
      const bad = await restCreate(t, auth, { amount: '-1', currency: 'EUR', responseUrl: 'javascript:alert(1)', metadata: ['x'] });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: 'amount must be a number greater than 0 with at most 2 decimals',
        fields: {
          amount: 'amount must be a number greater than 0 with at most 2 decimals',
          currency: 'currency must be one of USD',
          responseUrl: 'responseUrl must be an absolute http:// or https:// URL',
          cancelUrl: 'cancelUrl is required',
        },
      });
      expect((await restCreate(t, auth, checkoutBody({ amount: 12.345 }))).status).toBe(400);
      expect((await restCreate(t, null, checkoutBody())).status).toBe(401);
      const wrong = await restCreate(t, basic(key.apiKey, 'sk_live_wrong'), checkoutBody(), { 'x-forwarded-for': '10.0.0.2' });
      expect(wrong).toMatchObject({ status: 401, body: { error: { type: 'authentication_error', message: 'Invalid API key or secret' } } });
      const unknown = await restCreate(t, basic('pk_live_unknown', key.secretKey!), checkoutBody());
      expect(unknown.body.error?.message).toBe('Invalid API key or secret');
    });

    it('Idempotency-Key: the first answer is replayed byte for byte, other parameters are refused, concurrent requests create one checkout', async () => {
      const auth = basic(key.apiKey, key.secretKey!);
      const post = (body: unknown, idempotencyKey: string) =>
        fetch(`${t.url}/api/v1/checkouts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth, 'idempotency-key': idempotencyKey },
          body: JSON.stringify(body),
        });
      const body = checkoutBody({ orderId: 'IDEM-1' });
      const first = await post(body, 'order-IDEM-1');
      const text = await first.text();
      expect(first.status).toBe(201);
      const again = await post({ ...body }, 'order-IDEM-1');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.text()).toBe(text);
      expect(await em().count(WebPayment, { orderId: 'IDEM-1' })).toBe(1);
      // The same key for something else: 422, nothing created.
      const other = await post(checkoutBody({ orderId: 'IDEM-1', amount: '1.00' }), 'order-IDEM-1');
      expect(other.status).toBe(422);
      expect(((await other.json()) as { error?: { type: string; message: string } }).error).toMatchObject({ type: 'idempotency_error' });
      // A refusal is an answer too: replayed, not retried into a checkout.
      const refused = await post(checkoutBody({ amount: '-1' }), 'bad-amount');
      expect(refused.status).toBe(400);
      expect((await post(checkoutBody({ amount: '-1' }), 'bad-amount')).headers.get('idempotent-replayed')).toBe('true');
      // Ten at once with one key: one checkout; the others get it replayed or are told to retry (409).
      const racing = await Promise.all(Array.from({ length: 10 }, () => post(checkoutBody({ orderId: 'IDEM-RACE' }), 'race-1')));
      expect(racing.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(await em().count(WebPayment, { orderId: 'IDEM-RACE' })).toBe(1);
      expect((await post(checkoutBody(), ' '.repeat(3))).status).toBe(400);
      // Past 24 hours a key is swept and may be used again.
      await em().execute(`update api_idempotency_key set created_at = now() - interval '25 hours' where key = 'order-IDEM-1'`);
      expect(await new ApiIdempotencySweepJob(t.app.get(MikroORM)).sweep()).toBeGreaterThanOrEqual(1);
      expect((await post(body, 'order-IDEM-1')).headers.get('idempotent-replayed')).toBeNull();
    });

    it("GET /api/v1/checkouts lists the key organization's checkouts newest first, by cursor", async () => {
      const auth = { authorization: basic(key.apiKey, key.secretKey!) };
      const made = [await restCheckout(t, key), await restCheckout(t, key), await restCheckout(t, key)];
      const list = async (query: string) => {
        const res = await fetch(`${t.url}/api/v1/checkouts?${query}`, { headers: auth });
        return {
          status: res.status,
          requestId: res.headers.get('x-request-id'),
          body: (await res.json()) as { object: string; data: { id: string }[]; has_more: boolean; error?: Record<string, unknown> },
        };
      };
      const first = await list('limit=2');
      expect(first.body).toMatchObject({ object: 'list', has_more: true });
      expect(first.body.data.map((c) => c.id)).toEqual([made[2].id, made[1].id]);
      expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const next = await list(`limit=2&starting_after=${made[1].id}`);
      expect(next.body.data[0].id).toBe(made[0].id);
      // Everything, page by page, without repeats.
      const seen: string[] = [];
      let cursor = '';
      for (;;) {
        const page = await list(`limit=100${cursor}`);
        seen.push(...page.body.data.map((c) => c.id));
        if (!page.body.has_more) break;
        cursor = `&starting_after=${page.body.data.at(-1)!.id}`;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const keyRow = await em().findOneOrFail(MerchantKey, { apiKey: key.apiKey });
      expect(seen.length).toBe(await em().count(WebPayment, { owner: keyRow.organization.id }));
      // Errors name the parameter at fault.
      expect((await list('limit=0')).body.error).toEqual({
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        param: 'limit',
        message: 'limit must be a whole number from 1 to 100',
        fields: { limit: 'limit must be a whole number from 1 to 100' },
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect((await list('starting_after=00000000-0000-4000-8000-000000000000')).body.error).toMatchObject({
        code: 'resource_missing',
        param: 'starting_after',
      });
      const echoed = await fetch(`${t.url}/api/v1/checkouts?limit=1`, { headers: { ...auth, 'x-request-id': 'merchant-req-42' } });
      expect(echoed.headers.get('x-request-id')).toBe('merchant-req-42');
      const unauthorized = await fetch(`${t.url}/api/v1/checkouts`);
      expect(await unauthorized.json()).toMatchObject({ error: { type: 'authentication_error', code: 'invalid_api_key', param: null } });
    });

    it('GET /api/v1/checkouts/:id answers for the key organization only', async () => {
      const created = await restCheckout(t, key);
      const read = await fetch(`${t.url}/api/v1/checkouts/${created.id}`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ id: created.id, status: 'unpaid' });
      const hotelKey = await createKey(t, hotel, 'Hotel site');
      const foreign = await fetch(`${t.url}/api/v1/checkouts/${created.id}`, { headers: { authorization: basic(hotelKey.apiKey, hotelKey.secretKey!) } });
      expect(foreign.status).toBe(404);
    });
  });

  describe('paying and cancelling (the checkout-<code> process)', () => {
    it('pays once with a good card: answers the responseUrl, charges amount + fee, e-mails receipts; a second pay is refused', async () => {
      const c = await restCheckout(t, key, { orderId: 'ORD-PAY' });
      const before = spy.calls;
      const r = await pay(c.accessKey);
      expect(r.errors).toBeUndefined();
      expect(r.data!.payWebPayment).toEqual({ status: 'paid', responseUrl: 'https://merchant.test/done?order=ORD-1' });
      expect(spy.calls).toBe(before + 1);
      const payments = await em().find(CheckoutPayment, { webPayment: c.id });
      expect(payments.map((p) => [p.status, p.amountCents, p.idempotencyKey.startsWith(`checkout-${c.code}/`)])).toEqual([['succeeded', 46121, true]]);
      expect((await pay(c.accessKey)).errors?.[0]?.message).toBe('This checkout has already been paid.');
      expect((await t.gql(CANCEL, { key: c.accessKey })).errors?.[0]?.message).toBe('This checkout has already been paid.');
      expect(spy.calls).toBe(before + 1);
      await eventually(async () => ((await t.outbox()).some((m) => m.text.includes(`Checkout ${c.code} has been paid`)) ? true : undefined));
      const receipt = (await t.outbox()).find((m) => m.text.includes('To: jane@example.test') && m.text.includes(c.code));
      expect(receipt?.text).toContain('Total paid: $461.21');
    });

    it('20 concurrent pays with the same idempotency key and with different keys: one charge each checkout', async () => {
      const same = await restCheckout(t, key, { orderId: 'ORD-SAME' });
      const different = await restCheckout(t, key, { orderId: 'ORD-DIFF' });
      const tokens = await Promise.all(Array.from({ length: 40 }, () => sandboxToken(t)));
      const succeededBefore = spy.succeeded();
      spy.slowMs = 200;
      try {
        const sameKey = tokens.slice(0, 20).map((token) => t.gql<Paid>(PAY, { key: same.accessKey, token, idem: 'one-click' }));
        const diffKeys = tokens.slice(20).map((token, i) => t.gql<Paid>(PAY, { key: different.accessKey, token, idem: `click-${i}` }));
        const [a, b] = await Promise.all([Promise.all(sameKey), Promise.all(diffKeys)]);
        // The same key: one payment, every caller told it succeeded (or, racing it, that it is in progress).
        expect(a.filter((r) => r.data?.payWebPayment?.status === 'paid').length).toBeGreaterThanOrEqual(1);
        for (const r of a.filter((x) => x.errors))
          expect(['A payment for this checkout is already in progress', 'This checkout has already been paid.']).toContain(r.errors![0].message);
        // Different keys: exactly one is paid, the others are refused.
        expect(b.filter((r) => r.data?.payWebPayment?.status === 'paid')).toHaveLength(1);
        for (const r of b.filter((x) => x.errors))
          expect(['A payment for this checkout is already in progress', 'This checkout has already been paid.']).toContain(r.errors![0].message);
      } finally {
        spy.slowMs = 0;
      }
      expect(spy.succeeded()).toBe(succeededBefore + 2);
      for (const c of [same, different]) {
        expect(await em().count(CheckoutPayment, { webPayment: c.id, status: 'succeeded' })).toBe(1);
        expect((await em().findOneOrFail(WebPayment, { id: c.id })).status).toBe('paid');
      }
    }, 60000);

    it('a declined card shows the provider message and marks it failed; another card pays it', async () => {
      const c = await restCheckout(t, key);
      const r = await pay(c.accessKey, 'declined', 'declined-1');
      expect(r.errors?.[0]?.message).toBe('Your card was declined.');
      expect(r.errors?.[0]?.extensions?.fields?.errorType).toBe('card_error');
      expect((await em().findOneOrFail(WebPayment, { id: c.id })).status).toBe('failed');
      // The same request again: the same answer (from the checkout's process), no second charge.
      const calls = spy.calls;
      expect((await pay(c.accessKey, 'visa', 'declined-1')).errors?.[0]?.message).toBe('Your card was declined.');
      expect(spy.calls).toBe(calls);
      expect((await pay(c.accessKey)).data!.payWebPayment.status).toBe('paid');
      // Once paid, the earlier request's key still gets its own answer (from the record).
      expect((await pay(c.accessKey, 'visa', 'declined-1')).errors?.[0]?.message).toBe('Your card was declined.');
    });

    it('validates the payer fields, and refuses an access key of another checkout', async () => {
      const c = await restCheckout(t, key);
      const other = await restCheckout(t, key);
      const r = await t.gql(
        `mutation($key: String) { payWebPayment(accessKey: $key, stripeToken: "x", customerName: "", customerEmail: "nope", zipCode: "", phoneNumber: "") { responseUrl } }`,
        { key: c.accessKey },
      );
      expect(r.errors?.[0]?.extensions?.fields).toMatchObject({
        customerName: 'Customer name is required',
        customerEmail: 'Invalid email address',
        zipCode: 'Zip code is required',
        phoneNumber: 'Phone number is required',
      });
      const mixed = await t.gql(PAY, { id: c.id, key: other.accessKey, token: await sandboxToken(t) });
      expect(mixed.errors?.[0]?.message).toBe('Something went wrong. Please try again');
      // A processor without keys here is refused with the same words, not a system error. The
      // registry throws at once for it (the spy answers every name, so it is unwrapped here).
      const registry = t.app.get(ProcessorRegistry, { strict: false });
      const spied = registry.processorFor.bind(registry);
      registry.processorFor = (name: string) => {
        if (name === 'stripe') throw new ProcessorUnavailableError(name);
        return spied(name);
      };
      try {
        const stripe = await t.gql(PAY.replace('provider: sandbox', 'provider: stripe'), { key: c.accessKey, token: await sandboxToken(t) });
        expect(stripe.errors?.[0]?.message).toBe('Something went wrong. Please try again');
      } finally {
        registry.processorFor = spied;
      }
    });

    it('cancels: answers the cancelUrl, twice the same, then refuses payment and intent', async () => {
      const c = await restCheckout(t, key);
      const r = await t.gql<{ cancelWebPayment: { cancelUrl: string; status: string } }>(CANCEL, { id: c.id, key: c.accessKey });
      expect(r.data!.cancelWebPayment).toEqual({ cancelUrl: 'https://merchant.test/cancelled?order=ORD-1', status: 'cancelled' });
      expect((await t.gql(CANCEL, { key: c.accessKey })).data).toEqual({
        cancelWebPayment: { cancelUrl: 'https://merchant.test/cancelled?order=ORD-1', status: 'cancelled' },
      });
      const before = spy.calls;
      expect((await pay(c.accessKey)).errors?.[0]?.message).toBe('This checkout has been cancelled.');
      expect(spy.calls).toBe(before);
      const intent = 'mutation($id: ID!, $key: String) { generateWebPaymentPaymentIntent(webPaymentId: $id, accessKey: $key) }';
      expect((await t.gql(intent, { id: c.id, key: c.accessKey })).errors?.[0]?.message).toBe('Unable to generate a payment intent. Please try again.');
    });
  });

  describe('the back office', () => {
    it('lists with the tenant rule, search and status; detail by id for own organization and staff only', async () => {
      const c = await restCheckout(t, key, { orderId: 'FIND-ME-77' });
      await pay(c.accessKey);
      const mine = await t.gql<{ webPayments: { total: number; items: { id: string; orderId: string }[] } }>(LIST, { searchParam: 'FIND-ME-77' }, owner);
      expect(mine.data!.webPayments.items.map((i) => i.id)).toEqual([c.id]);
      expect((await t.gql<{ webPayments: { total: number } }>(LIST, { searchParam: 'FIND-ME-77' }, hotel)).data!.webPayments.total).toBe(0);
      const paid = await t.gql<{ webPayments: { items: { status: string; owner: { name: string } }[] } }>(LIST, { status: 'paid', first: 100 }, pg);
      expect(paid.data!.webPayments.items.every((i) => i.status === 'paid')).toBe(true);
      expect(paid.data!.webPayments.items.map((i) => i.owner.name)).toContain('Druk Heritage Tours');

      const own = await t.gql<{ webPayment: Record<string, unknown> }>(BY_ID, { id: c.id }, owner);
      expect(own.data!.webPayment).toMatchObject({
        id: c.id,
        status: 'paid',
        payable: 438.75,
        gatewayTransactionId: null,
        customerName: 'Jane Payer',
        payments: [{ status: 'succeeded', amount: 461.21 }],
      });
      // Transaction # for the bank-side admin only.
      const bankView = await t.gql<{ webPayment: { gatewayTransactionId: string | null } }>(BY_ID, { id: c.id }, bank);
      const charge = (await em().findOneOrFail(CheckoutPayment, { webPayment: c.id, status: 'succeeded' })).chargeId;
      expect(bankView.data!.webPayment.gatewayTransactionId).toBe(charge);
      expect(charge).toBeTruthy();
      expect((await t.gql(BY_ID, { id: c.id }, hotel)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(BY_ID, { id: c.id })).errors?.[0]?.extensions?.code).toBe('AUTH_REQUIRED');
    });

    it('disburses a paid checkout as the bank admin only; the process ends', async () => {
      const c = await restCheckout(t, key);
      const unpaid = await t.gql(DISBURSE, { id: c.id }, bank);
      expect(unpaid.errors?.[0]?.message).toBe('Only a paid checkout can be disbursed, by the bank.');
      await pay(c.accessKey);
      expect((await t.gql(DISBURSE, { id: c.id }, pg)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(DISBURSE, { id: c.id }, owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const done = await t.gql<{ disburseWebPayment: { status: string } }>(DISBURSE, { id: c.id }, bank);
      expect(done.data!.disburseWebPayment.status).toBe('disbursed');
      const row = await em().findOneOrFail(WebPayment, { id: c.id });
      expect(row.disbursedAt).toBeTruthy();
      expect((await t.gql(DISBURSE, { id: c.id }, bank)).errors?.[0]?.message).toBe('Only a paid checkout can be disbursed, by the bank.');
    });

    it('e-mails the checkout report as CSV for the date range', async () => {
      const start = new Date(Date.now() - 86_400_000).toISOString();
      const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const r = await t.gql(REPORT, { s: start, e: end }, owner);
      expect(r.data).toEqual({ summaryOfCheckout: { success: true } });
      const mail = await eventually(async () =>
        (await t.outbox()).find((m) => m.text.includes('Subject: Checkout Report') && m.text.includes('owner@demo.test')),
      );
      expect(mail.text).toContain('text/csv');
      expect((await t.gql(REPORT, { s: end, e: start }, owner)).errors?.[0]?.message).toBe('Start date must be before end date');
    });

    it('refunds a paid checkout: merchant, bank and platform approve, and the Sandbox card is refunded', async () => {
      const c = await restCheckout(t, key);
      const unpaid = await t.gql(
        'mutation($r: RequestRefundInput!) { requestRefund(refund: $r) { id } }',
        { r: { ...refundInput(c.id), type: 'checkout' } },
        owner,
      );
      expect(unpaid.errors?.[0]?.message).toBe('Only a paid checkout can be refunded.');
      await pay(c.accessKey);
      const available = await t.gql<{ availableRefundAmountAndRefundPolicyTerms: { amount: number } }>(
        'query($id: ID!) { availableRefundAmountAndRefundPolicyTerms(parentEntityId: $id, type: checkout) { amount } }',
        { id: c.id },
        owner,
      );
      expect(available.data!.availableRefundAmountAndRefundPolicyTerms.amount).toBe(461.21);
      // Another organization cannot refund it.
      expect(
        (await t.gql('mutation($r: RequestRefundInput!) { requestRefund(refund: $r) { id } }', { r: { ...refundInput(c.id), type: 'checkout' } }, hotel))
          .errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const refund = await requestRefund(t, owner, { ...refundInput(c.id), type: 'checkout' });
      expect(refund).toMatchObject({ type: 'checkout', progressStatus: 'initiated', requestedAmount: 102.49 }); // fullRefund terms: + the fee paid pro rata, 11.21 x 100 / 450 = 2.49
      const detail = await t.gql<{ refund: { webPayment: { id: string; code: string; amount: number; transactionFee: number } } }>(
        'query($id: ID!) { refund(id: $id) { webPayment { id code amount transactionFee } } }',
        { id: refund.id },
        owner,
      );
      expect(detail.data!.refund.webPayment).toEqual({ id: c.id, code: c.code, amount: 450, transactionFee: 11.21 });
      await t.gql(MERCHANT_APPROVE, { id: refund.id }, owner);
      await t.gql(APPROVE, { id: refund.id }, bank);
      await t.gql(APPROVE, { id: refund.id }, pg);
      const resolved = await t.gql<{ resolvedAsRefunded: { progressStatus: string } }>(RESOLVE, { id: refund.id }, pg);
      expect(resolved.errors).toBeUndefined();
      const row = await em().findOneOrFail(Refund, { id: refund.id });
      expect(row.webPaymentId).toBe(c.id);
      expect(row.processor).toBe('sandbox');
      expect(row.processorRefundId).toBeTruthy();
    });

    it('seeds checkouts in every status and one active key for the demo tour operator', async () => {
      const demo = await em().find(WebPayment, { owner: { name: 'Druk Heritage Tours' }, orderId: { $like: 'DHT-ORDER-%' } }, { orderBy: { orderId: 'asc' } });
      expect(new Set(demo.map((d) => d.status))).toEqual(new Set(['unpaid', 'failed', 'paid', 'disbursed', 'cancelled']));
      expect(await em().count(MerchantKey, { name: 'Booking website', isActive: true })).toBe(1);
    });
  });
});
