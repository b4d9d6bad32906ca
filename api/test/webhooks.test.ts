import { MikroORM } from '@mikro-orm/postgresql';
import { WEBHOOK_API_VERSION } from '@pg/domain';

import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity';
import { WebhookEvent } from '../src/webhooks/webhook-event.entity';
import { verifySignature } from '../src/webhooks/webhook-signature';
import { basic, createKey, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { APPROVE, MERCHANT_APPROVE, paidInvoice, REQUEST } from './support/refund-fixtures';
import { CARDS, sandboxToken } from './support/sandbox-spy';
import { CREATE_ENDPOINT, createEndpoint, DELIVERIES, type ReceivedWebhook, startReceiver } from './support/webhook-receiver';
import { createTestApp, eventually, type TestApp } from './test-app';

const PAY = `mutation($key: String, $token: String) {
  payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
    customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000") { status } }`;
const CANCEL = 'mutation($key: String) { cancelWebPayment(accessKey: $key) { status } }';
const UPDATE = 'mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id enabled url } }';
const ROLL = 'mutation($id: ID!) { rollWebhookEndpointSecret(id: $id) { id secret previousSecretExpiresAt } }';
const DELETE = 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { success } }';
const ENDPOINTS = 'query { webhookEndpoints { id url secret } }';
const EVENTS =
  'query($type: String, $after: ID, $first: Int) { webhookEvents(type: $type, startingAfter: $after, first: $first) { items { id type apiVersion payload } hasMore } }';
const RESEND = 'mutation($id: ID!, $endpoint: ID) { resendWebhookEvent(eventId: $id, endpointId: $endpoint) { workflowId status } }';

interface Delivery {
  id: string;
  workflowId: string;
  endpointId: string;
  status: string;
  attempts: { statusCode: number | null; durationMs: number; responseExcerpt: string | null }[];
}

