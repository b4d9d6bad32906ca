import { MikroORM } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents, invoiceTransferAmountCents, PLATFORM_ACCOUNT_IDS, Role } from '@pg/domain';

import { LedgerService } from '../src/ledger/ledger.service';
import { ledgerSqlChecks } from '../src/ledger/ledger-audit.checks';
import { rollUpLedger } from '../src/ledger/ledger-balances';
import { TemporalService } from '../src/temporal/temporal.service';
import { paymentJournalsOffTheirPaidAt } from './support/ledger-fixtures';
import { DEMO_ACCOUNTS, loginAll, sessionIds } from './support/people-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// The dashboards' aggregates against the seeded demo data (with its six months of history),
// each figure recomputed here from the record tables (not from the ledger the API reads), before
// and after the ledger's daily roll-up; plus who may ask, and what a merchant never sees.
const POINT = 'bucket grossCents netCents count';
const QUEUE = 'total items { id code label amountCents dueAt url }';
const MERCHANT = `query($from: String, $to: String, $bucket: DashboardBucket) { merchantDashboard(from: $from, to: $to, bucket: $bucket) {
  from to bucket volume { ${POINT} } grossCents netCents invoices { paid unpaid } checkouts { paid unpaid }
  refunds { count amountCents rateBps } disputes { count amountCents rateBps } payableBalanceCents
  disputeDeadlines { ${QUEUE} } refundsAwaiting { ${QUEUE} } } }`;
const BANK = `query($from: String, $to: String, $bucket: DashboardBucket) { bankDashboard(from: $from, to: $to, bucket: $bucket) {
  owedCents owingCents owed { organizationId name balanceCents } owing { organizationId name balanceCents } transfers { ${POINT} }
  refundsAwaiting { ${QUEUE} } organizationsAwaiting { ${QUEUE} } } }`;
const PLATFORM = `query($from: String, $to: String, $bucket: DashboardBucket) { platformDashboard(from: $from, to: $to, bucket: $bucket) {
  volume { ${POINT} } grossCents feeRevenueCents disputesByStatus { status count } disputesDueSoon { ${QUEUE} } refundsAwaiting { ${QUEUE} }
  stuckProcesses { thresholdMinutes checked error items { workflowId workflowType waitingOn attempts lastProgressAt } } } }`;

