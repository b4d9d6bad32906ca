// Benchmark 2: every list of the product (invoices, transactions, checkouts, refunds, disputes,
// transfers, ledger, users, organizations), each as the web app asks for its first page of 50:
// first with about 10 rows, then with 100,000 rows more of each, the same request by the same
// user. Per list: requests/s and p50/p99 at 32 connections, CPU per request of the API and of
// PostgreSQL (from /proc), SQL statements per request (pg_stat_statements) and the ratio of the
// CPU per request at 100,000 rows to the one at 10 rows (cost must not grow with size).

import { readBaseline, saveBaselineIfAsked } from './baselines.mjs';
import { apiClient } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { graphqlFloor } from './graphql-floor.mjs';
import { seedLongLedger } from './ledger.mjs';
import { startProfile } from './profile.mjs';
import { backgroundNote, resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, fmt, table } from './stats.mjs';

const OWNER = 'owner@demo.test';
const BANK = 'bank.admin@demo.test';
const MERCHANT = 'Druk Heritage Tours'; // owner@demo.test's organization
const LEDGER_ORG = 'Paro Valley Hotel';

const LOGO = 'logo { id url cloudFrontUrl }';
const PARENT_INVOICE = `id code recipientName recipientSurName merchantPO totals { subtotal fee total }`;

// The web app's list queries (web/src/modules/*/graphql), their fields written out. First the
// floor: a request that only checks the session (HTTP, GraphQL, the session's JWT and user row),
// what every list request pays before it reads a row.
const LISTS = [
  {
    name: 'floor: session only',
    who: OWNER,
    vars: {},
    query: `query Session { session { user { id } } }`,
    page: () => ({ total: 0, items: [] }),
  },
  {
    name: 'invoices',
    who: OWNER,
    vars: { first: 50 },
    query: `query Invoices($first: Int) { invoices(first: $first) { total items {
      id code name type status recipientName recipientSurName recipientEmail numberOfPax dateOfService dateOfArrival
      merchantPO accessKey createdAt paidAt totals { subtotal fee total } owner { id name ${LOGO} } } } }`,
    page: (d) => d.invoices,
  },
  {
    name: 'transactions',
    who: BANK,
    vars: { first: 50, status: 'paid', hasTransfer: false, sortField: 'paidAt', sortDirection: 'DESC' },
    query: `query TransactionInvoices($first: Int, $status: InvoiceStatus, $hasTransfer: Boolean, $sortField: String, $sortDirection: String) {
      invoices(first: $first, status: $status, hasTransfer: $hasTransfer, sortField: $sortField, sortDirection: $sortDirection) { total items {
      id code status paidAt createdAt transferId merchantProcessingFee totals { subtotal merchantFee } owner { id name logo { url cloudFrontUrl } } } } }`,
    page: (d) => d.invoices,
  },
  {
    name: 'checkouts',
    who: OWNER,
    vars: { first: 50, livemode: true },
    query: `query WebPayments($first: Int, $livemode: Boolean) { webPayments(first: $first, livemode: $livemode) { total items {
      id code status amount transactionFee total payable merchantProcessingFee currency orderId createdAt paidAt livemode
      owner { id name email phoneNumber ${LOGO} } } } }`,
    page: (d) => d.webPayments,
  },
  {
    name: 'refunds',
    who: OWNER,
    vars: { first: 50 },
    query: `query Refunds($first: Int) { refunds(first: $first) { total items {
      id code type status progressStatus requestedAmount reason createdAt awaitingMyAction hasSupportingDocuments
      totals { subtotal fee total } owner { id name ${LOGO} }
      invoice { ${PARENT_INVOICE} } webPayment { id code amount transactionFee } } } }`,
    page: (d) => d.refunds,
  },
  {
    name: 'disputes',
    who: OWNER,
    vars: { first: 50 },
    query: `query Disputes($first: Int) { disputes(first: $first) { total items {
      id code type status progressStatus disputeAmount reason createdAt merchantResponseDueDate awaitingMyAction availableActions hasDocuments
      owner { id name ${LOGO} } invoice { ${PARENT_INVOICE} } webPayment { id code amount transactionFee } } } }`,
    page: (d) => d.disputes,
  },
  {
    name: 'transfers',
    who: BANK,
    vars: { first: 50 },
    query: `query Transfers($first: Int) { transfers(first: $first) { total items { id code amount createdAt notes transferredBy { name } } } }`,
    page: (d) => d.transfers,
  },
  {
    name: 'ledger',
    who: BANK,
    vars: { first: 50 },
    query: `query OrgLedger($organizationId: ID!, $first: Int) { orgLedger(organizationId: $organizationId, first: $first) {
      total endCursor items { id amount balance transactionType createdAt remarks sourceType sourceId } } }`,
    page: (d) => d.orgLedger,
  },
  {
    name: 'users',
    who: OWNER,
    vars: { first: 50 },
    query: `query Users($first: Int) { users(first: $first) { count items {
      id name surname email role locked createdAt organizationId organization { id name type status ${LOGO} } avatar { id url cloudFrontUrl } } } }`,
    page: (d) => ({ total: d.users.count, items: d.users.items }),
  },
  {
    name: 'organizations',
    who: BANK,
    vars: { first: 50 },
    query: `query OrganizationList($first: Int) { organizationList(first: $first) { total items {
      id name email type industry status address licenseNumber phoneNumber website mccCode refundPolicyTerms merchantProcessingFee platformFee
      ${LOGO} shortDescription verified createdAt } } }`,
    page: (d) => d.organizationList,
  },
];

