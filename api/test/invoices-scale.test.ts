import { MikroORM } from '@mikro-orm/postgresql';

import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, type TestApp } from './test-app';

// The list at 100,000 invoices: every filter and page answers with the exact total, and nested
// owner, line items and payments load in batches (one query per relation, not per row).
describe('invoice list at 100,000 rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const em = t.app.get(MikroORM).em.fork();
    const tour = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
    const conn = em.getConnection();
    await conn.execute(
      `insert into invoice (id, created_at, updated_at, code, access_key, status, type, name, recipient_name, recipient_sur_name,
         recipient_email, number_of_pax, date_of_service, merchant_processing_fee_bps, platform_fee_bps, refund_policy_terms,
         subtotal_cents, fee_cents, total_cents, owner_id)
       select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), 'BULK-' || n, md5(random()::text) || n,
         (array['unpaid','paid','disbursed','void'])[1 + n % 4], 'preTripPayment', 'Group ' || n, 'Given', 'Sur', 'g' || n || '@example.test',
         1 + n % 9, now(), 250, 499, 'fullRefund', 10000 + n, 249, 10249 + n, ?
       from generate_series(1, 100000) as n`,
      [tour.id],
    );
    await conn.execute(
      `insert into invoice_line_item (id, created_at, updated_at, invoice_id, description, quantity, price_cents, sort)
       select gen_random_uuid(), now(), now(), id, 'Tariff', 1, subtotal_cents, 0 from invoice where code like 'BULK-%'`,
    );
    await conn.execute('analyze');
  }, 120000);
  afterAll(() => t.close());

  const LIST = `query($status: InvoiceStatus, $page: Int, $s: String) { invoices(first: 50, page: $page, status: $status, searchParam: $s) {
    total items { id code status totals { total } owner { id name } lineItems { id } payments { id } } } }`;

  // Speed is the list bench's (docs/performance.md, sections 9 and 11), not a timed assertion here:
  // these check that every shape of request answers at this size, with the exact total.
  it.each([
    ['merchant, first page', 'owner@demo.test', {}, `owner_id = (select id from organization where name = 'Druk Heritage Tours')`],
    [
      'merchant, paid filter, deep page',
      'owner@demo.test',
      { status: 'paid', page: 200 },
      `status = 'paid' and owner_id = (select id from organization where name = 'Druk Heritage Tours')`,
    ],
    ['staff, first page', 'bank.admin@demo.test', {}, 'true'],
    [
      'merchant, search',
      'owner@demo.test',
      { s: 'Group 9999' },
      `name ilike '%Group 9999%' and owner_id = (select id from organization where name = 'Druk Heritage Tours')`,
    ],
  ])('%s', async (_label, email, vars, where) => {
    const token = await t.login(email);
    const r = await t.gql<{ invoices: { total: number; items: unknown[] } }>(LIST, vars, token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.invoices.items.length).toBeGreaterThan(0);
    const [row] = await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from invoice where deleted_at is null and ${where}`);
    expect(r.data!.invoices.total).toBe(Number(row.n));
  });

  it('loads nested parts in batches, not per row (no N+1)', async () => {
    const token = await t.login('owner@demo.test');
    // Every statement, em.execute's and the prepared ones (the session's row), reaches the pool through Kysely.
    const client = t.app.get(MikroORM).em.getConnection().getClient();
    const spy = jest.spyOn(client, 'executeQuery');
    try {
      const r = await t.gql<{ invoices: { items: unknown[] } }>(LIST, {}, token);
      expect(r.data!.invoices.items).toHaveLength(50);
      // session + count + page + owners + line items + payments (+ disbursements for totals)
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(4);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(10);
    } finally {
      spy.mockRestore();
    }
  });
});