// Webhooks to merchants (issue 14) against a real PostgreSQL, Temporal worker and local HTTP
// receivers: events recorded with the change that causes them, signed deliveries retried by the
// workflow's backoff, the delivery log, resend, rolled secrets, tenancy and GET /api/v1/events.
describe('webhooks to merchants', () => {
  let t: TestApp;
  let owner: string;
  let user: string;
  let hotel: string;
  let key: MerchantKeyResult;

  beforeAll(async () => {
    // Fast backoff and a short give-up, so a test sees retries and the 3-day rule in seconds.
    // WEBHOOK_ALLOW_PRIVATE: the development switch, for receivers on this machine (webhook-targets.test.ts covers the rule).
    Object.assign(process.env, { WEBHOOK_RETRY_INITIAL_MS: '300', WEBHOOK_GIVE_UP_MS: '5000', WEBHOOK_DISPATCH_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1' });
    t = await createTestApp({ worker: true });
    [owner, user] = await Promise.all([t.login('owner@demo.test'), t.login('user@demo.test')]);
    hotel = await otherMerchantOwner(t);
    key = await createKey(t, owner);
  });
  afterAll(async () => {
    await t.close();
    for (const name of ['WEBHOOK_RETRY_INITIAL_MS', 'WEBHOOK_GIVE_UP_MS', 'WEBHOOK_DISPATCH_POLL_MS', 'WEBHOOK_ALLOW_PRIVATE']) delete process.env[name];
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const deliveries = async (eventId: string, token = owner) => {
    const r = await t.gql<{ webhookDeliveries: Delivery[] }>(DELIVERIES, { id: eventId }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.webhookDeliveries;
  };
  const receivedFor = (received: ReceivedWebhook[], checkoutId: string, type: string) =>
    received.filter((h) => h.event.type === type && h.event.data.object.id === checkoutId);
  /** A checkout cancelled by its customer: one checkout.cancelled event. */
  const cancelledCheckout = async () => {
    const c = await restCheckout(t, key);
    const r = await t.gql<{ cancelWebPayment: { status: string } }>(CANCEL, { key: c.accessKey });
    expect(r.data?.cancelWebPayment.status).toBe('cancelled');
    return c;
  };
  const disable = (id: string) => em().nativeUpdate(WebhookEndpoint, { id }, { enabled: false });

  it('signs each delivery so the receiver can verify it, with the object as the REST API shows it, and logs the attempt', async () => {
    const receiver = await startReceiver();
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, description: 'shop' });
    try {
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      // shown once: the list has no secret
      const listed = await t.gql<{ webhookEndpoints: { id: string; secret: string | null }[] }>(ENDPOINTS, {}, owner);
      expect(listed.data!.webhookEndpoints.find((e) => e.id === endpoint.id)).toMatchObject({ secret: null });
      const stored = await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
      expect(stored.secretCipher).not.toContain(endpoint.secret!.slice(6));

      const c = await restCheckout(t, key);
      const paid = await t.gql<{ payWebPayment: { status: string } }>(PAY, { key: c.accessKey, token: await sandboxToken(t, CARDS.visa) });
      expect(paid.data?.payWebPayment.status).toBe('paid');
      const [hook] = await eventually(async () => {
        const h = receivedFor(receiver.received, c.id, 'checkout.paid');
        return h.length ? h : undefined;
      });
      expect(verifySignature(hook.headers['bhutanpay-signature'] as string, endpoint.secret!, hook.body)).toBe('ok');
      expect(verifySignature(hook.headers['bhutanpay-signature'] as string, 'whsec_wrong', hook.body)).toBe('mismatch');
      expect(hook.headers['bhutanpay-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(hook.event).toMatchObject({
        object: 'event',
        type: 'checkout.paid',
        api_version: WEBHOOK_API_VERSION,
        data: { object: { id: c.id, object: 'checkout', status: 'paid', amount: '450.00' } },
      });
      // The checkout as it was committed paid (the row its UPDATE returned): the whole object is
      // what GET /api/v1/checkouts/{id} answers now, its metadata and paid date included.
      const got = await fetch(`${t.url}/api/v1/checkouts/${c.id}`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
      expect(got.status).toBe(200);
      const current = (await got.json()) as Record<string, unknown>;
      expect(current.paidAt).toEqual(expect.any(String));
      expect(hook.event.data.object).toEqual(current);
      expect(hook.event.id).toMatch(/^evt_[0-9A-Za-z]{24}$/);

      const log = await eventually(async () => {
        const d = await deliveries(hook.event.id);
        return d[0]?.status === 'succeeded' ? d : undefined;
      });
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ workflowId: `webhook-${hook.event.id}-${endpoint.id}`, endpointId: endpoint.id, status: 'succeeded' });
      expect(log[0].attempts).toHaveLength(1);
      expect(log[0].attempts[0]).toMatchObject({ statusCode: 200, responseExcerpt: 'ok' });
      expect(log[0].attempts[0].durationMs).toBeGreaterThanOrEqual(0);
      // The event row was written with the payment: dispatched, and the same id as delivered.
      const row = await em().findOneOrFail(WebhookEvent, { id: hook.event.id });
      expect(row.dispatchedAt).not.toBeNull();
    } finally {
      await disable(endpoint.id);
      await receiver.close();
    }
  }, 60000);

  it('retries after a 500 with backoff until the endpoint answers 2xx, logging both attempts with the answer cut at 500 characters', async () => {
    const receiver = await startReceiver((_, i) => (i === 0 ? 500 : 200));
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      const c = await cancelledCheckout();
      await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
      expect(receiver.received.map((h) => h.event.data.object.id)).toEqual([c.id, c.id]);
      expect(receiver.received[0].event.id).toBe(receiver.received[1].event.id);
      const log = await eventually(async () => {
        const d = await deliveries(receiver.received[0].event.id);
        return d[0]?.status === 'succeeded' ? d : undefined;
      });
      const attempts = log[0].attempts.map((a) => a.statusCode);
      expect(attempts).toEqual([200, 500]); // newest first
      expect(log[0].attempts[1].responseExcerpt).toHaveLength(500);
      expect((await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).failingSince).toBeNull();
    } finally {
      await disable(endpoint.id);
      await receiver.close();
    }
  }, 60000);

  it('sends nothing to a disabled endpoint or one that does not want the event type', async () => {
    const on = await startReceiver();
    const off = await startReceiver();
    const other = await startReceiver();
    const a = await createEndpoint(t, owner, { url: on.url, eventTypes: ['checkout.cancelled'] });
    const b = await createEndpoint(t, owner, { url: off.url, enabled: false });
    const c = await createEndpoint(t, owner, { url: other.url, eventTypes: ['invoice.paid'] });
    try {
      const checkout = await cancelledCheckout();
      const [hook] = await eventually(async () => {
        const h = receivedFor(on.received, checkout.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      const log = await deliveries(hook.event.id);
      expect(log.map((d) => d.endpointId)).not.toContain(b.id);
      expect(log.map((d) => d.endpointId)).not.toContain(c.id);
      // Deliveries are planned once per event, all endpoints together, and only a planned one is
      // sent: the event is planned (the first endpoint got it), and the other two have no row.
      expect((await em().findOneOrFail(WebhookEvent, { id: hook.event.id })).dispatchedAt).not.toBeNull();
      expect(await em().count(WebhookDelivery, { endpoint: [b.id, c.id] })).toBe(0);
      expect(off.received).toEqual([]);
      expect(other.received).toEqual([]);
    } finally {
      for (const e of [a, b, c]) await disable(e.id);
      for (const r of [on, off, other]) await r.close();
    }
  }, 60000);

  it('rolls the secret: both the new and the old secret sign for 24 hours, the new one shown once', async () => {
    const receiver = await startReceiver();
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      const rolled = await t.gql<{ rollWebhookEndpointSecret: { secret: string; previousSecretExpiresAt: string } }>(ROLL, { id: endpoint.id }, owner);
      const { secret, previousSecretExpiresAt } = rolled.data!.rollWebhookEndpointSecret;
      expect(secret).not.toBe(endpoint.secret);
      const hours = (new Date(previousSecretExpiresAt).getTime() - Date.now()) / 3600000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const checkout = await cancelledCheckout();
      const [hook] = await eventually(async () => {
        const h = receivedFor(receiver.received, checkout.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      const header = hook.headers['bhutanpay-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      expect(verifySignature(header, secret, hook.body)).toBe('ok');
      expect(verifySignature(header, endpoint.secret!, hook.body)).toBe('ok');
      // Past the 24 hours only the new secret signs.
      await em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { previousSecretExpiresAt: new Date(Date.now() - 1000) });
      const later = await cancelledCheckout();
      const [next] = await eventually(async () => {
        const h = receivedFor(receiver.received, later.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      expect(next.headers['bhutanpay-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(next.headers['bhutanpay-signature'] as string, secret, next.body)).toBe('ok');
      expect(verifySignature(next.headers['bhutanpay-signature'] as string, endpoint.secret!, next.body)).toBe('mismatch');
    } finally {
      await disable(endpoint.id);
      await receiver.close();
    }
  }, 60000);

  it('resends an event as a new delivery with a suffixed workflow id', async () => {
    const receiver = await startReceiver();
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      const checkout = await cancelledCheckout();
      const [hook] = await eventually(async () => {
        const h = receivedFor(receiver.received, checkout.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      const r = await t.gql<{ resendWebhookEvent: { workflowId: string }[] }>(RESEND, { id: hook.event.id, endpoint: endpoint.id }, owner);
      expect(r.errors).toBeUndefined();
      expect(r.data!.resendWebhookEvent.map((d) => d.workflowId)).toContain(`webhook-${hook.event.id}-${endpoint.id}-resend-1`);
      const again = await eventually(async () => {
        const h = receivedFor(receiver.received, checkout.id, 'checkout.cancelled');
        return h.length >= 2 ? h : undefined;
      });
      expect(again[1].event).toEqual(hook.event);
      expect(again[1].headers['bhutanpay-signature']).toBeDefined();
      const log = await eventually(async () => {
        const d = await deliveries(hook.event.id);
        return d.length === 2 && d.every((x) => x.status === 'succeeded') ? d : undefined;
      });
      expect(log.map((d) => d.workflowId).sort()).toEqual([`webhook-${hook.event.id}-${endpoint.id}`, `webhook-${hook.event.id}-${endpoint.id}-resend-1`]);
    } finally {
      await disable(endpoint.id);
      await receiver.close();
    }
  }, 60000);

  it('disables an endpoint that fails past the give-up time and e-mails its owner', async () => {
    const receiver = await startReceiver(() => 503);
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      const checkout = await cancelledCheckout();
      const [hook] = await eventually(async () => {
        const h = receivedFor(receiver.received, checkout.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      const row = await eventually(async () => {
        const e = await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
        return e.enabled ? undefined : e;
      }, 30000);
      expect(row.disabledReason).toMatch(/^Disabled after failing since /);
      const [delivery] = await deliveries(hook.event.id);
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);
      expect(delivery.attempts.every((a) => a.statusCode === 503)).toBe(true);
      const mails = await t.outbox();
      const mail = mails.find((m) => m.text.includes('A webhook endpoint has been disabled') && m.text.includes(receiver.url));
      expect(mail?.text).toContain('owner@demo.test');
    } finally {
      await receiver.close();
    }
  }, 60000);

  it('keeps endpoints, events and the log to the organization, and to Owner and Admin', async () => {
    const receiver = await startReceiver();
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      const checkout = await cancelledCheckout();
      const [hook] = await eventually(async () => {
        const h = receivedFor(receiver.received, checkout.id, 'checkout.cancelled');
        return h.length ? h : undefined;
      });
      const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
      // another organization's owner
      expect(code(await t.gql(UPDATE, { id: endpoint.id, input: { url: 'https://evil.example/x', eventTypes: [] } }, hotel))).toBe('NOT_FOUND');
      expect(code(await t.gql(ROLL, { id: endpoint.id }, hotel))).toBe('NOT_FOUND');
      expect(code(await t.gql(DELETE, { id: endpoint.id }, hotel))).toBe('NOT_FOUND');
      expect(code(await t.gql(DELIVERIES, { id: hook.event.id }, hotel))).toBe('NOT_FOUND');
      expect(code(await t.gql(RESEND, { id: hook.event.id }, hotel))).toBe('NOT_FOUND');
      const theirs = await t.gql<{ webhookEndpoints: { id: string }[] }>(ENDPOINTS, {}, hotel);
      expect(theirs.data!.webhookEndpoints.map((e) => e.id)).not.toContain(endpoint.id);
      const theirEvents = await t.gql<{ webhookEvents: { items: { id: string }[] } }>(EVENTS, { first: 100 }, hotel);
      expect(theirEvents.data!.webhookEvents.items).toEqual([]);
      // their REST key sees none of ours
      const hotelKey = await createKey(t, hotel);
      const res = await fetch(`${t.url}/api/v1/events?limit=100`, { headers: { authorization: basic(hotelKey.apiKey, hotelKey.secretKey!) } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
      // the merchant's read-only User may not manage or read webhooks
      expect(code(await t.gql(ENDPOINTS, {}, user))).toBe('FORBIDDEN');
      expect(code(await t.gql(CREATE_ENDPOINT, { input: { url: receiver.url, eventTypes: [] } }, user))).toBe('FORBIDDEN');
      expect((await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).url).toBe(receiver.url);
      // and the URL rule: https, or http to localhost only
      const refused = await t.gql(CREATE_ENDPOINT, { input: { url: 'http://merchant.example/hooks', eventTypes: [] } }, owner);
      expect(refused.errors?.[0]?.extensions?.fields).toEqual({ url: 'The URL must use https (http only for localhost)' });
      // deleting an endpoint removes its deliveries, never the events
      expect((await t.gql(DELETE, { id: endpoint.id }, owner)).errors).toBeUndefined();
      expect(await em().count(WebhookDelivery, { endpoint: endpoint.id })).toBe(0);
      expect(await em().count(WebhookEvent, { id: hook.event.id })).toBe(1);
    } finally {
      await receiver.close();
    }
  }, 60000);

  it('lists events over REST newest first, with starting_after and limit pages and a type filter', async () => {
    const auth = basic(key.apiKey, key.secretKey!);
    const a = await cancelledCheckout();
    const b = await cancelledCheckout();
    const get = async (query: string, authorization: string | null = auth) => {
      const res = await fetch(`${t.url}/api/v1/events${query}`, { headers: authorization ? { authorization } : {} });
      return {
        status: res.status,
        body: (await res.json()) as {
          object: string;
          data: { id: string; type: string; data: { object: { id: string } } }[];
          has_more: boolean;
          error?: { param: string };
        },
      };
    };
    const first = await get('?type=checkout.cancelled&limit=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'list', has_more: true });
    expect(first.body.data.map((e) => e.data.object.id)).toEqual([b.id]);
    const second = await get(`?type=checkout.cancelled&limit=1&starting_after=${first.body.data[0].id}`);
    expect(second.body.data.map((e) => e.data.object.id)).toEqual([a.id]);
    const all = await get('?limit=100');
    expect(all.body.data.length).toBeGreaterThan(2);
    const ids = all.body.data.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // pages in steps of 2 walk the same list
    const walked: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await get(`?limit=2${after ? `&starting_after=${after}` : ''}`);
      walked.push(...page.body.data.map((e) => e.id));
      if (!page.body.has_more) break;
      after = page.body.data[page.body.data.length - 1].id;
    }
    expect(walked).toEqual(ids);
    // the same list on /developer
    const gqlPage = await t.gql<{ webhookEvents: { items: { id: string; payload: string }[]; hasMore: boolean } }>(EVENTS, { first: 100 }, owner);
    expect(gqlPage.data!.webhookEvents.items.map((e) => e.id)).toEqual(ids);
    expect(JSON.parse(gqlPage.data!.webhookEvents.items[0].payload)).toEqual(all.body.data[0]);
    expect((await get('?limit=0')).body.error?.param).toBe('limit');
    expect((await get('?type=checkout.exploded')).status).toBe(400);
    expect((await get('?starting_after=evt_nope')).body.error?.param).toBe('starting_after');
    expect((await get('', null)).status).toBe(401);
  }, 60000);

  it('records invoice and refund events with the change that causes them, the object in its REST shape', async () => {
    const bank = await t.login('bank.admin@demo.test');
    const { invoice } = await paidInvoice(t, owner, `hook-${Date.now()}`);
    const requested = await t.gql<{ requestRefund: { id: string } }>(
      REQUEST,
      {
        refund: {
          parentEntityId: invoice.id,
          type: 'invoice',
          reason: 'cancellationByCustomer',
          notes: 'Guest left early',
          pointOfContact: 'Jane',
          lineItems: [{ description: 'Night', amount: 1 }],
        },
      },
      owner,
    );
    expect(requested.errors).toBeUndefined();
    const refundId = requested.data!.requestRefund.id;
    expect((await t.gql(MERCHANT_APPROVE, { id: refundId }, owner)).errors).toBeUndefined();
    expect((await t.gql(APPROVE, { id: refundId }, bank)).errors).toBeUndefined();
    const auth = basic(key.apiKey, key.secretKey!);
    const ofType = async (type: string) => {
      const res = await fetch(`${t.url}/api/v1/events?type=${type}&limit=100`, { headers: { authorization: auth } });
      return ((await res.json()) as { data: { type: string; data: { object: Record<string, unknown> } }[] }).data;
    };
    // The invoice as it was committed paid (the row its UPDATE returned): every field is the
    // stored invoice's, its paid date to the millisecond.
    const stored = await t.gql<{
      invoice: {
        code: string;
        type: string;
        name: string;
        merchantPO: string | null;
        dateOfService: string;
        createdAt: string;
        paidAt: string;
        totals: { subtotal: number; fee: number; total: number };
      };
    }>(
      'query($id: ID!) { invoice(id: $id) { code type name merchantPO dateOfService createdAt paidAt totals { subtotal fee total } } }',
      { id: invoice.id },
      owner,
    );
    expect(stored.errors).toBeUndefined();
    const paid = stored.data!.invoice;
    expect((await ofType('invoice.paid')).find((e) => e.data.object.id === invoice.id)?.data.object).toEqual({
      id: invoice.id,
      object: 'invoice',
      code: paid.code,
      status: 'paid',
      type: paid.type,
      name: paid.name,
      subtotal: paid.totals.subtotal.toFixed(2),
      fee: paid.totals.fee.toFixed(2),
      total: paid.totals.total.toFixed(2),
      currency: 'USD',
      merchantPO: paid.merchantPO,
      dateOfService: new Date(paid.dateOfService).toISOString(),
      createdAt: new Date(paid.createdAt).toISOString(),
      paidAt: new Date(paid.paidAt).toISOString(),
      disbursedAt: null,
    });
    expect((await ofType('refund.created')).find((e) => e.data.object.id === refundId)?.data.object).toMatchObject({
      object: 'refund',
      invoiceId: invoice.id,
      progressStatus: 'initiated',
      requestedAmount: expect.stringMatching(/^1\.\d{2}$/),
    });
    await eventually(async () => ((await ofType('refund.approved_by_bank')).some((e) => e.data.object.id === refundId) ? true : undefined));
    expect((await ofType('refund.approved_by_merchant')).find((e) => e.data.object.id === refundId)?.data.object).toMatchObject({
      progressStatus: 'merchantApproved',
    });
    expect((await ofType('refund.approved_by_bank')).find((e) => e.data.object.id === refundId)?.data.object).toMatchObject({ progressStatus: 'bankApproved' });
  }, 60000);

  it('records invoice.disbursed with the row its disbursement wrote', async () => {
    const pg = await t.login('pg.admin@demo.test');
    const { invoice } = await paidInvoice(t, owner, `hook-d-${Date.now()}`);
    const done = await t.gql<{ updateStatus: { status: string; actualDisbursementDate: string } }>(
      'mutation($id: ID!) { updateStatus(id: $id, status: disbursed) { status actualDisbursementDate } }',
      { id: invoice.id },
      pg,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.updateStatus.status).toBe('disbursed');
    const res = await fetch(`${t.url}/api/v1/events?type=invoice.disbursed&limit=100`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
    const events = ((await res.json()) as { data: { data: { object: Record<string, unknown> } }[] }).data;
    expect(events.find((e) => e.data.object.id === invoice.id)?.data.object).toMatchObject({
      code: invoice.code,
      status: 'disbursed',
      paidAt: expect.stringMatching(/^\d{4}-/),
      disbursedAt: new Date(done.data!.updateStatus.actualDisbursementDate).toISOString(),
    });
  }, 60000);
});