/** 100,000 invoices of owner@demo.test's organization, in one SQL statement (plus line items). */
export async function seedInvoices(db, count, prefix = 'BENCH') {
  const { rows } = await db.query(`select organization_id from app_user where email = 'owner@demo.test'`);
  const org = rows[0].organization_id;
  await db.query(
    `insert into invoice (id, created_at, updated_at, code, access_key, status, type, name, recipient_name, recipient_sur_name,
       recipient_email, number_of_pax, date_of_service, date_of_arrival, merchant_po, merchant_processing_fee_bps, platform_fee_bps,
       refund_policy_terms, subtotal_cents, fee_cents, total_cents, owner_id, paid_at)
     select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), $3::text || '-' || n, md5(random()::text) || n,
       (array['unpaid','paid','disbursed','void'])[1 + n % 4], 'preTripPayment', 'Group ' || n, 'Given' || n, 'Sur', 'g' || n || '@example.test',
       1 + n % 9, now() + interval '30 days', null, 'PO-' || n, 250, 249, 'fullRefund', 10000 + n, 249, 10249 + n, $1,
       case when n % 4 in (1, 2) then now() - (n || ' minutes')::interval end
     from generate_series(1, $2::int) as n`,
    [org, count, prefix],
  );
  await db.query(
    `insert into invoice_line_item (id, created_at, updated_at, invoice_id, description, quantity, price_cents, sort)
     select gen_random_uuid(), now(), now(), id, 'Tariff', 1, subtotal_cents, 0 from invoice where code like $1::text || '-%'`,
    [prefix],
  );
  // What autovacuum does soon after a bulk insert (statistics, visibility map for index-only scans).
  await db.query('vacuum analyze invoice, invoice_line_item');
  return org;
}

/**
 * `count` copies of one existing row of `table` (the demo seed's), with new ids and `set`
 * (SQL expressions of n, the copy's number): every column as the migrations made it. The record
 * is built in FROM (lateral): `(f(...)).*` in the select list would call f once per column.
 */
async function copies(db, table, count, set, where = 'true') {
  const pairs = Object.entries({ id: 'gen_random_uuid()', created_at: `now() - (n || ' minutes')::interval`, ...set })
    .map(([column, expr]) => `'${column}', ${expr}`)
    .join(', ');
  const { rowCount } = await db.query(
    `insert into "${table}" select c.*
       from (select * from "${table}" where ${where} order by created_at limit 1) r, generate_series(1, $1::int) as n,
            lateral jsonb_populate_record(null::"${table}", to_jsonb(r) || jsonb_build_object(${pairs})) as c`,
    [count],
  );
  if (rowCount !== count) throw new Error(`${table}: no row to copy (${where})`);
}

/** `count` rows more of every list, tagged `tag` (codes, e-mails and names stay unique). */
async function seedEvery(db, count, tag) {
  const { rows } = await db.query(`select id from organization where name = $1`, [MERCHANT]);
  const org = rows[0].id;
  const owner = `owner_id = '${org}'`;
  await seedInvoices(db, count, `${tag}-INV`);
  await copies(db, 'web_payment', count, {
    code: `'${tag}-CHK-' || n`,
    access_key: `md5(random()::text) || n`,
    status: `(array['unpaid','paid','disbursed','cancelled'])[1 + n % 4]`,
    livemode: 'true',
    transfer_id: 'null',
    owner_id: `'${org}'`,
  });
  // Each refund and dispute of an invoice of its own (the seeded ones), as in life: one invoice
  // with 100,000 refunds would make every row's invoice.refunds a 100,000-row answer.
  const invoiceOf = `(select id from invoice where code = '${tag}-INV-' || n)`;
  await copies(
    db,
    'refund',
    count,
    { code: `'${tag}-REF-' || n`, livemode: 'true', owner_id: `'${org}'`, invoice_id: invoiceOf, web_payment_id: 'null' },
    owner,
  );
  await copies(
    db,
    'dispute',
    count,
    { code: `'${tag}-DSP-' || n`, processor_dispute_id: `'${tag}-dp-' || n`, owner_id: `'${org}'`, invoice_id: invoiceOf, web_payment_id: 'null' },
    owner,
  );
  await copies(db, 'transfer', count, { code: `'${tag}-TRF-' || n`, status: `'completed'` }, `status = 'completed'`);
  await copies(db, 'app_user', count, { email: `'${tag.toLowerCase()}-user' || n || '@example.test'`, name: `'Bench ' || n` }, `organization_id = '${org}'`);
  await copies(
    db,
    'organization',
    count,
    {
      name: `'${tag} Org ' || n`,
      email: `'${tag.toLowerCase()}-org' || n || '@example.test'`,
      license_number: `'${tag}-LIC-' || n`,
      phone_number: 'null',
      status: `'active'`,
    },
    `type = 'agency'`,
  );
  await seedLongLedger(db, count, { key: `bench-${tag}` });
  await db.query('vacuum analyze web_payment, refund, dispute, transfer, app_user, organization, list_count');
}

