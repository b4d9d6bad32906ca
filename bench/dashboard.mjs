// Benchmark: the per-role dashboards over 100,000 invoices (seeded as bench/list.mjs does) whose
// 50,000 paid ones each have their payment journal (3 postings) dated when paid: p50/p99 and
// CPU per request at 16 connections for merchantDashboard (90 days by week, a year by day),
// bankDashboard and platformDashboard; and, for the reasoning in docs/performance.md, the
// merchant's volume by plain GROUP BY over the ledger against the daily roll-up (EXPLAIN ANALYZE).
import { apiClient } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { seedInvoices } from './list.mjs';
import { closedLoop, fmt, table } from './stats.mjs';

const POINT = 'bucket grossCents netCents count';
const QUEUE = 'total items { id code url }';
const MERCHANT = `query($from: String, $to: String, $bucket: DashboardBucket) { merchantDashboard(from: $from, to: $to, bucket: $bucket) {
  volume { ${POINT} } grossCents netCents invoices { paid unpaid } checkouts { paid unpaid } refunds { count rateBps } disputes { count rateBps }
  payableBalanceCents disputeDeadlines { ${QUEUE} } refundsAwaiting { ${QUEUE} } } }`;
const BANK = `query($from: String, $to: String, $bucket: DashboardBucket) { bankDashboard(from: $from, to: $to, bucket: $bucket) {
  owedCents owingCents owed { name balanceCents } transfers { ${POINT} } refundsAwaiting { ${QUEUE} } organizationsAwaiting { ${QUEUE} } } }`;
const PLATFORM = `query($from: String, $to: String, $bucket: DashboardBucket) { platformDashboard(from: $from, to: $to, bucket: $bucket) {
  volume { ${POINT} } grossCents feeRevenueCents disputesByStatus { status count } disputesDueSoon { ${QUEUE} } refundsAwaiting { ${QUEUE} }
  stuckProcesses { checked items { workflowId } } } }`;

const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A payment journal per paid bench invoice, dated when it was paid (balanced: clearing = payable + fee). */
async function seedJournals(db, org) {
  await db.query(
    `with inv as (
       select id, code, total_cents, subtotal_cents - (subtotal_cents * merchant_processing_fee_bps + 5000) / 10000 as payable, paid_at from invoice i
       where code like 'BENCH-%' and paid_at is not null
         and not exists (select 1 from ledger_journal j where j.source_key = 'invoicePayment:invoice:' || i.id)
     ), j as (
       insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at)
       select gen_random_uuid(), 'invoicePayment', 'invoice', id, 'invoicePayment:invoice:' || id, 'Invoice ' || code || ' paid', paid_at from inv
       returning id, source_id
     )
     insert into ledger_posting (id, journal_id, account_id, amount_cents)
     select gen_random_uuid(), j.id, x.account, x.amount from j join inv on inv.id = j.source_id,
       lateral (values ('clearing:sandbox', inv.total_cents), ('payable:' || $1, -inv.payable), ('platform:fee-revenue', inv.payable - inv.total_cents)) as x(account, amount)`,
    [org],
  );
  await db.query('vacuum analyze ledger_journal, ledger_posting');
}

