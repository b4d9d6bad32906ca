// The crash drill (issue 42): payers paying invoices while PostgreSQL is stopped hard (SIGKILL of
// its whole process group) and restarted, then while Temporal's server is stopped and started.
// Each payer acts as the pay page does: on SERVICE_UNAVAILABLE it waits the Retry-After and sends
// the same payment again with the same idempotency key. Then it checks what a bank would: every
// payment succeeded and was charged once at the Sandbox, no payer ever read "Unexpected error",
// every retryable answer carried its code and Retry-After, the ledger audit's checks are clean,
// every process answers with the state the database holds. Beside them a merchant's server
// creates checkouts over REST with Idempotency-Keys: each is created once.
// It runs on a PostgreSQL cluster and a Temporal server of its own (both are killed), so nothing
// else of the run is touched. `npm test` runs a small one (scripts/test.mjs, `--crash`);
// `npm run bench -- --only crash` a larger one.
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import pg from 'pg';

import { ROOT } from '../scripts/lib/paths.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort, run, stopServices } from '../scripts/lib/run.mjs';
import { findTemporal, startTemporal } from '../scripts/lib/temporal.mjs';
import { apiClient } from './client.mjs';
import { invoiceInput, processOf, ready, runEnv } from './scale.mjs';
import { inBatches } from './stats.mjs';

const require = createRequire(import.meta.url);
const CREATE = 'mutation($invoice: CreateInvoiceInput!) { createInvoice(invoice: $invoice) { id code accessKey } }';
const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox,
    customerName: "Drill Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status } }`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One payer: sends the payment until it is answered with a status, as the pay page does. Every
 * answer that was not a status is recorded: { kind: 'unavailable' | 'unexpected' | 'other' | 'lost', ... }.
 */
async function payLikeThePage(url, invoice, token, answers) {
  const key = `drill-${invoice.code}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    let res;
    let body;
    try {
      res = await fetch(`${url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PAY, variables: { invoiceId: invoice.id, accessKey: invoice.accessKey, token, key } }),
        signal: AbortSignal.timeout(60_000),
      });
      body = await res.json();
    } catch (error) {
      // The answer was lost (the API itself is not killed here, so this would be a finding too).
      answers.push({ kind: 'lost', detail: String(error?.message ?? error) });
      await sleep(1000);
      continue;
    }
    if (body.data?.payInvoice) return body.data.payInvoice.status;
    const error = body.errors?.[0] ?? {};
    const code = error.extensions?.code;
    if (code === 'SERVICE_UNAVAILABLE') {
      const header = res.headers.get('retry-after');
      answers.push({ kind: 'unavailable', header, retryAfter: error.extensions.retryAfter });
      await sleep(Number(header ?? error.extensions.retryAfter ?? 2) * 1000);
    } else if (code === 'INTERNAL_SERVER_ERROR' || /Unexpected error/.test(String(error.message))) {
      answers.push({ kind: 'unexpected', detail: error.message });
      await sleep(2000);
    } else {
      // A refusal the page would show (e.g. a payment of this invoice still in progress): the
      // drill records it and asks again, to find out how it ends.
      answers.push({ kind: 'other', detail: `${code}: ${error.message}` });
      await sleep(1000);
    }
  }
  throw new Error(`${invoice.code}: no status after 120 tries`);
}

/**
 * A merchant's server creating a checkout over REST as Stripe's clients do: the same
 * Idempotency-Key until an answer; on 503 or 409 it waits the Retry-After. Resolves with the
 * checkout's id.
 */
