// Benchmark 2: invoices(first: 50) over 100,000 invoices: requests/s and p99 at 32 connections,
// SQL statements per request (pg_stat_statements) and the list query's plan (EXPLAIN ANALYZE).
import { apiClient } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, fmt, table } from './stats.mjs';

// The web app's list query (web/src/modules/invoices/graphql: INVOICES + InvoiceListFields).
const LIST = `query Invoices($first: Int) { invoices(first: $first) { total items {
  id code name type status recipientName recipientSurName recipientEmail numberOfPax dateOfService dateOfArrival
  merchantPO accessKey createdAt paidAt totals { subtotal fee total } owner { id name logo { url cloudFrontUrl } } } } }`;

/** 100,000 invoices of owner@demo.test's organization, in one SQL statement (plus line items). */
export async function seedInvoices(db, count) {
  const { rows } = await db.query(`select organization_id from app_user where email = 'owner@demo.test'`);
  const org = rows[0].organization_id;
  await db.query(
    `insert into invoice (id, created_at, updated_at, code, access_key, status, type, name, recipient_name, recipient_sur_name,
       recipient_email, number_of_pax, date_of_service, date_of_arrival, merchant_po, merchant_processing_fee_bps, platform_fee_bps,
       refund_policy_terms, subtotal_cents, fee_cents, total_cents, owner_id, paid_at)
     select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), 'BENCH-' || n, md5(random()::text) || n,
       (array['unpaid','paid','disbursed','void'])[1 + n % 4], 'preTripPayment', 'Group ' || n, 'Given' || n, 'Sur', 'g' || n || '@example.test',
       1 + n % 9, now() + interval '30 days', null, 'PO-' || n, 250, 249, 'fullRefund', 10000 + n, 249, 10249 + n, $1,
       case when n % 4 in (1, 2) then now() - (n || ' minutes')::interval end
     from generate_series(1, $2::int) as n`,
    [org, count],
  );
  await db.query(
    `insert into invoice_line_item (id, created_at, updated_at, invoice_id, description, quantity, price_cents, sort)
     select gen_random_uuid(), now(), now(), id, 'Tariff', 1, subtotal_cents, 0 from invoice where code like 'BENCH-%'`,
  );
  // What autovacuum does soon after a bulk insert (statistics, visibility map for index-only scans).
  await db.query('vacuum analyze invoice, invoice_line_item');
  return org;
}

export async function listBenchmark({ baseUrl, db, groups, seed = 100000, concurrency = 32, requests = 3000, maxMs = 20000 }) {
  const api = apiClient(baseUrl);
  const t0 = Date.now();
  const org = await seedInvoices(db, seed);
  const {
    rows: [{ n }],
  } = await db.query('select count(*)::int as n from invoice where owner_id = $1 and deleted_at is null', [org]);
  console.log(`  set-up: ${seed} invoices inserted with generate_series (${((Date.now() - t0) / 1000).toFixed(1)} s; ${n} visible to owner@demo.test)`);
  const token = await api.login('owner@demo.test');
  const once = async () => {
    const data = await api.gql(LIST, { first: 50 }, token);
    if (data.invoices.items.length !== 50) throw new Error(`${data.invoices.items.length} items`);
  };
  await closedLoop({ count: 30, concurrency: 4, op: once }); // warm-up

  // Statements per request: 20 requests one after another, nothing else touching the database.
  const sequential = 20;
  await resetStatements(db);
  for (let i = 0; i < sequential; i++) await once();
  const statements = await statementsSince(db, sequential);

  const meter = groups ? cpuMeter(groups) : undefined;
  const load = await closedLoop({ count: requests, concurrency, op: once, maxMs });
  const cpu = meter?.();

  // The list query as MikroORM sends it for a merchant (see statements above), with its values.
  const plans = {};
  for (const [name, sql] of [
    ['count', `select count(*) as count from "invoice" as "i" where "i"."deleted_at" is null and "i"."owner_id" = $1`],
    [
      'page',
      `select "i".* from "invoice" as "i" where "i"."deleted_at" is null and "i"."owner_id" = $1 order by "i"."created_at" desc, "i"."id" desc limit 50 offset 0`,
    ],
  ]) {
    const { rows } = await db.query(`explain (analyze, buffers) ${sql}`, [org]);
    plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  return { load, statements, plans, invoices: n, cpu };
}

export function printList({ load, statements, plans, invoices, cpu }) {
  console.log(
    table([
      ['invoices(first: 50)', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'],
      [`${invoices} invoices, ${load.concurrency} connections`, load.count, fmt(load.perSecond), fmt(load.p50), fmt(load.p99), load.failed],
    ]),
  );
  if (load.firstError) console.log(`  first error: ${load.firstError}`);
  if (cpu)
    console.log(
      `  CPU ms per request: ${Object.entries(cpu)
        .map(([k, v]) => `${k} ${fmt(v / load.count)}`)
        .join(', ')}`,
    );
  console.log(`  SQL statements per request: ${fmt(statements.perRequest, 1)} (goal at most 3), ${fmt(statements.msPerRequest, 2)} ms of execution`);
  console.log(table([['statement', 'calls/request', 'mean ms'], ...statements.top.map((s) => [s.query, fmt(s.perRequest, 2), fmt(s.mean, 3)])]));
  for (const [name, plan] of Object.entries(plans)) console.log(`\n  EXPLAIN ANALYZE, ${name} query:\n${plan.replace(/^/gm, '    ')}`);
}