/** One list measured: rows, load at 32 connections, CPU per request, statements per request. */
async function measureList(api, tokens, list, { groups, db, requests, maxMs, concurrency = 32 }) {
  const token = tokens[list.who];
  let rows = 0;
  let items = 0;
  let answer;
  const once = async () => {
    answer = await api.gql(list.query, list.vars, token);
    const p = list.page(answer);
    if (p.items.length !== Math.min(list.vars.first ?? 50, p.total)) throw new Error(`${list.name}: ${p.items.length} items of ${p.total}`);
    rows = p.total;
    items = p.items.length;
  };
  await closedLoop({ count: 20, concurrency: 4, op: once }); // warm-up
  // Statements per request: 20 requests one after another, nothing else touching the database.
  await resetStatements(db);
  for (let i = 0; i < 20; i++) await once();
  const statements = await statementsSince(db, 20);
  const meter = groups ? cpuMeter(groups) : undefined;
  const load = await closedLoop({ count: requests, concurrency, op: once, maxMs });
  const cpu = meter?.();
  const per = (k) => (cpu?.[k] ?? NaN) / load.count;
  return { name: list.name, rows, items, load, statements, api: per('API'), pg: per('PostgreSQL'), answer };
}

// `BENCH_LISTS=refunds,disputes` measures only those lists (and the floor): a profile of one list.
const ONLY = process.env.BENCH_LISTS?.split(',').map((name) => name.trim());

/**
 * Every list (or `BENCH_LISTS`'s); `split`: each with the session floor measured again right after
 * it and its graphql-js floor (printApiShares); `small`: the 10-row tier's figures, so a list whose
 * small page was shorter than 50 rows is measured again at its length (`samePage`).
 */
async function measureAll(api, tokens, options, { split = false, small } = {}) {
  const out = [];
  for (const list of LISTS) {
    if (ONLY && list !== LISTS[0] && !ONLY.includes(list.name)) continue;
    const measured = await measureList(api, tokens, list, options);
    // A shorter load of the floor: the machine's speed drifts by more than a small list's own
    // code costs, so each list is split against a floor of its own moment.
    if (split && list !== LISTS[0]) {
      measured.floorApi = (await measureList(api, tokens, LISTS[0], { ...options, requests: 400 })).api;
      // After the loads, in this process: graphql-js alone over the same answer.
      measured.graphql = graphqlFloor(list.query, list.vars, measured.answer);
    }
    // A 50-row page costs more to read and answer than a 10-row one whatever the list's size:
    // the same request with the small page's length shows what the size alone adds.
    const base = small?.find((r) => r.name === list.name);
    if (base && list !== LISTS[0] && base.items < measured.items) {
      const same = { ...list, vars: { ...list.vars, first: base.items } };
      measured.samePage = await measureList(api, tokens, same, { ...options, requests: Math.round(options.requests / 2) });
    }
    out.push(measured);
  }
  return out;
}