async function createCheckoutLikeAMerchant(url, authorization, i, answers) {
  const body = {
    amount: '120.00',
    currency: 'USD',
    orderId: `DRILL-${i}`,
    responseUrl: 'https://merchant.test/done',
    cancelUrl: 'https://merchant.test/cancelled',
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    let res;
    let answer;
    try {
      res = await fetch(`${url}/api/v1/checkouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization, 'idempotency-key': `drill-rest-${i}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      answer = await res.json();
    } catch (error) {
      answers.push({ kind: 'lost', detail: `REST: ${String(error?.message ?? error)}` });
      await sleep(1000);
      continue;
    }
    if (res.status === 200 || res.status === 201) return answer.id;
    const header = res.headers.get('retry-after');
    if (res.status === 503 && answer.error?.code === 'service_unavailable') answers.push({ kind: 'unavailable', header, retryAfter: header });
    else if (res.status === 409 && header) answers.push({ kind: 'other', detail: `REST 409 ${answer.error?.code}` });
    else answers.push({ kind: res.status >= 500 ? 'unexpected' : 'other', detail: `REST ${res.status} ${answer.error?.code}: ${answer.error?.message}` });
    await sleep(Number(header ?? 2) * 1000);
  }
  throw new Error(`DRILL-${i}: no checkout after 120 tries`);
}

/** The ledger audit's SQL checks (api/src/ledger/ledger-audit.checks.ts), on a plain pg client. */
async function ledgerAudit(db) {
  const { ledgerSqlChecks } = require('../api/dist/ledger/ledger-audit.checks.js');
  return ledgerSqlChecks({ execute: async (sql) => (await db.query(sql)).rows });
}

/**
 * `payments` invoices paid by `concurrency` payers, started `spacingMs` apart so payments are in
 * flight through both outages. PostgreSQL is down for `pgDownMs`, Temporal for `temporalDownMs`.
 */
export async function crashDrill({
  runDir,
  workflowBundle,
  payments = 24,
  concurrency = 6,
  spacingMs = 400,
  pgDownMs = 3000,
  temporalDownMs = 3000,
  say = console.log,
}) {
  const began = Date.now();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'drill-services.log'));
  const pgDir = join(runDir, 'postgres');
  const pgPort = await freePort();
  let postgres = await startPostgres({ dir: pgDir, port: pgPort, database: 'drill' });
  const cli = await findTemporal();
  const temporalPort = await freePort();
  const uiPort = await freePort();
  const temporalDb = join(runDir, 'temporal.db');
  const startOwnTemporal = () =>
    startTemporal({ cli, port: temporalPort, uiPort, dbFile: temporalDb, name: 'drill:temporal', onOutput: (text) => log.write(`[temporal] ${text}`) });
  let temporal = await startOwnTemporal();
  const apiPort = await freePort();
  const env = runEnv({ name: 'drill', databaseUrl: postgres.url, temporalAddress: `127.0.0.1:${temporalPort}`, runDir, workflowBundle, apiPort });
  const procs = [];
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  let dbOpen = false;
  try {
    for (const file of ['api/dist/cli/migrate.js', 'api/dist/cli/seed.js']) {
      await run(process.execPath, [join(ROOT, file)], { env, quiet: true });
    }
    const api = processOf('api', join(ROOT, 'api/dist/main.js'), env, log);
    const worker = processOf('worker', join(ROOT, 'worker/dist/main.js'), env, log);
    procs.push(api, worker);
    const url = `http://127.0.0.1:${apiPort}`;
    await ready(`${url}/ready`, api).catch(async (error) => {
      await new Promise((r) => log.end(r));
      say(readFileSync(join(runDir, 'drill-services.log'), 'utf8').split('\n').slice(-40).join('\n'));
      throw error;
    });
    const client = apiClient(url);
    const owner = await client.login('owner@demo.test');
    const { organizations } = await client.gql('{ organizations(type: [government]) { id name } }', {}, owner);
    const doi = organizations.find((o) => o.name === 'Department Of Immigration')?.id ?? organizations[0].id;
    const invoices = await inBatches(payments, 6, async (i) => (await client.gql(CREATE, { invoice: invoiceInput(doi, i) }, owner)).createInvoice);
    const cards = await inBatches(payments, 6, () => client.cardToken());
    // A merchant's server on the REST API beside the payers (API key of the demo merchant).
    const { createKeys: key } = await client.gql('mutation($name: String!) { createKeys(name: $name) { apiKey secretKey } }', { name: 'Crash drill' }, owner);
    const authorization = `Basic ${Buffer.from(`${key.apiKey}:${key.secretKey}`).toString('base64')}`;
    const restCalls = Math.max(4, Math.round(payments / 2));
    const setupMs = Date.now() - began;
    say(`  set-up: PostgreSQL, Temporal, API and worker of the drill's own, ${payments} invoices (${(setupMs / 1000).toFixed(1)} s)`);

    // The outages, while the payers pay: PostgreSQL first, then Temporal.
    const outages = {};
    const chaos = (async () => {
      await sleep(1500);
      let t = Date.now();
      process.kill(-postgres.pid, 'SIGKILL');
      await sleep(pgDownMs);
      postgres = await startPostgres({ dir: pgDir, port: pgPort, database: 'drill' });
      outages.postgresMs = Date.now() - t;
      await sleep(2000);
      t = Date.now();
      await stopServices([temporal], 5000);
      await sleep(temporalDownMs);
      temporal = await startOwnTemporal();
      outages.temporalMs = Date.now() - t;
    })();
    const answers = [];
    const payStart = Date.now();
    const [statuses, checkoutIds] = await Promise.all([
      inBatches(payments, concurrency, async (i) => {
        await sleep(Math.max(0, i * spacingMs - (Date.now() - payStart)));
        return payLikeThePage(url, invoices[i], cards[i], answers);
      }),
      inBatches(restCalls, 4, async (i) => {
        await sleep(Math.max(0, i * spacingMs * 2 - (Date.now() - payStart)));
        return createCheckoutLikeAMerchant(url, authorization, i, answers);
      }),
    ]);
    await chaos;
    const payMs = Date.now() - payStart;

    // The checks.
    await db.connect();
    dbOpen = true;
    const checks = [];
    const check = (name, ok, detail) => checks.push({ name, ok, detail });
    const unavailable = answers.filter((a) => a.kind === 'unavailable');
    const unexpected = answers.filter((a) => a.kind === 'unexpected');
    const lost = answers.filter((a) => a.kind === 'lost');
    const others = answers.filter((a) => a.kind === 'other');
    check(
      'every payment succeeded',
      statuses.every((s) => s === 'succeeded'),
      `${statuses.filter((s) => s === 'succeeded').length}/${payments}`,
    );
    check(
      'no payer read "Unexpected error" or lost an answer',
      unexpected.length === 0 && lost.length === 0,
      `${unexpected.length} unexpected, ${lost.length} lost${unexpected[0] ? `: ${unexpected[0].detail}` : ''}${lost[0] ? `: ${lost[0].detail}` : ''}`,
    );
    check(
      'the outages were felt, and every retryable answer said SERVICE_UNAVAILABLE with Retry-After',
      unavailable.length > 0 && unavailable.every((a) => Number(a.header) > 0 && Number(a.retryAfter) > 0),
      `${unavailable.length} retryable answers; ${others.length} other refusals${others[0] ? ` (${[...new Set(others.map((o) => o.detail))].slice(0, 2).join('; ')})` : ''}`,
    );
    const ids = invoices.map((inv) => inv.id);
    const charges = await db.query(
      `select count(*) filter (where status = 'succeeded')::int as succeeded, count(distinct token) filter (where status = 'succeeded')::int as tokens
         from sandbox_charge where token = any($1::text[])`,
      [cards],
    );
    const rows = await db.query(`select count(*)::int as n from payment where invoice_id = any($1::uuid[]) and status = 'succeeded'`, [ids]);
    check(
      'each invoice charged exactly once at the Sandbox',
      charges.rows[0].succeeded === payments && charges.rows[0].tokens === payments && rows.rows[0].n === payments,
      `${charges.rows[0].succeeded} Sandbox charges for ${payments} payments; ${rows.rows[0].n} succeeded payment rows`,
    );
    const orders = await db.query(`select order_id, count(*)::int as n from web_payment where order_id like 'DRILL-%' group by order_id`);
    check(
      'each REST checkout created once under its Idempotency-Key',
      orders.rows.length === restCalls && orders.rows.every((r) => r.n === 1) && new Set(checkoutIds).size === restCalls,
      `${orders.rows.length} orders for ${restCalls} requests, at most ${Math.max(0, ...orders.rows.map((r) => r.n))} checkout each`,
    );
    const audit = await ledgerAudit(db);
    check(
      "the ledger audit's checks are clean",
      audit.differences.length === 0,
      `${audit.checks} checks, ${audit.differences.length} differences${audit.differences[0] ? `: ${audit.differences[0].check} ${audit.differences[0].subject} ${audit.differences[0].detail}` : ''}`,
    );
    const { Client, Connection } = require('@temporalio/client');
    const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
    try {
      const temporalClient = new Client({ connection });
      const { rows: dbStatus } = await db.query(`select code, status from invoice where id = any($1::uuid[])`, [ids]);
      const byCode = new Map(dbStatus.map((r) => [r.code, r.status]));
      const states = await inBatches(invoices.length, 8, async (i) => {
        const handle = temporalClient.workflow.getHandle(`invoice-${invoices[i].code}`);
        const d = await handle.describe();
        return d.status.name === 'RUNNING' ? (await handle.query('invoiceState')).status : 'completed';
      });
      const outOfStep = invoices.filter((inv, i) => states[i] !== 'completed' && states[i] !== byCode.get(inv.code)).length;
      check('every process answers with the state the database holds', outOfStep === 0, `${outOfStep} out of step`);
    } finally {
      await connection.close().catch(() => {});
    }
    return {
      checks,
      figures: { payments, restCalls, payMs, setupMs, totalMs: Date.now() - began, outages, retryable: unavailable.length, otherRefusals: others.length },
    };
  } finally {
    if (dbOpen) await db.end().catch(() => {});
    await Promise.all(procs.map((p) => p.stop()));
    await stopServices([temporal], 5000).catch(() => {});
    await postgres.stop().catch(() => {});
    log.end();
  }
}

export function printCrashDrill({ checks, figures }) {
  const f = figures;
  const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name} (${c.detail})`);
  console.log(
    `  ${f.payments} payments and ${f.restCalls} REST checkouts in ${s(f.payMs)}; PostgreSQL killed and back in ${s(f.outages.postgresMs)}, Temporal stopped and back in ${s(f.outages.temporalMs)}; ${f.retryable} retryable answers, ${f.otherRefusals} other refusals; set-up ${s(f.setupMs)}, whole drill ${s(f.totalMs)}`,
  );
}
