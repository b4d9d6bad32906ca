// Benchmark 4: createTransaction over 1,000 paid invoices (wall time until the API answers, i.e.
// the saga's pivot; until the saga is done; SQL statements of the whole saga) and orgLedger for an
// organization with 100,000 entries (p50/p99 at 1 and 16 callers, SQL per request, plan).
import { createRequire } from 'node:module';
import { apiClient } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, fmt, inBatches, table } from './stats.mjs';

const require = createRequire(import.meta.url);
const CREATE = `mutation($invoiceIds: [ID!]) { createTransaction(invoiceIds: $invoiceIds, notes: "bench") { id code amount } }`;
const LEDGER = `query($o: ID!, $first: Int, $page: Int) { orgLedger(organizationId: $o, first: $first, page: $page) { total items { id amount balance transactionType createdAt remarks } } }`;

/** `count` paid invoices of the demo tour operator in one statement (as a paid invoice row looks after chargeInvoice). */
async function seedPaidInvoices(db, count, tag) {
  const { rows } = await db.query(`select organization_id from app_user where email = 'owner@demo.test'`);
  const org = rows[0].organization_id;
  const { rows: made } = await db.query(
    `insert into invoice (id, created_at, updated_at, code, access_key, status, type, name, recipient_name, recipient_sur_name,
       recipient_email, number_of_pax, date_of_service, merchant_po, merchant_processing_fee_bps, platform_fee_bps,
       refund_policy_terms, subtotal_cents, fee_cents, total_cents, owner_id, paid_at, gateway_transaction_id, payment_gateway)
     select gen_random_uuid(), now(), now(), $3 || '-' || n, md5(random()::text) || n, 'paid', 'postTripSettlement', 'Group ' || n,
       'Given' || n, 'Sur', 'g' || n || '@example.test', 2, now() + interval '30 days', 'PO-' || n, 250, 499, 'fullRefund',
       10000 + n, 249, 10249 + n, $1, now(), 'ch_bench_' || n, 'sandbox'
     from generate_series(1, $2::int) as n
     returning id, code`,
    [org, count, tag],
  );
  await db.query('analyze invoice');
  return { org, invoices: made };
}

/** The invoices' processes, started at 'paid' as they are after a payment, on the platform's task queue. */
async function startInvoiceProcesses(client, taskQueue, org, invoices) {
  const handles = await inBatches(invoices.length, 16, (i) =>
    client.workflow.start('invoiceWorkflow', {
      taskQueue,
      workflowId: `invoice-${invoices[i].code}`,
      args: [{ invoiceId: invoices[i].id, code: invoices[i].code, organizationId: org, status: 'paid' }],
    }),
  );
  // Settled: every process has run its first workflow task (a query is answered by the worker
  // after it), so the measured transfer does not queue behind the set-up's own work.
  await inBatches(handles.length, 16, (i) => handles[i].query('invoiceState'));
}

async function createTransferOnce({ api, token, db, client, taskQueue, count, tag, groups }) {
  const { org, invoices } = await seedPaidInvoices(db, count, tag);
  await startInvoiceProcesses(client, taskQueue, org, invoices);
  await resetStatements(db);
  const meter = groups ? cpuMeter(groups) : undefined;
  const t0 = performance.now();
  const { createTransaction } = await api.gql(CREATE, { invoiceIds: invoices.map((i) => i.id) }, token);
  const answered = performance.now() - t0;
  // The saga goes on after the answer: invoice processes told, report e-mailed.
  await client.workflow.getHandle(`transfer-${createTransaction.code}`).result();
  const done = performance.now() - t0;
  const cpu = meter?.();
  const statements = await statementsSince(db, 1);
  const { rows } = await db.query(`select count(*)::int as n from invoice where transfer_id = $1 and status = 'disbursed'`, [createTransaction.id]);
  let ended = 0;
  for (const i of invoices.slice(0, 20)) if ((await client.workflow.getHandle(`invoice-${i.code}`).describe()).status.name === 'COMPLETED') ended++;
  return { answered, done, statements, cpu, disbursed: rows[0].n, endedOfSample: `${ended}/20`, amount: createTransaction.amount };
}

/** 100,000 entries for one organization (Paro Valley Hotel), running balance computed in the statement. */
async function seedLedger(db, count) {
  const { rows } = await db.query(`select id from organization where name = 'Paro Valley Hotel'`);
  const org = rows[0].id;
  await db.query(
    `insert into ledger_entry (id, organization_id, transaction_type, amount_cents, balance_cents, remarks, source_type, source_id, source_key, created_at)
     select gen_random_uuid(), $1, case when n % 10 = 0 then 'refund' else 'invoicePayment' end,
       case when n % 10 = 0 then -500 else 1000 end,
       (n - n / 10) * 1000 - (n / 10) * 500, 'Bench entry ' || n, 'invoice', gen_random_uuid(), 'bench:' || n,
       now() - ((${count} - n) || ' seconds')::interval
     from generate_series(1, $2::int) as n`,
    [org, count],
  );
  await db.query(
    `update organization set current_balance_cents = (select balance_cents from ledger_entry where organization_id = $1 order by seq desc limit 1),
       ledger_entry_count = (select count(*) from ledger_entry where organization_id = $1) where id = $1`,
    [org],
  );
  await db.query('vacuum analyze ledger_entry, organization');
  return org;
}

