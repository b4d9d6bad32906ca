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

  it("takes whole days from and to, and one organization's account, in journal order", async () => {
    const em = t.app.get(MikroORM).em.fork();
    const [org] = await em.execute<{ id: string }[]>(`select id from organization where name = 'Druk Heritage Tours'`);
    const payable = `payable:${org.id}`;
    // Three journals on days nobody else uses: the first and last instants of 4 May 2001, and 5 May.
    await em.transactional(async (tx) => {
      for (const [key, at, cents] of [
        ['day-first', '2001-05-04T00:00:00.000Z', 1000],
        ['day-last', '2001-05-04T23:59:59.999Z', 2000],
        ['day-after', '2001-05-05T00:00:00.000Z', 4000],
      ] as const) {
        await tx.execute(
          `insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at) values (gen_random_uuid(), 'adjustment', 'test', gen_random_uuid(), ?, ?, ?)`,
          [`csv-${key}`, `Adjustment ${key}`, at],
        );
        await tx.execute(
          `insert into ledger_posting (id, journal_id, account_id, amount_cents) select gen_random_uuid(), id, x.a, x.n from ledger_journal, (values (?::text, ?::bigint), ('platform:bank-settlement', ?::bigint)) as x(a, n) where source_key = ?`,
          [payable, -cents, cents, `csv-${key}`],
        );
      }
    });
    const csv = async (query: string, token = bank) => (await (await get(query, token)).text()).trim().split('\r\n').slice(1);

    const day = await csv('from=2001-05-04&to=2001-05-04');
    expect(day.map((l) => l.split(',')[7])).toEqual(['Adjustment day-first', 'Adjustment day-first', 'Adjustment day-last', 'Adjustment day-last']);
    expect(day[0]).toMatch(new RegExp(`^2001-05-04T00:00:00.000Z,[0-9a-f-]{36},Adjustment,${payable},,10.00,-10.00,Adjustment day-first,test,[0-9a-f-]{36}$`));
    expect(day[1]).toMatch(/,platform:bank-settlement,10\.00,,10\.00,/);
    expect(await csv('from=2001-05-05&to=2001-05-05')).toHaveLength(2);
    expect(await csv('from=2001-05-03&to=2001-05-05')).toHaveLength(6);

    const account = await csv(`from=2001-05-01&to=2001-05-31&account=${encodeURIComponent(payable)}`);
    expect(account.map((l) => l.split(',')[6])).toEqual(['-10.00', '-20.00', '-40.00']);
    expect(account.every((l) => l.split(',')[3] === payable)).toBe(true);
  });

  it('is for bank and platform staff; merchants are refused, a range ending before it starts too', async () => {
    const query = 'from=2001-05-04&to=2001-05-04';
    for (const email of ['bank.admin@demo.test', 'bank.finance@demo.test', 'pg.admin@demo.test']) {
      expect((await get(query, await t.login(email))).status).toBe(200);
    }
    for (const email of ['owner@demo.test', 'admin@demo.test', 'user@demo.test']) {
      const res = await get(query, await t.login(email));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    }
    expect((await get(query, 'not-a-session')).status).toBe(401);
    const refused = await get('from=2001-05-05&to=2001-05-04', bank);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'The start date must not be after the end date' });
  });

  it('a description a spreadsheet would run as a formula is neutralised', async () => {
    const em = t.app.get(MikroORM).em.fork();
    await em.transactional(async (tx) => {
      const [org] = await tx.execute<{ id: string }[]>(`select id from organization where name = 'Paro Valley Hotel'`);
      await tx.execute(
        `insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at) values (gen_random_uuid(), 'adjustment', 'test', gen_random_uuid(), 'csv-injection', '=HYPERLINK("http://evil")', now())`,
      );
      await tx.execute(
        `insert into ledger_posting (id, journal_id, account_id, amount_cents) select gen_random_uuid(), id, x.a, x.n from ledger_journal, (values (?::text, 100), ('platform:bank-settlement', -100)) as x(a, n) where source_key = 'csv-injection'`,
        [`payable:${org.id}`],
      );
    });
    const text = await (await get(`from=2000-01-01&to=${today}`, bank)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
    // The same guard as the other reports: every cell a spreadsheet reads as a formula starts with '.
    for (const line of text.trim().split('\r\n')) expect(line).not.toMatch(/(^|,)[=+@\t\r]/);
  });
});
