import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from './test-app';

// GET /ledger/export.csv: every posting of a date range (one account or all) as CSV, for bank
// and platform staff; formula injection guarded; a progress total first.
describe('ledger export (real PostgreSQL)', () => {
  let t: TestApp;
  let bank: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    bank = await t.login('bank.finance@demo.test');
  }, 60000);
  afterAll(() => t.close());

  const get = (query: string, token?: string) => fetch(`${t.url}/ledger/export.csv?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('exports every posting of the range with debit, credit and source; the total comes first', async () => {
    const res = await get(`from=2000-01-01&to=${today}`, bank);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Journal,Transaction Type,Account,Debit,Credit,Amount,Description,Source Type,Source Id');
    const [count] = await t.app.get(MikroORM).em.fork().execute<{ n: string }[]>('select count(*) as n from ledger_posting');
    expect(lines).toHaveLength(Number(count.n) + 1);
    expect(Number(res.headers.get('x-ledger-rows'))).toBe(Number(count.n));
    const payment = lines.find((l) => l.includes(',Invoice Payment,clearing:sandbox,'))!;
    expect(payment).toMatch(/,\d+\.\d\d,,\d+\.\d\d,Invoice INV-[\d-]+ paid,invoice,/);
  });

  it('one account, a date range in the past (nothing), and refusals', async () => {
    const fee = (await (await get(`from=2000-01-01&to=${today}&account=platform:fee-revenue`, bank)).text()).trim().split('\r\n');
    expect(fee.slice(1).every((l) => l.includes(',platform:fee-revenue,'))).toBe(true);
    expect((await (await get('from=2000-01-01&to=2000-01-02', bank)).text()).trim().split('\r\n')).toHaveLength(1);
    expect((await get(`from=2000-01-01&to=${today}`)).status).toBe(401);
    expect((await get(`from=2000-01-01&to=${today}`, await t.login('owner@demo.test'))).status).toBe(403);
    expect((await get('from=yesterday&to=today', bank)).status).toBe(400);
    expect((await get(`from=2000-01-01&to=${today}&account=nope`, bank)).status).toBe(400);
  });

  it('a description a spreadsheet would run as a formula is neutralised', async () => {
    const em = t.app.get(MikroORM).em.fork();
    await em.transactional(async (tx) => {
      const [org] = await tx.execute<{ id: string }[]>(`select id from organization where name = 'Paro Valley Hotel'`);
      await tx.execute(`insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at) values (gen_random_uuid(), 'adjustment', 'test', gen_random_uuid(), 'csv-injection', '=HYPERLINK("http://evil")', now())`);
      await tx.execute(
        `insert into ledger_posting (id, journal_id, account_id, amount_cents) select gen_random_uuid(), id, x.a, x.n from ledger_journal, (values (?::text, 100), ('platform:bank-settlement', -100)) as x(a, n) where source_key = 'csv-injection'`,
        [`payable:${org.id}`],
      );
    });
    const text = await (await get(`from=2000-01-01&to=${today}`, bank)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });
});