export async function transfersBenchmark({ baseUrl, temporalAddress, taskQueue, db, groups, runs = 3, invoices = 1000, entries = 100000 }) {
  const api = apiClient(baseUrl);
  const token = await api.login('bank.admin@demo.test');
  const { Client, Connection } = require('@temporalio/client');
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  const create = [];
  try {
    // Warm-up: a small transfer, so the first measured one does not pay for cold caches.
    await createTransferOnce({ api, token, db, client, taskQueue, count: 10, tag: 'TRFWARM', groups: undefined });
    for (let r = 0; r < runs; r++) create.push(await createTransferOnce({ api, token, db, client, taskQueue, count: invoices, tag: `TRFBENCH${r}`, groups }));
  } finally {
    await connection.close();
  }

  const t0 = Date.now();
  const org = await seedLedger(db, entries);
  const setup = (Date.now() - t0) / 1000;
  const once = async () => {
    const data = await api.gql(LEDGER, { o: org }, token);
    if (data.orgLedger.items.length !== 50 || data.orgLedger.total !== entries) throw new Error(`${data.orgLedger.items.length} items of ${data.orgLedger.total}`);
  };
  const deep = async () => {
    const data = await api.gql(LEDGER, { o: org, page: 1500 }, token);
    if (data.orgLedger.items.length !== 50) throw new Error(`${data.orgLedger.items.length} items`);
  };
  await closedLoop({ count: 30, concurrency: 4, op: once });
  await resetStatements(db);
  for (let i = 0; i < 20; i++) await once();
  const ledgerStatements = await statementsSince(db, 20);
  const ledger = {
    1: await closedLoop({ count: 300, concurrency: 1, op: once, maxMs: 20000 }),
    16: await closedLoop({ count: 1500, concurrency: 16, op: once, maxMs: 20000 }),
    deep: await closedLoop({ count: 200, concurrency: 1, op: deep, maxMs: 20000 }),
  };
  const plans = {};
  for (const [name, sql] of [
    ['page', `select l0.* from ledger_entry as l0 where l0.organization_id = $1 order by l0.seq desc limit 50`],
    ['count', `select count(*) as count from ledger_entry as l0 where l0.organization_id = $1`],
  ]) {
    const { rows } = await db.query(`explain (analyze, buffers) ${sql}`, [org]);
    plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  return { create, invoices, ledger, ledgerStatements, plans, entries, setup };
}

export function printTransfers({ create, invoices, ledger, ledgerStatements, plans, entries, setup }) {
  console.log(table([
    [`createTransaction, ${invoices} paid invoices`, 'API answer ms (pivot)', 'saga done ms', 'SQL statements (whole saga)', 'SQL ms', 'invoices disbursed', 'processes ended (sample)'],
    ...create.map((c, i) => [`run ${i + 1}`, fmt(c.answered), fmt(c.done), fmt(c.statements.perRequest, 0), fmt(c.statements.msPerRequest), c.disbursed, c.endedOfSample]),
  ]));
  const last = create.at(-1);
  if (last?.cpu) console.log(`  CPU ms of the last run: ${Object.entries(last.cpu).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')}`);
  console.log(table([['statement (last run)', 'calls', 'mean ms'], ...last.statements.top.slice(0, 12).map((s) => [s.query, fmt(s.perRequest, 0), fmt(s.mean, 3)])]));
  console.log(`\n  orgLedger over ${entries} entries of one organization (set-up ${fmt(setup)} s)`);
  console.log(table([
    ['orgLedger(organizationId)', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'],
    ['first page (50), 1 caller', ledger[1].count, fmt(ledger[1].perSecond), fmt(ledger[1].p50), fmt(ledger[1].p99), ledger[1].failed],
    ['first page (50), 16 callers', ledger[16].count, fmt(ledger[16].perSecond), fmt(ledger[16].p50), fmt(ledger[16].p99), ledger[16].failed],
    ['page 1500 (offset 74,950), 1 caller', ledger.deep.count, fmt(ledger.deep.perSecond), fmt(ledger.deep.p50), fmt(ledger.deep.p99), ledger.deep.failed],
  ]));
  console.log(`  SQL statements per request: ${fmt(ledgerStatements.perRequest, 1)}, ${fmt(ledgerStatements.msPerRequest, 2)} ms of execution`);
  console.log(table([['statement', 'calls/request', 'mean ms'], ...ledgerStatements.top.map((s) => [s.query, fmt(s.perRequest, 2), fmt(s.mean, 3)])]));
  for (const [name, plan] of Object.entries(plans)) console.log(`\n  EXPLAIN ANALYZE, ${name} query:\n${plan.replace(/^/gm, '    ')}`);
}