type Point = { bucket: string; grossCents: number; netCents: number; count: number };
type Queue = { total: number; items: { id: string; code: string; url: string; dueAt: string | null }[] };
interface Merchant {
  from: string;
  to: string;
  volume: Point[];
  grossCents: number;
  netCents: number;
  invoices: { paid: number; unpaid: number };
  checkouts: { paid: number; unpaid: number };
  refunds: { count: number; amountCents: number; rateBps: number };
  disputes: { count: number; amountCents: number; rateBps: number };
  payableBalanceCents: number;
  disputeDeadlines: Queue;
  refundsAwaiting: Queue;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TO = iso(Date.now());
const FROM = iso(Date.now() - 240 * DAY);

describe('dashboards', () => {
  let t: TestApp;
  let orm: MikroORM;
  let sql: (q: string, params?: unknown[]) => Promise<Record<string, string>[]>;
  const tokens = {} as Record<Role, string>;
  let org: string;

  const ask = async <T>(query: string, role: Role, variables: Record<string, unknown> = { from: FROM, to: TO, bucket: 'month' }) => {
    const r = await t.gql<T>(query, variables, tokens[role]);
    return r as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  };
  const merchant = async (role: Role = Role.OWNER, variables?: Record<string, unknown>) => {
    const r = await ask<{ merchantDashboard: Merchant }>(MERCHANT, role, variables);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.merchantDashboard;
  };

  beforeAll(async () => {
    process.env.STUCK_PROCESS_MINUTES = '0.02'; // a second or so: the test's unpolled process is stuck at once
    t = await createTestApp({ demoHistory: true });
    orm = t.app.get(MikroORM);
    const conn = orm.em.getConnection();
    sql = (q, params = []) => conn.execute(q, params);
    const roles = Object.keys(DEMO_ACCOUNTS).map(Number) as Role[];
    const logged = await loginAll(
      t,
      roles.map((r) => DEMO_ACCOUNTS[r]),
    );
    roles.forEach((r, i) => (tokens[r] = logged[i]));
    org = (await sessionIds(t, tokens[Role.OWNER])).organizationId;
  });

  afterAll(async () => {
    delete process.env.STUCK_PROCESS_MINUTES;
    await t?.close();
  });

  /** The merchant's payments per month recomputed from invoices and checkouts (charged, payable). */
  async function expectedVolume(owner: string): Promise<Map<string, Point>> {
    const rows = await sql(
      `select to_char(date_trunc('month', paid_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket, total_cents as charged, subtotal_cents, merchant_processing_fee_bps as bps, 'invoice' as kind, 0 as fee
         from invoice where owner_id = ? and paid_at is not null and status in ('paid', 'disbursed') and deleted_at is null and paid_at >= ?::date and paid_at < (?::date + 1)
       union all
       select to_char(date_trunc('month', paid_at at time zone 'UTC'), 'YYYY-MM-DD'), amount_cents + transaction_fee_cents, amount_cents, 0, 'checkout', merchant_processing_fee_cents
         from web_payment where owner_id = ? and paid_at is not null and paid_at >= ?::date and paid_at < (?::date + 1)`,
      [owner, FROM, TO, owner, FROM, TO],
    );
    const out = new Map<string, Point>();
    for (const r of rows) {
      const p = out.get(r.bucket) ?? { bucket: r.bucket, grossCents: 0, netCents: 0, count: 0 };
      p.grossCents += Number(r.charged);
      p.netCents +=
        r.kind === 'invoice'
          ? invoiceTransferAmountCents(Number(r.subtotal_cents), Number(r.bps))
          : checkoutTransferAmountCents(Number(r.subtotal_cents), Number(r.fee));
      p.count += 1;
      out.set(r.bucket, p);
    }
    return out;
  }

  it('gives the merchant its gross and net volume per month, as its invoices and checkouts add up, before and after the roll-up', async () => {
    const expected = await expectedVolume(org);
    // the demo's six months of history: several months have payments
    expect(expected.size).toBeGreaterThanOrEqual(6);
    const check = (d: Merchant) => {
      expect(d.from).toBe(FROM);
      expect(d.to).toBe(TO);
      // every month of the period is present, zeros included, in order
      expect(d.volume.map((p) => p.bucket)).toEqual([...d.volume.map((p) => p.bucket)].sort());
      expect(d.volume.length).toBeGreaterThanOrEqual(8);
      for (const p of d.volume) expect(p).toEqual(expected.get(p.bucket) ?? { bucket: p.bucket, grossCents: 0, netCents: 0, count: 0 });
      expect(d.grossCents).toBe([...expected.values()].reduce((n, p) => n + p.grossCents, 0));
      expect(d.netCents).toBeLessThan(d.grossCents);
    };
    const before = await merchant();
    check(before);
    await rollUpLedger(orm.em.fork());
    const [rolled] = await sql('select count(*) as n from ledger_daily_rollup');
    expect(Number(rolled.n)).toBeGreaterThan(0);
    const after = await merchant();
    check(after);
    expect(after).toEqual(before);
  });

  it("the demo's six months of history keep the books: the nightly audit's checks find nothing", async () => {
    const [history] = await sql(`select count(*) as n, min(paid_at) as first from invoice where owner_id = ? and paid_at < now() - interval '14 days'`, [org]);
    expect(Number(history.n)).toBeGreaterThan(40);
    expect(Date.now() - new Date(history.first).getTime()).toBeGreaterThan(170 * DAY);
    expect(await ledgerSqlChecks(orm.em.fork())).toMatchObject({ differences: [] });
    // The months above come from the journals, the records' from paid_at: every payment's journal
    // is dated at its paid_at (the demo's own payments were dated at seeding: off by up to 25 days).
    expect(await paymentJournalsOffTheirPaidAt(orm.em.fork())).toMatchObject({ off: [] });
  });

  it('groups the same payments by day and by week to the same totals', async () => {
    const byMonth = await merchant();
    for (const bucket of ['week', 'day']) {
      const d = await merchant(Role.OWNER, { from: FROM, to: TO, bucket });
      expect(d.grossCents).toBe(byMonth.grossCents);
      expect(d.netCents).toBe(byMonth.netCents);
      expect(d.volume.reduce((n, p) => n + p.count, 0)).toBe(byMonth.volume.reduce((n, p) => n + p.count, 0));
    }
    const days = await merchant(Role.OWNER, { from: '2026-03-01', to: '2026-03-31', bucket: 'day' });
    expect(days.volume).toHaveLength(31);
    const weeks = await merchant(Role.OWNER, { from: '2026-03-01', to: '2026-03-31', bucket: 'week' });
    // 1 March 2026 is a Sunday: its week starts on Monday 23 February
    expect(weeks.volume[0].bucket).toBe('2026-02-23');
  });

  it('counts paid and unpaid invoices and checkouts, refunds and disputes with their rates, the balance and what waits for the merchant', async () => {
    const d = await merchant(Role.USER);
    const [counts] = await sql(
      `select (select count(*) from invoice where owner_id = ? and status = 'unpaid' and deleted_at is null) as ui,
              (select count(*) from web_payment where owner_id = ? and status = 'unpaid') as uc,
              (select count(*) from invoice where owner_id = ? and paid_at >= ?::date and status in ('paid', 'disbursed')) as pi,
              (select count(*) from web_payment where owner_id = ? and paid_at >= ?::date) as pc,
              (select count(*) from refund where owner_id = ? and created_at >= ?::date) as r,
              (select coalesce(sum(requested_amount_cents), 0) from refund where owner_id = ? and created_at >= ?::date) as rc,
              (select count(*) from dispute where owner_id = ? and created_at >= ?::date) as d`,
      [org, org, org, FROM, org, FROM, org, FROM, org, FROM, org, FROM],
    );
    expect(d.invoices).toEqual({ paid: Number(counts.pi), unpaid: Number(counts.ui) });
    expect(d.checkouts).toEqual({ paid: Number(counts.pc), unpaid: Number(counts.uc) });
    expect(d.refunds.count).toBe(Number(counts.r));
    expect(d.refunds.amountCents).toBe(Number(counts.rc));
    expect(d.disputes.count).toBe(Number(counts.d));
    const payments = d.invoices.paid + d.checkouts.paid;
    expect(d.refunds.rateBps).toBe(Math.round((d.refunds.count * 10_000) / payments));
    expect(d.disputes.rateBps).toBe(Math.round((d.disputes.count * 10_000) / payments));
    const [balance] = await sql(`select -coalesce(sum(amount_cents), 0) as b from ledger_posting where account_id = ?`, [`payable:${org}`]);
    expect(d.payableBalanceCents).toBe(Number(balance.b));
    const open = await sql(
      `select id from dispute where owner_id = ? and status = 'open' and progress_status = 'received' order by merchant_response_due_date`,
      [org],
    );
    expect(d.disputeDeadlines.total).toBe(open.length);
    expect(d.disputeDeadlines.items.map((i) => i.id)).toEqual(open.slice(0, 5).map((r) => r.id));
    const waiting = await sql(`select id from refund where owner_id = ? and status = 'open' and progress_status = 'initiated'`, [org]);
    expect(d.refundsAwaiting.total).toBe(waiting.length);
    expect(d.refundsAwaiting.total).toBeGreaterThan(0);
    expect(d.refundsAwaiting.items[0].url).toBe(`/refunds/details/${d.refundsAwaiting.items[0].id}`);
  });

  it("keeps a merchant to its own organization: another merchant's payment moves the platform's figures, not its own", async () => {
    const [other] = await sql(`select id from organization where id <> ? and type in ('hotel', 'airline', 'government') order by name limit 1`, [org]);
    const before = await merchant();
    const platformBefore = (await ask<{ platformDashboard: { grossCents: number; feeRevenueCents: number } }>(PLATFORM, Role.PG_ADMIN)).data!.platformDashboard;
    const sourceId = '00000000-0000-4000-8000-00000000da5b';
    await orm.em.fork().transactional((tx) =>
      new LedgerService().post(tx, {
        event: { kind: 'payment', organizationId: other.id, processor: 'sandbox', chargedCents: 50_000, payableCents: 48_000 },
        transactionType: 'invoicePayment',
        sourceType: 'invoice',
        sourceId,
        remarks: 'Dashboard test payment of another merchant',
        at: new Date(Date.now() - 30 * DAY),
      }),
    );
    expect(await merchant()).toEqual(before);
    const platformAfter = (await ask<{ platformDashboard: { grossCents: number; feeRevenueCents: number } }>(PLATFORM, Role.PG_ADMIN)).data!.platformDashboard;
    expect(platformAfter.grossCents - platformBefore.grossCents).toBe(50_000);
    expect(platformAfter.feeRevenueCents - platformBefore.feeRevenueCents).toBe(2_000);
  });

  it("gives bank staff every organization's balance, positive and negative apart, transfers over time and what waits for the bank", async () => {
    // an organization that owes the platform (a dispute fee with nothing to pay it from)
    const [debtor] = await sql(`select id from organization where id <> ? and type in ('hotel', 'airline', 'government') order by name desc limit 1`, [org]);
    await orm.em.fork().transactional((tx) =>
      new LedgerService().post(tx, {
        event: { kind: 'disputeFee', organizationId: debtor.id, amountCents: 2_500 },
        transactionType: 'dispute',
        sourceType: 'dispute',
        sourceId: '00000000-0000-4000-8000-00000000da5c',
        remarks: 'Dashboard test fee owed',
      }),
    );
    for (const role of [Role.BANK_ADMIN, Role.BANK_FINANCE]) {
      const r = await ask<{
        bankDashboard: Record<string, never> & {
          owed: { balanceCents: number; organizationId: string }[];
          owing: { balanceCents: number; organizationId: string }[];
          owedCents: number;
          owingCents: number;
          transfers: Point[];
          refundsAwaiting: Queue;
          organizationsAwaiting: Queue & { items: { code: string }[] };
        };
      }>(BANK, role);
      const d = r.data!.bankDashboard;
      const balances = await sql(
        `select a.organization_id as id, -coalesce(sum(p.amount_cents), 0) as b from ledger_account a left join ledger_posting p on p.account_id = a.id where a.kind = 'payable' group by 1`,
      );
      const positive = balances.map((b) => Number(b.b)).filter((b) => b > 0);
      const negative = balances.map((b) => Number(b.b)).filter((b) => b < 0);
      expect(d.owedCents).toBe(positive.reduce((n, b) => n + b, 0));
      expect(d.owingCents).toBe(0 - negative.reduce((n, b) => n + b, 0));
      expect(d.owing.find((o) => o.organizationId === debtor.id)?.balanceCents).toBe(-2_500);
      expect(d.owed.every((o) => o.balanceCents > 0)).toBe(true);
      expect(d.owing.every((o) => o.balanceCents < 0)).toBe(true);
      expect(d.owed.map((o) => o.organizationId)).toContain(org);
      // paid out: the transfers, and the checkouts disbursed by hand outside a transfer
      const [paidOut] = await sql(
        `select coalesce(sum(amount_cents), 0) as c, count(*) as n from transfer where status = 'completed' and completed_at >= ?::date`,
        [FROM],
      );
      const byHand = await sql(
        `select amount_cents, merchant_processing_fee_cents as fee from web_payment where status = 'disbursed' and transfer_id is null and disbursed_at >= ?::date`,
        [FROM],
      );
      expect(byHand.length).toBeGreaterThan(0);
      const byHandCents = byHand.reduce((n, r) => n + checkoutTransferAmountCents(Number(r.amount_cents), Number(r.fee)), 0);
      expect(d.transfers.reduce((n, p) => n + p.grossCents, 0)).toBe(Number(paidOut.c) + byHandCents);
      expect(d.transfers.reduce((n, p) => n + p.count, 0)).toBe(Number(paidOut.n) + byHand.length);
      const [waiting] = await sql(`select count(*) as n from refund where status = 'open' and progress_status in ('merchantApproved', 'merchantDeclined')`);
      expect(d.refundsAwaiting.total).toBe(Number(waiting.n));
      expect(d.organizationsAwaiting.items.map((i) => i.code)).toContain('Bumthang Valley Lodge');
    }
  });

  it('gives the platform disputes by status, those due within 48 h, refunds waiting for it and its fee revenue', async () => {
    const [due] = await sql(`select id from dispute where owner_id = ? and status = 'open' and progress_status = 'received' limit 1`, [org]);
    await sql(`update dispute set merchant_response_due_date = now() + interval '20 hours' where id = ?`, [due.id]);
    const d = (
      await ask<{
        platformDashboard: { disputesByStatus: { status: string; count: number }[]; disputesDueSoon: Queue; refundsAwaiting: Queue; feeRevenueCents: number };
      }>(PLATFORM, Role.PG_ADMIN)
    ).data!.platformDashboard;
    const byStatus = await sql('select progress_status as s, count(*) as n from dispute group by 1');
    for (const row of byStatus) expect(d.disputesByStatus.find((s) => s.status === row.s)?.count).toBe(Number(row.n));
    expect(d.disputesByStatus).toHaveLength(7);
    expect(d.disputesDueSoon.items.map((i) => i.id)).toContain(due.id);
    const [soon] = await sql(
      `select count(*) as n from dispute where status = 'open' and progress_status = 'received' and merchant_response_due_date < now() + interval '48 hours'`,
    );
    expect(d.disputesDueSoon.total).toBe(Number(soon.n));
    const [pg] = await sql(`select count(*) as n from refund where status = 'open' and progress_status in ('bankApproved', 'pgApproved')`);
    expect(d.refundsAwaiting.total).toBe(Number(pg.n));
    const [fees] = await sql(
      `select -coalesce(sum(p.amount_cents), 0) as c from ledger_posting p join ledger_journal j on j.id = p.journal_id
       where p.account_id in (?, ?) and j.created_at >= ?::date`,
      [PLATFORM_ACCOUNT_IDS.feeRevenue, PLATFORM_ACCOUNT_IDS.disputeFeeRevenue, FROM],
    );
    expect(d.feeRevenueCents).toBe(Number(fees.c));
  });

  it('lists a running process whose workflow task no worker takes as stuck, from Temporal', async () => {
    const client = await t.app.get(TemporalService).getClient();
    const workflowId = `dashboard-stuck-${Date.now()}`;
    // a task queue nobody polls: its first workflow task is never finished
    await client.workflow.start('invoiceWorkflow', { taskQueue: `nobody-${workflowId}`, workflowId, args: [{}] });
    // Temporal's visibility lists the process a moment after its start: looked at again until it is there.
    const found = await eventually(async () => {
      const r = await ask<{ platformDashboard: { stuckProcesses: { error: string | null; items: { workflowId: string; waitingOn: string }[] } } }>(
        PLATFORM,
        Role.PG_ADMIN,
      );
      expect(r.data!.platformDashboard.stuckProcesses.error).toBeNull();
      return r.data!.platformDashboard.stuckProcesses.items.find((p) => p.workflowId === workflowId);
    }, 40_000).finally(() => client.workflow.getHandle(workflowId).terminate('dashboard test done'));
    expect(found.waitingOn).toMatch(/workflow task/);
  }, 60_000);

  it('refuses each dashboard to the roles the matrix leaves out, and says what is wrong with a period', async () => {
    const refused: [string, Role][] = [
      [MERCHANT, Role.BANK_ADMIN],
      [MERCHANT, Role.PG_ADMIN],
      [BANK, Role.OWNER],
      [BANK, Role.PG_ADMIN],
      [PLATFORM, Role.ADMIN],
      [PLATFORM, Role.BANK_FINANCE],
    ];
    for (const [query, role] of refused) {
      const r = await ask(query, role);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await t.gql(MERCHANT, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AUTH_REQUIRED');
    const backwards = await ask(MERCHANT, Role.OWNER, { from: '2026-05-01', to: '2026-04-01' });
    expect(backwards.errors?.[0]?.message).toBe('from must be on or before to');
    const bad = await ask(MERCHANT, Role.OWNER, { from: '2026-02-30' });
    expect(bad.errors?.[0]?.message).toBe('from must be a date written YYYY-MM-DD, got "2026-02-30"');
    const long = await ask(MERCHANT, Role.OWNER, { from: '2020-01-01', to: '2026-01-01' });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
