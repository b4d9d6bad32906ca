import { InvoiceListService } from '../src/invoices/invoice-list.service';
import { createTestApp, type TestApp } from './test-app';

// The API as an attacker tries it: oversized operations and batches are refused before they run,
// and every response carries the security headers.
describe('hardened API (real PostgreSQL)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
  }, 60000);
  afterAll(() => t.close());

  const post = (body: unknown, token?: string) =>
    fetch(`${t.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses 500 aliases of invoices(first: 50) at once, with a reason, without running them', async () => {
    const query = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: invoices(first: 50) { items { id } }`).join(' ')} }`;
    // "Without running them": the list behind the aliases is never asked (not a wall-clock bound,
    // which a loaded machine breaks).
    const list = jest.spyOn(t.app.get(InvoiceListService), 'list');
    const res = await post({ query }, owner);
    const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(res.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ message: 'This query has 500 aliases; at most 30 are allowed.', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(list).not.toHaveBeenCalled();
    // The spy sees real calls: a page-sized query asks the list once.
    await post({ query: '{ invoices(first: 5) { items { id } } }' }, owner);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it('refuses a query that would resolve too many fields, and serves a page-sized one', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: invoices(first: 100) { items { id code name status recipientName createdAt } }`).join(' ');
    const refused = (await (await post({ query: `{ ${aliases} }` }, owner)).json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(refused.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(refused.errors[0].message).toMatch(/^This query asks for about \d+ fields; at most 20000 are allowed/);
    const page = (await (await post({ query: '{ invoices(first: 100) { total items { id code } } }' }, owner)).json()) as {
      data: { invoices: { total: number } };
    };
    expect(page.data.invoices.total).toBeGreaterThan(0);
  });

  it('runs a batch of 10 operations and refuses one of 11 before any runs', async () => {
    const op = { query: '{ session { user { email } } }' };
    const ten = await post(
      Array.from({ length: 10 }, () => op),
      owner,
    );
    expect(ten.status).toBe(200);
    expect(((await ten.json()) as unknown[]).length).toBe(10);
    const eleven = await post(
      Array.from({ length: 11 }, () => op),
      owner,
    );
    expect(eleven.status).toBe(400);
    expect(await eleven.json()).toEqual({
      errors: [{ message: 'A batched request may carry at most 10 operations.', extensions: { code: 'BATCH_TOO_LARGE' } }],
    });
  });

  it('refuses a body over the size limit', async () => {
    const res = await post({ query: `{ session { user { email } } }`, variables: { pad: 'x'.repeat(2_000_000) } });
    expect(res.status).toBe(413);
  });

  it('sends the security headers on API answers and on the web app', async () => {
    for (const path of ['/api/graphql?query=%7B__typename%7D', '/health', '/']) {
      const res = await fetch(`${t.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://js.stripe.com');
      expect(csp).toContain('https://js.authorize.net');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // HSTS only where the platform runs behind TLS (production).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });
});