export async function listBenchmark({ baseUrl, db, groups, seed = 100000, requests = 1500, maxMs = 6000, profile }) {
  const api = apiClient(baseUrl);
  const { rows } = await db.query(`select id from organization where name = $1`, [LEDGER_ORG]);
  for (const list of LISTS) if (list.name === 'ledger') list.vars.organizationId = rows[0].id;
  const tokens = { [OWNER]: await api.login(OWNER), [BANK]: await api.login(BANK) };
  const options = { groups, db, requests, maxMs };

  let t0 = Date.now();
  await seedEvery(db, 10, 'S');
  console.log(`  set-up: 10 rows more of every list (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  // A freshly started API runs its first thousands of requests unoptimised (the JIT): one short
  // pass over every list first, not kept, so the 10-row figures are not a cold process's.
  await measureAll(api, tokens, { ...options, requests: 300 });
  const small = await measureAll(api, tokens, options);

  t0 = Date.now();
  await seedEvery(db, seed - 10, 'L');
  console.log(`  set-up: ${seed - 10} rows more of every list (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const profiler = profile ? await startProfile(profile) : undefined;
  const large = await measureAll(api, tokens, options, { split: true, small });
  const cpuProfile = await profiler?.stop();
  return { small, large, cpuProfile };
}

/**
 * Where each 100,000-row list's API CPU goes: what a request that only checks the session costs
 * (measured right after the list), what graphql-js costs to execute and serialise the same answer with no
 * resolver of ours (bench/graphql-floor.mjs, measured in the bench process), and the rest: the
 * list's own code (building its statement, reading and mapping its rows, its field resolvers).
 */
function printApiShares(large) {
  const rows = large.slice(1).map((r) => {
    const ours = r.api - r.floorApi - r.graphql;
    return [r.name, fmt(r.api, 2), fmt(r.floorApi, 2), fmt(r.graphql, 2), fmt(ours, 2), `${fmt((100 * ours) / r.api, 0)}%`];
  });
  console.log(
    "\n  where a 100,000-row page's API CPU goes (ms per request; the session floor measured again right after each list; graphql-js: the same document over the same answer, no resolvers of ours)",
  );
  console.log(table([['list', 'API', 'session floor', 'graphql-js + JSON', "the list's own code", 'own share'], ...rows]));
}

/** The figures kept for the next run's "before" columns (bench/baselines/list.json). */
function baselineFigures({ small, large }) {
  const figures = (rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.name,
        { rows: r.rows, perSecond: r.load.perSecond, p50: r.load.p50, p99: r.load.p99, api: r.api, pg: r.pg, sql: r.statements.perRequest },
      ]),
    );
  return { small: figures(small), large: figures(large) };
}

export function printList({ small, large, cpuProfile }, { note = new Date().toISOString() } = {}) {
  const previous = readBaseline('list');
  if (previous) console.log(`\n  previous figures ("before" columns): ${previous.run}`);
  const header = [
    'list',
    'rows',
    'req/s (32 conn.)',
    'p50 ms',
    'p99 ms',
    'CPU ms/req API',
    'CPU ms/req PostgreSQL',
    'CPU ms/req total',
    'SQL/req',
    'CPU vs 10 rows',
    'same page length',
    'req/s before',
    'CPU ms/req total before',
  ];
  const row = (r, base, before) => [
    r.name,
    r.rows.toLocaleString('en-US'),
    fmt(r.load.perSecond),
    fmt(r.load.p50),
    fmt(r.load.p99),
    fmt(r.api, 2),
    fmt(r.pg, 2),
    fmt(r.api + r.pg, 2),
    fmt(r.statements.perRequest, 1),
    base ? `${fmt((r.api + r.pg) / (base.api + base.pg), 2)}x` : '',
    base && r.samePage ? `${fmt((r.samePage.api + r.samePage.pg) / (base.api + base.pg), 2)}x (${r.samePage.items})` : '',
    before ? fmt(before.perSecond) : '',
    before ? fmt(before.api + before.pg, 2) : '',
  ];
  console.log('\n  about 10 rows per list');
  console.log(table([header, ...small.map((r) => row(r, undefined, previous?.small[r.name]))]));
  console.log(
    '\n  100,000 rows per list (goals: CPU at most 6 ms per request, at least 300 req/s, at most 1.3x the 10-row request, at most 3 SQL;\n   same page length: the 100,000-row request asking for as many rows as the 10-row page had)',
  );
  console.log(table([header, ...large.map((r, i) => row(r, small[i], previous?.large[r.name]))]));
  printApiShares(large);
  const saved = ONLY ? undefined : saveBaselineIfAsked('list', note, baselineFigures({ small, large }));
  if (saved) console.log(`  figures saved as the next run's "before" (${saved})`);
  for (const r of large) {
    if (r.load.failed) console.log(`  ${r.name}: ${r.load.failed} failed, first error: ${r.load.firstError}`);
    console.log(
      `\n  ${r.name}: ${fmt(r.statements.perRequest, 1)} statements per request, ${fmt(r.statements.msPerRequest, 2)} ms of execution${backgroundNote(r.statements)}`,
    );
    console.log(
      table([['statement', 'calls/request', 'mean ms'], ...r.statements.top.slice(0, 5).map((s) => [s.query, fmt(s.perRequest, 2), fmt(s.mean, 3)])]),
    );
  }
  if (cpuProfile) {
    console.log(`\n  API CPU profile over the 100,000-row loads (${cpuProfile.file}): top frames by self time`);
    console.log(table([['self %', 'function', 'where'], ...cpuProfile.top.map((f) => [fmt(f.percent, 1), f.name, f.where])]));
    console.log(table([['self %', 'package'], ...cpuProfile.packages.map((f) => [fmt(f.percent, 1), f.name])]));
  }
}
