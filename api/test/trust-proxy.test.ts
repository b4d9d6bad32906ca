import { requestFrom, startForwardingProxy } from './support/forwarding-proxy';
import { createTestApp, type TestApp } from './test-app';

const REQUEST = 'mutation($i: RequestOrganizationInput!) { requestToAddOrganization(input: $i) { success } }';

// Issue 46 section 3: behind the proxy, every client must not share the proxy's address. The API
// runs with TRUST_PROXY=1 (as docker-compose sets it) behind a proxy that appends the address it
// saw, as the shipped nginx does; clients reach the proxy from 127.0.0.2 and 127.0.0.3.
describe('per-address throttles behind a proxy (TRUST_PROXY=1, real PostgreSQL)', () => {
  let t: TestApp;
  let proxy: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    t = await createTestApp();
    proxy = await startForwardingProxy(t.url);
  }, 60000);
  afterAll(async () => {
    await proxy.close();
    await t.close();
    delete process.env.TRUST_PROXY;
  });

  /** An "add my business" request (5 an hour per address) through the proxy. */
  const ask = async (from: string, n: number, headers: Record<string, string> = {}) => {
    const body = JSON.stringify({
      query: REQUEST,
      variables: {
        i: {
          name: `Proxy Lodge ${from} ${n}`,
          email: `p${n}.${from.replace(/\./g, '-')}@lodge.test`,
          industry: 'TourismHotel',
          licenseNumber: `PL-${from}-${n}`,
        },
      },
    });
    const res = await requestFrom(from, `${proxy.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const answer = JSON.parse(res.body) as { errors?: { extensions?: { code?: string } }[] };
    return answer.errors?.[0]?.extensions?.code ?? 'ok';
  };

  it('counts each client apart, and a client cannot name itself another address', async () => {
    const a: string[] = [];
    for (let i = 0; i < 6; i++) a.push(await ask('127.0.0.2', i));
    expect(a).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_ATTEMPTS']);
    // Another client behind the same proxy has its own allowance.
    expect(await ask('127.0.0.3', 0)).toBe('ok');
    // Writing its own X-Forwarded-For does not help: the API takes the address the proxy saw.
    for (let i = 0; i < 3; i++) expect(await ask('127.0.0.2', 10 + i, { 'x-forwarded-for': `198.51.100.${i + 1}` })).toBe('TOO_MANY_ATTEMPTS');
  });

  it('throttles bad API keys per client, not for every merchant behind the proxy', async () => {
    const checkouts = (from: string, headers: Record<string, string> = {}) =>
      requestFrom(from, `${proxy.url}/api/v1/checkouts/none`, {
        headers: { authorization: `Basic ${Buffer.from('pk_bad:sk_bad').toString('base64')}`, ...headers },
      });
    // Refused credentials stay 401 (decision 0187); the throttle shows in the message.
    const throttled = (answer: { status: number; body: string }) =>
      answer.status === 401 && answer.body.includes('Too many failed attempts') ? 'throttled' : answer.status;
    const answers: (number | string)[] = [];
    for (let i = 0; i < 11; i++) answers.push(throttled(await checkouts('127.0.0.4')));
    expect(answers).toEqual([...Array.from({ length: 10 }, () => 401), 'throttled']);
    expect(throttled(await checkouts('127.0.0.4', { 'x-forwarded-for': '198.51.100.77' }))).toBe('throttled');
    expect(throttled(await checkouts('127.0.0.5'))).toBe(401);
  });
});
