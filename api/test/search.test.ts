import { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '@pg/domain';

import { amountCents } from '../src/search/search-terms';
import { DEMO_ACCOUNTS, loginAll, sessionIds } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// globalSearch against the seeded demo data, with a few records re-tagged so each way of
// matching (code, customer name, e-mail, card last four, exact amount) has one known answer.
const SEARCH = `query($q: String!) { globalSearch(query: $q) { query groups { kind total items { id kind title subtitle url } } } }`;

interface Group {
  kind: string;
  total: number;
  items: { id: string; kind: string; title: string; subtitle: string | null; url: string }[];
}

describe('globalSearch', () => {
  let t: TestApp;
  let sql: (q: string, params?: unknown[]) => Promise<Record<string, string>[]>;
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<string, string>;

  const search = async (role: Role, q: string): Promise<Group[]> => {
    const r = await t.gql<{ globalSearch: { groups: Group[] } }>(SEARCH, { q }, tokens[role]);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.globalSearch.groups;
  };
  const idsOf = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.items.map((i) => i.id) ?? [];
  const kinds = (groups: Group[]) => groups.map((g) => g.kind);

  beforeAll(async () => {
    t = await createTestApp();
    const conn = t.app.get(MikroORM).em.getConnection();
    sql = (q, params = []) => conn.execute(q, params);
    const roles = Object.keys(DEMO_ACCOUNTS).map(Number) as Role[];
    const logged = await loginAll(
      t,
      roles.map((r) => DEMO_ACCOUNTS[r]),
    );
    roles.forEach((r, i) => (tokens[r] = logged[i]));
    const mine = (await sessionIds(t, tokens[Role.OWNER])).organizationId;
    const [other] = await sql(`select id from organization where id <> ? and type in ('agency', 'hotel', 'airline', 'government') order by name limit 1`, [
      mine,
    ]);
    ids.other = other.id;

    // Two invoices of the demo merchant: one re-tagged as ours, one moved to another merchant
    // with the same customer, e-mail, amount and card, which our merchant must never see.
    const invoices = await sql(`select id from invoice where owner_id = ? and deleted_at is null order by created_at limit 2`, [mine]);
    [ids.invoice, ids.theirInvoice] = invoices.map((r) => r.id);
    await sql(
      `update invoice set code = 'SRCHQ-INV-1', recipient_name = 'Zebediah', recipient_sur_name = 'Quillfeather', recipient_email = 'zeb.quill@search.test', total_cents = 987654 where id = ?`,
      [ids.invoice],
    );
    await sql(
      `update invoice set code = 'SRCHQ-INV-2', recipient_name = 'Zebediah', recipient_sur_name = 'Quillfeather', recipient_email = 'zeb.quill@search.test', total_cents = 987654, owner_id = ? where id = ?`,
      [ids.other, ids.theirInvoice],
    );
    for (const id of [ids.invoice, ids.theirInvoice]) {
      await sql(
        `insert into payment (id, created_at, updated_at, invoice_id, amount_cents, platform_fee_cents, status, idempotency_key, processor, last4)
        values (gen_random_uuid(), now(), now(), ?, 987654, 0, 'failed', gen_random_uuid()::text, 'sandbox', '7319')`,
        [id],
      );
    }

    const [checkout] = await sql(`select id from web_payment where owner_id = ? order by created_at limit 1`, [mine]);
    ids.checkout = checkout.id;
    await sql(`update web_payment set code = 'SRCHQ-CHK-1', amount_cents = 123456 where id = ?`, [ids.checkout]);
    await sql(
      `insert into checkout_payment (id, created_at, updated_at, web_payment_id, amount_cents, status, idempotency_key, processor, last4, customer_name, email)
      values (gen_random_uuid(), now(), now(), ?, 123456, 'failed', gen_random_uuid()::text, 'sandbox', '6642', 'Ottoline Brackwater', 'ottoline@search.test')`,
      [ids.checkout],
    );

    const [refund] = await sql(`select id from refund where owner_id = ? order by created_at limit 1`, [mine]);
    ids.refund = refund.id;
    await sql(`update refund set code = 'SRCHQ-REF-1', requested_amount_cents = 4321 where id = ?`, [ids.refund]);
    const [dispute] = await sql(`select id from dispute where owner_id = ? order by created_at limit 1`, [mine]);
    ids.dispute = dispute.id;
    await sql(`update dispute set code = 'SRCHQ-DSP-1', dispute_amount_cents = 5432 where id = ?`, [ids.dispute]);
    const [transfer] = await sql(`select id from transfer order by created_at limit 1`);
    ids.transfer = transfer.id;
    await sql(`update transfer set code = 'SRCHQ-TRF-1', amount_cents = 6543 where id = ?`, [ids.transfer]);
    ids.user = (await sessionIds(t, tokens[Role.USER])).userId;
    await sql(`update app_user set name = 'Peregrine', surname = 'Vasquez-Holt' where id = ?`, [ids.user]);
    ids.mine = mine;
  }, 120_000);
  afterAll(() => t.close());

  it('reads amounts exactly, in cents, and nothing else as an amount', () => {
    expect(amountCents('250')).toBe(25000);
    expect(amountCents('250.00')).toBe(25000);
    expect(amountCents('250.5')).toBe(25050);
    expect(amountCents('$1,250.05')).toBe(125005);
    for (const text of ['250.005', '1,25', 'abc', '12a', '999999999']) expect(amountCents(text)).toBeNull();
  });

  it('finds an invoice by code, customer name, e-mail, card last four and amount, with its detail link', async () => {
    for (const q of ['srchq-inv-1', 'Zebediah Quill', 'zeb.quill@search', '7319', '9876.54', '9,876.54']) {
      const groups = await search(Role.OWNER, q);
      expect([q, idsOf(groups, 'invoice')]).toEqual([q, [ids.invoice]]);
    }
    const [item] = (await search(Role.OWNER, 'SRCHQ-INV-1'))[0].items;
    expect(item).toEqual({
      id: ids.invoice,
      kind: 'invoice',
      title: 'SRCHQ-INV-1',
      subtitle: expect.stringContaining('Zebediah Quillfeather'),
      url: `/invoices/${ids.invoice}`,
    });
    expect(item.subtitle).toContain('9,876.54');
  });

  it('finds checkouts, refunds and disputes by code, customer, last four and amount', async () => {
    for (const q of ['SRCHQ-CHK', 'Ottoline Brack', 'ottoline@search.test', '6642', '1234.56'])
      expect([q, idsOf(await search(Role.ADMIN, q), 'checkout')]).toEqual([q, [ids.checkout]]);
    expect(idsOf(await search(Role.USER, 'srchq-ref-1'), 'refund')).toEqual([ids.refund]);
    expect(idsOf(await search(Role.USER, '43.21'), 'refund')).toEqual([ids.refund]);
    expect(idsOf(await search(Role.USER, 'SRCHQ-DSP-1'), 'dispute')).toEqual([ids.dispute]);
    expect(idsOf(await search(Role.USER, '54.32'), 'dispute')).toEqual([ids.dispute]);
    const checkout = (await search(Role.OWNER, 'SRCHQ-CHK-1')).find((g) => g.kind === 'checkout')!.items[0];
    expect(checkout.url).toBe(`/checkouts/${ids.checkout}`);
    expect((await search(Role.OWNER, 'SRCHQ-REF-1'))[0].items[0].url).toBe(`/refunds/details/${ids.refund}`);
    expect((await search(Role.OWNER, 'SRCHQ-DSP-1'))[0].items[0].url).toBe(`/disputes/details/${ids.dispute}`);
  });

  it("never shows another merchant's records to a merchant; staff see both", async () => {
    for (const role of [Role.OWNER, Role.ADMIN, Role.USER]) {
      for (const q of ['Zebediah', 'SRCHQ-INV-2', '7319', '9876.54']) {
        const found = idsOf(await search(role, q), 'invoice');
        expect([role, q, found.includes(ids.theirInvoice)]).toEqual([role, q, false]);
        if (q !== 'SRCHQ-INV-2') expect(found).toContain(ids.invoice);
      }
    }
    for (const role of [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE]) {
      expect(idsOf(await search(role, 'Zebediah Quillfeather'), 'invoice').sort()).toEqual([ids.invoice, ids.theirInvoice].sort());
    }
  });

  it('gives transfers only to the roles that may open /transfers', async () => {
    for (const role of [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE]) {
      const groups = await search(role, 'SRCHQ-TRF-1');
      expect(idsOf(groups, 'transfer')).toEqual([ids.transfer]);
      expect(groups.find((g) => g.kind === 'transfer')!.items[0].url).toBe(`/transfers/${ids.transfer}`);
    }
    for (const role of [Role.OWNER, Role.ADMIN, Role.USER]) expect(kinds(await search(role, 'SRCHQ-TRF-1'))).toEqual([]);
  });

  it('finds users and organizations within the roles that manage them', async () => {
    expect(idsOf(await search(Role.OWNER, 'Peregrine Vasquez'), 'user')).toEqual([ids.user]);
    expect(idsOf(await search(Role.PG_ADMIN, 'Peregrine'), 'user')).toEqual([ids.user]);
    // User and Bank Admin may not open /users
    expect(kinds(await search(Role.USER, 'Peregrine'))).toEqual([]);
    expect(kinds(await search(Role.BANK_ADMIN, 'Peregrine'))).toEqual([]);
    const [org] = await sql(`select name from organization where id = ?`, [ids.mine]);
    expect(idsOf(await search(Role.BANK_FINANCE, org.name), 'organization')).toContain(ids.mine);
    expect(idsOf(await search(Role.OWNER, org.name), 'organization')).toEqual([]);
    // another merchant's users are not the owner's to find (the platform finds them: the search is not just empty)
    const [stranger] = await sql(
      `select u.id, u.email from app_user u join organization o on o.id = u.organization_id
       where o.id <> ? and o.type in ('agency', 'hotel', 'airline', 'government') order by u.email limit 1`,
      [ids.mine],
    );
    if (!stranger) throw new Error('the demo data has no user of another merchant: the cross-merchant check has nothing to look for');
    expect(idsOf(await search(Role.PG_ADMIN, stranger.email), 'user')).toContain(stranger.id);
    expect(idsOf(await search(Role.OWNER, stranger.email), 'user')).toEqual([]);
  });

  it('caps each kind at five with the total, and finds nothing under two characters', async () => {
    const groups = await search(Role.PG_ADMIN, 'INV');
    const invoices = groups.find((g) => g.kind === 'invoice')!;
    expect(invoices.items.length).toBe(5);
    expect(invoices.total).toBeGreaterThan(5);
    expect(await search(Role.PG_ADMIN, 'I')).toEqual([]);
    // two characters match at the start only (no trigram inside them to use an index)
    expect(idsOf(await search(Role.OWNER, 'ze'), 'invoice')).toContain(ids.invoice);
    expect(idsOf(await search(Role.OWNER, 'eb'), 'invoice')).not.toContain(ids.invoice);
    expect(await search(Role.PG_ADMIN, ' 7 ')).toEqual([]);
  });

  it('is refused to strangers', async () => {
    const r = await t.gql(SEARCH, { q: 'SRCHQ' });
    expect(r.errors?.[0]?.extensions?.code).toBe('AUTH_REQUIRED');
  });
});
