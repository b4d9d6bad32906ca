import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { Refund } from '../src/refunds/refund.entity';
import { basic, checkoutBody, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

// Issue 46, section 4: a test key (sk_test_) sees and changes only test objects, a live key only
// live ones, on every REST endpoint; an id of the other mode answers exactly as an unknown id.

const CREATE_KEYS = 'mutation($name: String!, $live: Boolean) { createKeys(name: $name, livemode: $live) { id name apiKey secretKey isActive livemode } }';
const PAY = `mutation($key: String, $token: String) { payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
  customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000") { status } }`;

interface Answer {
  status: number;
  body: {
    error?: { type: string; message: string };
    data?: { id: string; livemode: boolean; data?: { object: { id: string } } }[];
    id?: string;
    livemode?: boolean;
  };
}

describe('REST API modes: a test key touches only test objects, a live key only live ones', () => {
  let t: TestApp;
  let liveKey: MerchantKeyResult;
  let testKey: MerchantKeyResult;
  let live: { id: string };
  let test: { id: string };

  const call = async (key: MerchantKeyResult, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: basic(key.apiKey, key.secretKey!), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const paidCheckout = async (key: MerchantKeyResult) => {
    const c = await restCheckout(t, key);
    const paid = await t.gql<{ payWebPayment: { status: string } }>(PAY, { key: c.accessKey, token: await sandboxToken(t) });
    if (paid.data?.payWebPayment.status !== 'paid') throw new Error(`pay failed: ${JSON.stringify(paid)}`);
    return c;
  };
  /** An answer with `id` written ID and without its request id (each answer has its own). */
  const same = (answer: Answer, id: string) => ({
    status: answer.status,
    body: JSON.stringify(answer.body)
      .split(id)
      .join('ID')
      .replace(/"request_id":"[^"]*"/, ''),
  });
  /** The answer to `path` with `id` and with an unknown id in its place: the two must match but for the id. */
  const asUnknown = async (
    key: MerchantKeyResult,
    method: string,
    path: (id: string) => string,
    id: string,
    body?: unknown,
    unknown: string = randomUUID(),
  ) => {
    const [wrong, missing] = [await call(key, method, path(id), body), await call(key, method, path(unknown), body)];
    return { wrong: same(wrong, id), missing: same(missing, unknown) };
  };
  const refundBody = { amount: '10.00', reason: 'cancellationByCustomer' };

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    const owner = await t.login('owner@demo.test');
    const key = async (name: string, livemode: boolean) =>
      (await t.gql<{ createKeys: MerchantKeyResult }>(CREATE_KEYS, { name, live: livemode }, owner)).data!.createKeys;
    liveKey = await key('Live site (modes)', true);
    testKey = await key('Staging site (modes)', false);
    [live, test] = [await paidCheckout(liveKey), await paidCheckout(testKey)];
  });
  afterAll(async () => {
    await t.close();
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const directions = () =>
    [
      ['a test key', testKey, live, 'a live'],
      ['a live key', liveKey, test, 'a test'],
    ] as const;

  it('GET /api/v1/checkouts/{id}: the other mode reads as an unknown id (404)', async () => {
    for (const [, key, other] of directions()) {
      const { wrong, missing } = await asUnknown(key, 'GET', (id) => `/api/v1/checkouts/${id}`, other.id);
      expect(wrong).toEqual(missing);
      expect(wrong.status).toBe(404);
    }
    // Each key still reads its own mode's checkout.
    expect((await call(testKey, 'GET', `/api/v1/checkouts/${test.id}`)).body).toMatchObject({ id: test.id, livemode: false });
    expect((await call(liveKey, 'GET', `/api/v1/checkouts/${live.id}`)).body).toMatchObject({ id: live.id, livemode: true });
  });

  it('GET /api/v1/checkouts lists its own mode only; a cursor of the other mode is an unknown one', async () => {
    for (const [, key, other] of directions()) {
      const listed = await call(key, 'GET', '/api/v1/checkouts?limit=100');
      expect(listed.status).toBe(200);
      expect(listed.body.data!.map((c) => c.id)).not.toContain(other.id);
      expect(listed.body.data!.every((c) => c.livemode === (key === liveKey))).toBe(true);
      const { wrong, missing } = await asUnknown(key, 'GET', (id) => `/api/v1/checkouts?starting_after=${id}`, other.id);
      expect(wrong).toEqual(missing);
      // A cursor naming nothing of the key's is 404, as a retrieve of it (decision 0187).
      expect(wrong.status).toBe(404);
    }
    expect((await call(testKey, 'GET', '/api/v1/checkouts?limit=100')).body.data!.map((c) => c.id)).toContain(test.id);
    expect((await call(liveKey, 'GET', '/api/v1/checkouts?limit=100')).body.data!.map((c) => c.id)).toContain(live.id);
  });

  it('POST /api/v1/checkouts/{id}/refunds: the other mode is an unknown checkout (404) and nothing is refunded', async () => {
    for (const [, key, other] of directions()) {
      const before = await em().count(Refund, { webPaymentId: other.id });
      const { wrong, missing } = await asUnknown(key, 'POST', (id) => `/api/v1/checkouts/${id}/refunds`, other.id, refundBody);
      expect(wrong).toEqual(missing);
      expect(wrong.status).toBe(404);
      expect(await em().count(Refund, { webPaymentId: other.id })).toBe(before);
    }
  });

  it('GET /api/v1/refunds/{id}: a refund of the other mode is an unknown one (404)', async () => {
    const testRefund = await call(testKey, 'POST', `/api/v1/checkouts/${test.id}/refunds`, refundBody);
    const liveRefund = await call(liveKey, 'POST', `/api/v1/checkouts/${live.id}/refunds`, refundBody);
    expect([testRefund.status, testRefund.body.livemode, liveRefund.status, liveRefund.body.livemode]).toEqual([201, false, 201, true]);
    for (const [key, other] of [
      [testKey, liveRefund.body.id!],
      [liveKey, testRefund.body.id!],
    ] as const) {
      const { wrong, missing } = await asUnknown(key, 'GET', (id) => `/api/v1/refunds/${id}`, other);
      expect(wrong).toEqual(missing);
      expect(wrong.status).toBe(404);
    }
    expect((await call(testKey, 'GET', `/api/v1/refunds/${testRefund.body.id}`)).status).toBe(200);
    expect((await call(liveKey, 'GET', `/api/v1/refunds/${liveRefund.body.id}`)).status).toBe(200);
  });

  it('GET /api/v1/events lists its own mode only; a cursor of the other mode is an unknown one', async () => {
    const paidEvents = async (key: MerchantKeyResult) =>
      (await call(key, 'GET', '/api/v1/events?type=checkout.paid&limit=100')).body.data as {
        id: string;
        livemode: boolean;
        data: { object: { id: string } };
      }[];
    // Both events exist (the GraphQL list of /developer shows both modes).
    const all = await eventually(async () => {
      const r = await t.gql<{ webhookEvents: { items: { id: string; payload: string }[] } }>(
        'query { webhookEvents(type: "checkout.paid", first: 100) { items { id payload } } }',
        {},
        await t.login('owner@demo.test'),
      );
      const items = r.data!.webhookEvents.items.map((e) => ({
        id: e.id,
        object: (JSON.parse(e.payload) as { data: { object: { id: string } } }).data.object.id,
      }));
      const liveEvent = items.find((e) => e.object === live.id);
      const testEvent = items.find((e) => e.object === test.id);
      return liveEvent && testEvent ? { liveEvent, testEvent } : undefined;
    });
    const testListed = await paidEvents(testKey);
    const liveListed = await paidEvents(liveKey);
    expect(testListed.map((e) => e.id)).toContain(all.testEvent.id);
    expect(testListed.map((e) => e.id)).not.toContain(all.liveEvent.id);
    expect(testListed.every((e) => !e.livemode)).toBe(true);
    expect(liveListed.map((e) => e.id)).toContain(all.liveEvent.id);
    expect(liveListed.map((e) => e.id)).not.toContain(all.testEvent.id);
    expect(liveListed.every((e) => e.livemode)).toBe(true);
    // starting_after an event of the other mode: as an unknown event id.
    for (const [key, other] of [
      [testKey, all.liveEvent.id],
      [liveKey, all.testEvent.id],
    ] as const) {
      const { wrong, missing } = await asUnknown(key, 'GET', (id) => `/api/v1/events?starting_after=${id}`, other, undefined, `evt_${'0'.repeat(24)}`);
      expect(wrong).toEqual(missing);
      // A cursor naming nothing of the key's is 404, as a retrieve of it (decision 0187).
      expect(wrong.status).toBe(404);
    }
  });

  it("POST /api/v1/checkouts makes an object of the key's mode; an Idempotency-Key never replays the other mode's answer", async () => {
    const idem = { 'idempotency-key': `modes-${randomUUID()}` };
    const first = await call(liveKey, 'POST', '/api/v1/checkouts', checkoutBody(), idem);
    expect([first.status, first.body.livemode]).toEqual([201, true]);
    const other = await call(testKey, 'POST', '/api/v1/checkouts', checkoutBody(), idem);
    expect(other.status).not.toBe(201);
    expect(JSON.stringify(other.body)).not.toContain(first.body.id!);
    // Its own key replays it.
    expect((await call(liveKey, 'POST', '/api/v1/checkouts', checkoutBody(), idem)).body.id).toBe(first.body.id);
  });
});
