import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';

import { MikroORM } from '@mikro-orm/postgresql';

import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity';
import { postWebhook, type ResolvedAddress, useWebhookResolver, WEBHOOK_TARGET_MESSAGES } from '../src/webhooks/webhook-target';
import { basic, createKey, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { CREATE_ENDPOINT, createEndpoint, DELIVERIES } from './support/webhook-receiver';
import { createTestApp, eventually, type TestApp } from './test-app';

// Issue 46, webhook URLs: outside development (no WEBHOOK_ALLOW_PRIVATE here) only https to a
// public address, checked when saved and at every delivery. Names resolve through a resolver
// this test controls; nothing is sent to a refused address (a listener counts connections).

const CANCEL = 'mutation($key: String) { cancelWebPayment(accessKey: $key) { status } }';
const UPDATE = 'mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id url } }';

/** What each test name resolves to (changed by a test to rebind a name). */
const names = new Map<string, string[]>();
const family = (address: string): 4 | 6 => (address.includes(':') ? 6 : 4);
const resolver = async (host: string): Promise<ResolvedAddress[]> => (names.get(host) ?? []).map((address) => ({ address, family: family(address) }));

/** A TCP listener that only counts who connects: it must stay at 0 for refused addresses. */
async function connectionCounter(): Promise<{ port: number; count: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    count: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Attempt {
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

describe('webhook URLs: https to a public address only, at save and at every delivery', () => {
  let t: TestApp;
  let owner: string;
  let key: MerchantKeyResult;

  beforeAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    Object.assign(process.env, { WEBHOOK_RETRY_INITIAL_MS: '300', WEBHOOK_DISPATCH_POLL_MS: '100' });
    useWebhookResolver(resolver);
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    key = await createKey(t, owner, 'Webhook targets');
  });
  afterAll(async () => {
    useWebhookResolver();
    await t.close();
    for (const name of ['WEBHOOK_RETRY_INITIAL_MS', 'WEBHOOK_DISPATCH_POLL_MS']) delete process.env[name];
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const refusalOf = async (url: string) => {
    const r = await t.gql(CREATE_ENDPOINT, { input: { url, eventTypes: [] } }, owner);
    return (r.errors?.[0]?.extensions?.fields as { url?: string } | undefined)?.url ?? (r.errors ? JSON.stringify(r.errors) : 'accepted');
  };

  const RANGES: [string, string][] = [
    ['loopback', '127.0.0.1'],
    ['loopback IPv6', '::1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.10'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['link-local IPv6', 'fe80::1'],
    ['CGNAT 100.64/10', '100.64.1.1'],
    ['multicast', '224.0.0.251'],
    ['multicast IPv6', 'ff02::1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified IPv6', '::'],
    ['unique-local IPv6', 'fd00::1'],
    ['mapped loopback', '::ffff:127.0.0.1'],
    ['mapped private', '::ffff:10.0.0.1'],
    ['mapped metadata, hex', '::ffff:a9fe:a9fe'],
    ['mapped CGNAT', '::ffff:100.64.0.1'],
  ];

  it.each(RANGES)('refuses at save a name resolving to %s (%s), and the address itself', async (_range, address) => {
    const name = `r${Math.random().toString(36).slice(2)}.merchant.test`;
    names.set(name, [address]);
    expect(await refusalOf(`https://${name}/hooks`)).toBe(WEBHOOK_TARGET_MESSAGES.notPublic);
    const literal = address.includes(':') ? `[${address}]` : address;
    expect(await refusalOf(`https://${literal}/hooks`)).toBe(WEBHOOK_TARGET_MESSAGES.notPublic);
  });

  it('refuses a name with one private address among public ones, and http even to localhost; accepts https to a public one', async () => {
    names.set('mixed.merchant.test', ['93.184.216.34', '10.0.0.7']);
    expect(await refusalOf('https://mixed.merchant.test/hooks')).toBe(WEBHOOK_TARGET_MESSAGES.notPublic);
    expect(await refusalOf('http://localhost:4000/hooks')).toBe(WEBHOOK_TARGET_MESSAGES.https);
    expect(await refusalOf('http://127.0.0.1:4000/hooks')).toBe(WEBHOOK_TARGET_MESSAGES.https);
    names.set('shop.merchant.test', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    const endpoint = await createEndpoint(t, owner, { url: 'https://shop.merchant.test/hooks', enabled: false });
    // ... and an update to a private name is refused like a new endpoint.
    names.set('intranet.merchant.test', ['192.168.0.1']);
    const updated = await t.gql(UPDATE, { id: endpoint.id, input: { url: 'https://intranet.merchant.test/x', eventTypes: [] } }, owner);
    expect(updated.errors?.[0]?.extensions?.fields).toEqual({ url: WEBHOOK_TARGET_MESSAGES.notPublic });
    expect((await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id })).url).toBe('https://shop.merchant.test/hooks');
  });

  it('checks again at delivery: a name public when saved and private now (DNS rebinding) is sent nothing, and no answer is shown', async () => {
    const counter = await connectionCounter();
    const name = 'rebind.merchant.test';
    names.set(name, ['93.184.216.34']);
    const endpoint = await createEndpoint(t, owner, { url: `https://${name}:${counter.port}/hooks`, eventTypes: ['checkout.cancelled'] });
    try {
      // Now the name leads to this machine, where the counter listens.
      names.set(name, ['127.0.0.1']);
      const checkout = await restCheckout(t, key);
      expect((await t.gql<{ cancelWebPayment: { status: string } }>(CANCEL, { key: checkout.accessKey })).data?.cancelWebPayment.status).toBe('cancelled');
      const eventId = await eventually(async () => {
        const res = await fetch(`${t.url}/api/v1/events?type=checkout.cancelled&limit=100`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
        const events = ((await res.json()) as { data: { id: string; data: { object: { id: string } } }[] }).data;
        return events.find((e) => e.data.object.id === checkout.id)?.id;
      });
      // Two attempts (the first and a retry), both refused before any connection.
      const attempts = await eventually(async () => {
        const r = await t.gql<{ webhookDeliveries: { endpointId: string; attempts: Attempt[] }[] }>(DELIVERIES, { id: eventId }, owner);
        const list = r.data?.webhookDeliveries.find((d) => d.endpointId === endpoint.id)?.attempts ?? [];
        return list.length >= 2 ? list : undefined;
      });
      for (const attempt of attempts)
        expect(attempt).toMatchObject({ statusCode: null, responseExcerpt: null, error: `Not sent: ${WEBHOOK_TARGET_MESSAGES.notPublic}` });
      expect(counter.count()).toBe(0);
    } finally {
      await em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { enabled: false });
      await counter.close();
    }
  });

  it('connects to the address checked, never looking the name up again, and follows no redirect', async () => {
    const hosts: string[] = [];
    const redirected = await connectionCounter();
    const receiver = createHttpServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      req.resume();
      res.writeHead(302, { location: `http://127.0.0.1:${redirected.port}/elsewhere` }).end('moved');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as { port: number }).port;
    try {
      // `.invalid` never resolves: the request can only have reached the pinned address.
      const target = { ok: true as const, url: new URL(`http://hooks.nowhere.invalid:${port}/hooks`), pinned: { address: '127.0.0.1', family: 4 as const } };
      const answer = await postWebhook(target, { 'content-type': 'application/json' }, '{}', 5000);
      expect(answer).toEqual({ status: 302, text: 'moved' });
      expect(hosts).toEqual([`hooks.nowhere.invalid:${port}`]);
      expect(redirected.count()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await redirected.close();
    }
  });
});
