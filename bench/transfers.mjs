// Benchmark 4: createTransaction over 1,000 paid invoices (wall time until the API answers, i.e.
// the saga's pivot; until the saga is done; SQL statements of the whole saga). The ledger's page
// at depth is bench/ledger.mjs's.
import { createRequire } from 'node:module';

import { apiClient } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { bookPaidInvoices } from './ledger.mjs';
import { resetStatements, statementsSince } from './statements.mjs';
import { fmt, inBatches, table } from './stats.mjs';

const require = createRequire(import.meta.url);
const CREATE = `mutation($invoiceIds: [ID!]) { createTransaction(invoiceIds: $invoiceIds, notes: "bench") { id code amount } }`;

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
  // Their payments are in the books, as chargeInvoice posts them: a transfer never pays more than the balance.
  await bookPaidInvoices(
    db,
    invoices.map((i) => i.id),
  );
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

export async function transfersBenchmark({ baseUrl, temporalAddress, taskQueue, db, groups, runs = 3, invoices = 1000 }) {
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
  return { create, invoices };
}

export function printTransfers({ create, invoices }) {
  console.log(
    table([
      [
        `createTransaction, ${invoices} paid invoices`,
        'API answer ms (pivot)',
        'saga done ms',
        'SQL statements (whole saga)',
        'SQL ms',
        'invoices disbursed',
        'processes ended (sample)',
      ],
      ...create.map((c, i) => [
        `run ${i + 1}`,
        fmt(c.answered),
        fmt(c.done),
        fmt(c.statements.perRequest, 0),
        fmt(c.statements.msPerRequest),
        c.disbursed,
        c.endedOfSample,
      ]),
    ]),
  );
  const last = create.at(-1);
  if (last?.cpu)
    console.log(
      `  CPU ms of the last run: ${Object.entries(last.cpu)
        .map(([k, v]) => `${k} ${fmt(v)}`)
        .join(', ')}`,
    );
  console.log(
    table([['statement (last run)', 'calls', 'mean ms'], ...last.statements.top.slice(0, 12).map((s) => [s.query, fmt(s.perRequest, 0), fmt(s.mean, 3)])]),
  );
}
