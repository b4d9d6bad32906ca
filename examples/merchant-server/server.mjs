// A merchant's server receiving BhutanPay webhooks: no dependencies, Node 18 or later.
//
//   WEBHOOK_SECRET=whsec_... PORT=3000 node server.mjs
//
// POST /webhooks   verifies the BhutanPay-Signature header, refuses a bad signature or a
//                  timestamp older than 5 minutes with 400, records the event once (by id) and
//                  answers 200 (BhutanPay retries anything else for 3 days).
// GET  /events     the events recorded so far, oldest first (JSON).
// POST /checkouts  {"amount": "125.00", "orderId": "..."}: creates a checkout over the REST API
//                  with the typed client (client/, generated from the OpenAPI document) and
//                  answers it (send the customer to its url). Needs BHUTANPAY_URL,
//                  BHUTANPAY_API_KEY and BHUTANPAY_SECRET_KEY, and `npm run build -w client`.
// EVENTS_FILE=path keeps them in a JSON file as well (read back on start).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * The verification, in full: the header is `t=<unix seconds>,v1=<hex>[,v1=<hex>]` (two v1 while a
 * rolled secret's old one still signs); v1 is HMAC-SHA256 of `${t}.${body}` with the secret.
 * Returns null when the request is genuine, else why not.
 */
export function verify(header, body, secret, now = Math.floor(Date.now() / 1000)) {
  const parts = String(header ?? '')
    .split(',')
    .map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? '')).map(([, v]) => Buffer.from(v, 'hex'));
  if (!Number.isInteger(t) || signatures.length === 0) return 'malformed signature header';
  if (Math.abs(now - t) > TOLERANCE_SECONDS) return 'timestamp outside the 5-minute tolerance';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return signatures.some((s) => timingSafeEqual(s, expected)) ? null : 'signature does not match';
}

/** The typed client of the platform's REST API, when the server is given a key. */
async function platformClient(api) {
  if (!api?.baseUrl || !api.apiKey || !api.secretKey) return null;
  // The workspace package, compiled (CommonJS): its module.exports is the default export here.
  const { default: client } = await import('../../client/dist/index.js');
  return client.createBhutanPayClient(api);
}

/** POST /checkouts: a checkout for the order, its customer returning to this server's pages. */
async function createCheckout(client, origin, body) {
  const order = JSON.parse(body || '{}');
  const { data, error, response } = await client.POST('/api/v1/checkouts', {
    body: { amount: String(order.amount), orderId: order.orderId, responseUrl: `${origin}/thanks`, cancelUrl: `${origin}/cancelled` },
    headers: { 'Idempotency-Key': `order-${order.orderId}` },
  });
  return data ? [201, data] : [response.status, error];
}

export async function startMerchantServer({ port = 3000, host = '127.0.0.1', secret, eventsFile, api } = {}) {
  const client = await platformClient(api);
  if (!secret) throw new Error('Set WEBHOOK_SECRET to the endpoint signing secret (whsec_...) shown on /developer.');
  const events = eventsFile && existsSync(eventsFile) ? JSON.parse(readFileSync(eventsFile, 'utf8')) : [];
  const server = createServer((req, res) => {
    const reply = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && req.url === '/events') return reply(200, events);
    if (req.method === 'POST' && req.url === '/checkouts' && client) {
      const parts = [];
      req.on('data', (c) => parts.push(c));
      req.on('end', () =>
        createCheckout(client, `http://${req.headers.host}`, Buffer.concat(parts).toString('utf8')).then(
          ([status, value]) => reply(status, value),
          (error) => reply(502, { error: String(error) }),
        ),
      );
      return undefined;
    }
    if (req.method !== 'POST' || req.url !== '/webhooks') return reply(404, { error: 'not found' });
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      // Verify the exact bytes received, before parsing them.
      const body = Buffer.concat(chunks).toString('utf8');
      const refusal = verify(req.headers['bhutanpay-signature'], body, secret);
      if (refusal) return reply(400, { error: refusal });
      const event = JSON.parse(body);
      // At least once: a retry after a lost answer brings the same event id again.
      if (!events.some((e) => e.id === event.id)) {
        events.push({ ...event, receivedAt: new Date().toISOString(), verified: true });
        if (eventsFile) writeFileSync(eventsFile, JSON.stringify(events, null, 2));
        console.log(`received ${event.type} ${event.id}`);
      }
      reply(200, { received: true });
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const server = await startMerchantServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    secret: process.env.WEBHOOK_SECRET,
    eventsFile: process.env.EVENTS_FILE,
    api: { baseUrl: process.env.BHUTANPAY_URL, apiKey: process.env.BHUTANPAY_API_KEY, secretKey: process.env.BHUTANPAY_SECRET_KEY },
  });
  console.log(`merchant server listening on http://${process.env.HOST ?? '127.0.0.1'}:${server.address().port} (POST /webhooks, GET /events)`);
}
