import { MikroORM } from '@mikro-orm/postgresql';

import { LIST_COUNTED } from '../src/migrations/Migration20261127140000_list_counts';
import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, type TestApp } from './test-app';

// The lists' totals come from `list_count`, kept by triggers: after every kind of write the
// counters must equal count(*) of the listed rows, per organization (and all of them), key and mode.
describe('list counters (list_count)', () => {
  let t: TestApp;
  let orm: MikroORM;
  let tour: string;
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    orm.em.fork().getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    t = await createTestApp();
    orm = t.app.get(MikroORM);
    tour = (await orm.em.fork().findOneOrFail(Organization, { name: 'Druk Heritage Tours' })).id;
  }, 120000);
  afterAll(() => t.close());

  /** Every counter that differs from count(*) of its rows, by kind: empty when all agree. */
  async function mismatches(): Promise<string[]> {
    const out: string[] = [];
    for (const c of LIST_COUNTED) {
      const rows = await sql<{ org: string; key: string; live: boolean; counted: number; actual: number }>(
        `with actual as (
           select ${c.org} as org, ${c.key} as key, ${c.live} as live, count(*)::int as n from "${c.kind}" where ${c.listed} group by 1, 2, 3
           union all
           select 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, ${c.key}, ${c.live}, count(*)::int from "${c.kind}" where ${c.listed} group by 2, 3),
         counted as (select organization_id as org, key, livemode as live, sum(count)::int as n from list_count where kind = ? group by 1, 2, 3)
         select coalesce(a.org, k.org) as org, coalesce(a.key, k.key) as key, coalesce(a.live, k.live) as live,
                coalesce(k.n, 0) as counted, coalesce(a.n, 0) as actual
           from actual a full join counted k on k.org = a.org and k.key = a.key and k.live = a.live
          where a.org is not null and a.n is distinct from k.n or a.org is null and k.n <> 0`,
        [c.kind],
      );
      for (const r of rows) out.push(`${c.kind} ${r.org} ${r.key} live=${r.live}: counted ${r.counted}, actual ${r.actual}`);
    }
    return out;
  }

  /** Copies of one row of `table` with new ids and `overrides` (SQL expressions of n, the copy's number). */
  async function copies(table: string, n: number, overrides: Record<string, string>, where = 'true'): Promise<void> {
    const set = Object.entries(overrides)
      .map(([column, expr]) => `'${column}', ${expr}`)
      .join(', ');
    await sql(
      `insert into "${table}" select c.* from (select * from "${table}" where ${where} limit 1) r, generate_series(1, ${n}) as n,
         lateral jsonb_populate_record(null::"${table}", to_jsonb(r) || jsonb_build_object('id', gen_random_uuid(), ${set})) as c`,
    );
  }

  it('start equal to count(*) after the migration and the seed', async () => {
    expect(await sql<{ n: number }>('select count(*)::int as n from list_count')).not.toEqual([{ n: 0 }]);
    expect(await mismatches()).toEqual([]);
  });

  it('follow bulk inserts, status changes, soft deletes and deletes', async () => {
    await copies('invoice', 300, {
      code: `'LC-' || n`,
      access_key: `md5(random()::text) || n`,
      status: `(array['unpaid','paid','void'])[1 + n % 3]`,
      owner_id: `'${tour}'`,
      deleted_at: 'null',
    });
    expect(await mismatches()).toEqual([]);
    await sql(`update invoice set status = 'paid' where code like 'LC-%' and status = 'unpaid'`);
    await sql(`update invoice set name = 'renamed' where code like 'LC-%'`); // no key changes: nothing written
    expect(await mismatches()).toEqual([]);
    await sql(`update invoice set deleted_at = now() where code like 'LC-1%'`);
    await sql(`update invoice set deleted_at = null where code = 'LC-100'`);
    expect(await mismatches()).toEqual([]);
    await sql(`delete from invoice where code like 'LC-2%'`);
    expect(await mismatches()).toEqual([]);
    const staff = await sql<{ n: number }>(`select count(*)::int as n from invoice where deleted_at is null`);
    const mine = await sql<{ n: number }>(`select count(*)::int as n from invoice where deleted_at is null and owner_id = ? and status = 'paid'`, [tour]);
    // The API's totals (first: 1 makes the page full, so the total is read, not derived).
    const owner = await t.login('owner@demo.test');
    const bank = await t.login('bank.admin@demo.test');
    const paid = await t.gql<{ invoices: { total: number } }>(`{ invoices(first: 1, status: paid) { total } }`, {}, owner);
    expect(paid.data?.invoices.total).toBe(mine[0].n);
    const all = await t.gql<{ invoices: { total: number } }>(`{ invoices(first: 1) { total } }`, {}, bank);
    expect(all.data?.invoices.total).toBe(staff[0].n);
  });

  it('keep test-mode checkouts and refunds apart from live ones', async () => {
    await copies('web_payment', 40, { code: `'LCW-' || n`, access_key: `md5(random()::text) || n`, livemode: 'n % 2 = 0', owner_id: `'${tour}'` });
    await copies('refund', 20, { code: `'LCR-' || n`, livemode: 'n % 4 = 0', owner_id: `'${tour}'` });
    await sql(`update web_payment set livemode = true where code = 'LCW-1'`);
    await sql(`update refund set status = 'closed', progress_status = 'refunded' where code like 'LCR-1%'`);
    expect(await mismatches()).toEqual([]);
    const testOnes = await sql<{ n: number }>(`select count(*)::int as n from web_payment where owner_id = ? and livemode = false`, [tour]);
    const owner = await t.login('owner@demo.test');
    const r = await t.gql<{ webPayments: { total: number } }>(`{ webPayments(first: 1, livemode: false) { total } }`, {}, owner);
    expect(r.data?.webPayments.total).toBe(testOnes[0].n);
    await sql(`delete from refund where code like 'LCR-%'`);
    expect(await mismatches()).toEqual([]);
  });

  it('follow users, organizations, disputes and transfers', async () => {
    await copies('app_user', 12, { email: `'lc' || n || '@example.test'`, locked: 'n % 3 = 0', role: 'role' }, `organization_id = '${tour}'`);
    await sql(`update app_user set locked = not locked where email like 'lc%@example.test'`);
    await copies('organization', 5, {
      name: `'LC Org ' || n`,
      email: `'lc-org' || n || '@example.test'`,
      license_number: `'LC-LIC-' || n`,
      phone_number: 'null',
      status: `'requested'`,
    });
    await sql(`update organization set status = 'active' where name = 'LC Org 1'`);
    await copies('dispute', 6, { code: `'LCD-' || n`, processor_dispute_id: `'lc-' || n`, livemode: 'n % 2 = 0' });
    await sql(`update dispute set livemode = true where code = 'LCD-1'`);
    await copies('transfer', 4, { code: `'LCT-' || n`, status: `'completed'` });
    await sql(`update transfer set status = 'failed' where code = 'LCT-1'`);
    expect(await mismatches()).toEqual([]);
  });

  it("are read with the page: a full page's total, an empty page's past the end and the rows walked agree, for every list", async () => {
    const owner = await t.login('owner@demo.test');
    const bank = await t.login('bank.admin@demo.test');
    const platform = await t.login('pg.admin@demo.test');
    const lists: [string, string, string][] = [
      ['invoices', '', owner],
      ['invoices', '', bank],
      ['invoices', 'status: paid', owner],
      ['webPayments', '', owner],
      ['webPayments', 'livemode: false', owner],
      ['refunds', '', owner],
      ['refunds', 'awaitingMyAction: true', owner],
      ['refunds', 'status: open', platform],
      ['disputes', '', platform],
      ['transfers', '', bank],
      ['users', '', owner],
      ['users', '', platform],
      ['organizationList', '', platform],
      ['organizationList', '', bank],
    ];
    for (const [list, filter, token] of lists) {
      const args = filter ? `, ${filter}` : '';
      const total = async (window: string) => {
        const field = list === 'users' ? 'count' : 'total'; // (spec 002 names the user list's total `count`)
        const r = await t.gql<Record<string, { total: number; items: unknown[] }>>(
          `{ ${list}(${window}${args}) { total: ${field} items { __typename } } }`,
          {},
          token,
        );
        expect(r.errors).toBeUndefined();
        return r.data![list];
      };
      // A full page reads the counters with its rows; a page past the end reads them alone;
      // walking every page derives the total from the last one.
      const full = (await total('first: 1')).total;
      const past = await total('first: 1, page: 1000000');
      expect(past.items).toEqual([]);
      let walked = 0;
      for (let page = 1; ; page++) {
        const p = await total(`first: 100, page: ${page}`);
        walked += p.items.length;
        if (p.items.length < 100) break;
      }
      expect([list, filter, full, past.total]).toEqual([list, filter, walked, walked]);
      expect([list, filter, walked > 0]).toEqual([list, filter, true]);
    }
  });

  it('stay exact under concurrent inserts and updates to one organization', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, w) =>
        orm.em.fork().transactional(async (em) => {
          const conn = em.getConnection();
          for (let i = 0; i < 10; i++) {
            await conn.execute(
              `insert into invoice select (jsonb_populate_record(null::invoice, to_jsonb(r) || jsonb_build_object('id', gen_random_uuid(),
                 'code', 'LCC-${w}-${i}', 'access_key', md5(random()::text), 'status', 'unpaid', 'owner_id', ?::uuid, 'deleted_at', null))).*
                 from (select * from invoice limit 1) r`,
              [tour],
              'all',
              em.getTransactionContext(),
            );
            if (i % 3 === 2) await conn.execute(`update invoice set status = 'paid' where code = 'LCC-${w}-${i - 1}'`, [], 'all', em.getTransactionContext());
          }
        }),
      ),
    );
    const made = await sql<{ n: number }>(`select count(*)::int as n from invoice where code like 'LCC-%'`);
    expect(made[0].n).toBe(120);
    expect(await mismatches()).toEqual([]);
  });

  it('are rebuilt from the rows by list_count_track (how a table gets counted, e.g. by mode)', async () => {
    await sql(`update list_count set count = count + 5 where kind = 'transfer'`);
    expect(await mismatches()).not.toEqual([]);
    await sql(`select list_count_track('transfer', 'null::uuid', 'status', 'true', 'true')`);
    expect(await mismatches()).toEqual([]);
  });
});
