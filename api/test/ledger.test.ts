import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';
import { payableAccountId } from '@pg/domain';

import { type LedgerPosting, LedgerService } from '../src/ledger/ledger.service';
import { accountBalances, rollUpLedger } from '../src/ledger/ledger-balances';
import { Organization } from '../src/organizations/organization.entity';
import { bookInvariants, journalLinesOf, payableEntries } from './support/ledger-fixtures';
import { createTestApp, type TestApp } from './test-app';

// The books on real PostgreSQL: journals balance or do not commit, rows are append-only,
// concurrent payments of one organization neither wait nor lose a cent, a key posts once, and
// balances read from rollups plus their tail agree with the sum of postings whatever commits late.
describe('double-entry books (real PostgreSQL)', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.get(LedgerService);
    orgId = (await t.app.get(MikroORM).em.fork().findOneOrFail(Organization, { name: 'Paro Valley Hotel' })).id;
  }, 60000);
  afterAll(() => t.close());

  const fork = () => t.app.get(MikroORM).em.fork();
  const payment = (chargedCents: number, payableCents: number, sourceId = randomUUID()): LedgerPosting => ({
    event: { kind: 'payment', organizationId: orgId, processor: 'sandbox', chargedCents, payableCents },
    transactionType: 'invoicePayment',
    sourceType: 'invoice',
    sourceId,
    remarks: `paid ${chargedCents}`,
  });
  const post = (p: LedgerPosting) => fork().transactional((tx) => ledger.post(tx, p));
  const balance = async (accountId = payableAccountId(orgId)) => -((await accountBalances(fork(), [accountId])).get(accountId)?.balanceCents ?? 0);

  it('a payment of $100 with a $3.50 fee: clearing +100, payable -96.50, fee revenue -3.50', async () => {
    const sourceId = randomUUID();
    await post(payment(10_000, 9_650, sourceId));
    expect(await journalLinesOf(fork(), sourceId)).toEqual([
      ['clearing:sandbox', 10_000],
      [payableAccountId(orgId), -9_650],
      ['platform:fee-revenue', -350],
    ]);
  });

  it('60 concurrent payments to one organization: the balance is their sum and the books balance', async () => {
    const before = await balance();
    const amounts = Array.from({ length: 60 }, (_, i) => (i + 1) * 137);
    const posted = await Promise.all(amounts.map((a) => post(payment(a + 10, a))));
    expect(posted.every((p) => p.created)).toBe(true);
    expect(await balance()).toBe(before + amounts.reduce((s, a) => s + a, 0));
    expect(await bookInvariants(fork())).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
  });

  it('the same key sent 10 times at once posts once', async () => {
    const before = await balance();
    const p = { ...payment(600, 500), sourceKey: `test:${randomUUID()}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => post(p)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(await balance()).toBe(before + 500);
  });

  it('refuses a post outside a transaction, a zero amount and a sign the type does not allow, writing nothing', async () => {
    const before = await bookInvariants(fork());
    await expect(ledger.post(fork(), payment(100, 90))).rejects.toThrow(/inside the transaction/);
    await expect(post(payment(0, 0))).rejects.toThrow('A ledger entry can not be zero');
    const wrongSign: LedgerPosting = {
      event: { kind: 'payout', organizationId: orgId, amountCents: -100 },
      transactionType: 'disbursement',
      sourceType: 't',
      sourceId: randomUUID(),
      remarks: 'x',
    };
    await expect(post(wrongSign)).rejects.toThrow('Disbursement entries debit the balance');
    expect((await bookInvariants(fork())).journals).toBe(before.journals);
  });

  it('the database refuses an unbalanced journal at commit, and any update, delete or truncate of the books', async () => {
    const sql = t.app.get(MikroORM).em.getConnection();
    const id = randomUUID();
    await expect(
      fork().transactional(async (tx) => {
        await tx.execute(
          `insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at) values (?, 'adjustment', 't', ?, ?, 'x', now())`,
          [id, id, `t:${id}`],
        );
        await tx.execute(`insert into ledger_posting (id, journal_id, account_id, amount_cents) values (gen_random_uuid(), ?, 'platform:fee-revenue', 100)`, [
          id,
        ]);
        await tx.execute(`insert into ledger_posting (id, journal_id, account_id, amount_cents) values (gen_random_uuid(), ?, ?, -99)`, [
          id,
          payableAccountId(orgId),
        ]);
      }),
    ).rejects.toThrow(/not balanced: 2 lines summing to 1/);
    await expect(sql.execute(`update ledger_posting set amount_cents = amount_cents + 1 where account_id = ?`, [payableAccountId(orgId)])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql.execute(`delete from ledger_journal`)).rejects.toThrow(/append-only/);
    await expect(sql.execute(`truncate ledger_posting cascade`)).rejects.toThrow(/append-only/);
    expect(await bookInvariants(fork())).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
  });

  it('a reversal undoes a journal line by line, once', async () => {
    const before = await balance();
    const { journalId } = await post(payment(2_000, 1_900));
    const reversal = { journalId, transactionType: 'adjustment' as const, sourceKey: `reversal:${journalId}`, remarks: 'mistake' };
    const [a, b] = await Promise.all([fork().transactional((tx) => ledger.reverse(tx, reversal)), fork().transactional((tx) => ledger.reverse(tx, reversal))]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await balance()).toBe(before);
  });

  it('a posting committed after a roll-up that started while it was open still counts (rollup + tail = sum)', async () => {
    const sum = async () => {
      const [row] = await fork().execute<{ s: string }[]>('select coalesce(sum(amount_cents), 0) as s from ledger_posting where account_id = ?', [
        payableAccountId(orgId),
      ]);
      return -Number(row.s);
    };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let posted!: () => void;
    const written = new Promise<void>((r) => (posted = r));
    const slow = fork().transactional(async (tx) => {
      await ledger.post(tx, payment(7_777, 7_000));
      posted();
      await held;
    });
    await written;
    await rollUpLedger(fork());
    release();
    await slow;
    expect(await balance()).toBe(await sum());
    await rollUpLedger(fork());
    expect(await balance()).toBe(await sum());
    // Rolled + tail = every entry. The roll-up stops at the oldest transaction still open in the
    // whole cluster (xids are cluster-wide), so another test file's open transaction may leave
    // some of this file's postings in the tail: both parts count, neither may lose or repeat one.
    const [rolled] = await fork().execute<{ n: string }[]>(
      `select (select postings from ledger_rollup where account_id = ?)
            + (select count(*) from ledger_posting where account_id = ? and tx_id >= (select coalesce((select through_xid from ledger_rollup_mark where id = 1), 0))) as n`,
      [payableAccountId(orgId), payableAccountId(orgId)],
    );
    expect(Number(rolled.n)).toBe((await payableEntries(fork(), { organizationId: orgId })).length);
  });

  it('orgLedger pages by cursor exactly as by page number, and refuses a forged cursor', async () => {
    const bank = await t.login('bank.admin@demo.test');
    const Q = `query($org: ID!, $first: Int, $page: Int, $after: String) { orgLedger(organizationId: $org, first: $first, page: $page, after: $after) { total endCursor items { id amount balance createdAt transactionType remarks sourceType sourceId } } }`;
    type Page = { total: number; endCursor: string | null; items: { id: string; amount: number; balance: number; createdAt: string }[] };
    const page = async (vars: Record<string, unknown>) => (await t.gql<{ orgLedger: Page }>(Q, { org: orgId, first: 7, ...vars }, bank)).data!.orgLedger;
    const first = await page({ page: 1 });
    const byCursor = await page({ after: first.endCursor });
    const byNumber = await page({ page: 2 });
    const r = await t.gql(Q, { org: orgId, first: 7, page: 2 }, bank);
    expect(r.errors).toBeUndefined();
    expect(Date.parse(byNumber.items[0].createdAt)).toBeGreaterThan(0);
    expect(byCursor.items).toEqual(byNumber.items);
    expect(first.items[6].balance - first.items[6].amount).toBeCloseTo(byCursor.items[0].balance, 2);
    // A page past the end: no entries, the total still counted (the page's statement gives one row of nulls).
    expect(await page({ page: 10_000 })).toEqual({ total: first.total, endCursor: null, items: [] });
    const [seq, cents, mac] = first.endCursor!.split('.');
    const forged = await t.gql(Q, { org: orgId, first: 7, after: `${seq}.${Number(cents) + 100_000}.${mac}` }, bank);
    expect(forged.errors?.[0]?.message).toBe('This ledger page link is no longer valid: open the ledger again.');
  });
});