/** Waits for the worker's ledger roll-up (every 10 s) to reach every posting. */
async function waitForRollup(db, maxMs = 120000) {
  const t0 = Date.now();
  for (;;) {
    const {
      rows: [{ n }],
    } = await db.query('select count(*)::int as n from ledger_posting where tx_id >= (select through_xid from ledger_rollup_mark where id = 1)');
    if (n === 0 || Date.now() - t0 > maxMs) return { tail: n, ms: Date.now() - t0 };
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function dashboardBenchmark({ baseUrl, db, groups, seed = 100000, concurrency = 16, requests = 1500, maxMs = 15000 }) {
  const api = apiClient(baseUrl);
  const t0 = Date.now();
  const {
    rows: [{ n: existing }],
  } = await db.query(`select count(*)::int as n from invoice where code like 'BENCH-%'`);
  const {
    rows: [{ organization_id: org }],
  } = await db.query(`select organization_id from app_user where email = 'owner@demo.test'`);
  if (existing < seed) await seedInvoices(db, seed);
  await seedJournals(db, org);
  const rollup = await waitForRollup(db);
  const {
    rows: [counts],
  } = await db.query(
    `select (select count(*)::int from ledger_journal) as journals, (select count(*)::int from ledger_posting) as postings, (select count(*)::int from ledger_daily_rollup) as days`,
  );
  const setup = `${counts.journals} journals, ${counts.postings} postings, ${counts.days} roll-up rows; set-up ${((Date.now() - t0) / 1000).toFixed(1)} s, roll-up caught up in ${(rollup.ms / 1000).toFixed(1)} s (tail ${rollup.tail})`;

  const now = Date.now();
  const cases = [
    ['owner@demo.test', 'merchantDashboard, 90 days by week', MERCHANT, { from: iso(now - 89 * DAY), to: iso(now), bucket: 'week' }],
    ['owner@demo.test', 'merchantDashboard, 365 days by day', MERCHANT, { from: iso(now - 364 * DAY), to: iso(now), bucket: 'day' }],
    ['bank.admin@demo.test', 'bankDashboard, 90 days by week', BANK, { from: iso(now - 89 * DAY), to: iso(now), bucket: 'week' }],
    ['pg.admin@demo.test', 'platformDashboard, 90 days by week', PLATFORM, { from: iso(now - 89 * DAY), to: iso(now), bucket: 'week' }],
  ];
  const rows = [];
  for (const [email, label, query, variables] of cases) {
    const token = await api.login(email);
    const once = async () => {
      const data = await api.gql(query, variables, token);
      if (!data || Object.values(data)[0] == null) throw new Error('no result');
    };
    await closedLoop({ count: 30, concurrency: 4, op: once }); // warm-up
    // one at a time: the latency of a request that waits for no other
    const alone = await closedLoop({ count: 60, concurrency: 1, op: once, maxMs });
    const meter = groups ? cpuMeter(groups) : undefined;
    const load = await closedLoop({ count: requests, concurrency, op: once, maxMs });
    const cpu = meter?.();
    const perRequest = (name) => (cpu?.[name] === undefined ? '' : fmt(cpu[name] / load.count, 2));
    rows.push([
      label,
      fmt(alone.p50),
      fmt(alone.p99),
      load.count,
      fmt(load.perSecond),
      fmt(load.p50),
      fmt(load.p99),
      perRequest('API'),
      perRequest('PostgreSQL'),
      load.failed + alone.failed,
    ]);
  }

  // The merchant's volume two ways, as the database runs them (execution time of EXPLAIN ANALYZE).
  const from = iso(now - 364 * DAY);
  const end = iso(now + DAY);
  const plans = {};
  for (const [name, sql] of [
    [
      'plain GROUP BY over postings and journals',
      `select date_trunc('day', j.created_at at time zone 'UTC') as d, j.transaction_type, sum(p.amount_cents), count(*)
       from ledger_posting p join ledger_journal j on j.id = p.journal_id
       where p.account_id = $1 and j.created_at >= $2::date and j.created_at < $3::date group by 1, 2`,
    ],
    [
      'daily roll-up (what the API reads, without its tail)',
      `select day, transaction_type, sum(amount_cents), sum(postings) from ledger_daily_rollup
       where account_id = $1 and day >= $2::date and day < $3::date group by 1, 2`,
    ],
  ]) {
    const runs = [];
    let plan = '';
    for (let i = 0; i < 7; i++) {
      const { rows: out } = await db.query(`explain (analyze, buffers) ${sql}`, [`payable:${org}`, from, end]);
      plan = out.map((r) => r['QUERY PLAN']).join('\n');
      runs.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN));
    }
    runs.sort((a, b) => a - b);
    plans[name] = { median: runs[3], plan };
  }
  return { rows, setup, plans, concurrency };
}

export function printDashboard({ rows, setup, plans, concurrency }) {
  console.log(`  ${setup}`);
  console.log(
    table([
      [
        'dashboards, 100,000 invoices',
        'alone p50 ms',
        'alone p99 ms',
        `requests (${concurrency} connections)`,
        'requests/s',
        'p50 ms',
        'p99 ms',
        'API CPU ms/req',
        'PostgreSQL CPU ms/req',
        'failed',
      ],
      ...rows,
    ]),
  );
  for (const [name, { median, plan }] of Object.entries(plans)) {
    console.log(`\n  ${name}: median execution ${fmt(median, 2)} ms of 7 (365 days of one merchant)\n${plan.replace(/^/gm, '    ')}`);
  }
}
