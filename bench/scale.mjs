// The scale-out run: two API processes and two workers against one PostgreSQL and one Temporal
// server, paying invoices, taking refunds through all three stages and building a transfer while
// a worker is SIGKILLed every few seconds (and restarted, as a supervisor would) and one API
// process is SIGKILLed once. Then it checks what a bank would: every payment charged exactly
// once at the Sandbox, every refund refunded exactly once, the books balanced, no process stuck.
// `npm run bench -- --only scale` runs it in full; `npm test` runs a small one (scripts/test.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import pg from 'pg';

import { ROOT } from '../scripts/lib/paths.mjs';
import { freePort } from '../scripts/lib/run.mjs';
import { apiClient } from './client.mjs';
import { inBatches } from './stats.mjs';

const require = createRequire(import.meta.url);
const node = process.execPath;

const CREATE = 'mutation($invoice: CreateInvoiceInput!) { createInvoice(invoice: $invoice) { id code accessKey totals { total } } }';
const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox,
    customerName: "Scale Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status } }`;
const REFUND_FIELDS = 'id code progressStatus status';
const REQUEST = `mutation($refund: RequestRefundInput!) { requestRefund(refund: $refund) { ${REFUND_FIELDS} } }`;
const REFUNDS_OF = `query($id: ID!) { invoice(id: $id) { refunds { id code progressStatus } } }`;
const REFUND = `query($id: ID!) { refund(id: $id) { ${REFUND_FIELDS} } }`;
const STAGES = [
  ['initiated', 'owner', `mutation($id: ID!) { merchantApprove(id: $id) { ${REFUND_FIELDS} } }`],
  ['merchantApproved', 'bank', `mutation($id: ID!) { approveRefund(id: $id) { ${REFUND_FIELDS} } }`],
  ['bankApproved', 'platform', `mutation($id: ID!) { approveRefund(id: $id) { ${REFUND_FIELDS} } }`],
  ['pgApproved', 'platform', `mutation($id: ID!) { resolvedAsRefunded(id: $id) { ${REFUND_FIELDS} } }`],
];
const TRANSFER = 'mutation($invoiceIds: [ID!]) { createTransaction(invoiceIds: $invoiceIds, notes: "scale-out run") { id code } }';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Until `url` answers 200 (the API's /ready: database and Temporal reachable), or its process exits. */
export async function ready(url, p, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (p.child.exitCode !== null || p.child.signalCode !== null) throw new Error(`${p.name} exited while starting`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${p.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** True for an answer that says nothing about whether the request was done (the API died under it). */
const ambiguous = (error) =>
  /fetch failed|ECONNRESET|ECONNREFUSED|socket hang up|other side closed|Unexpected end of JSON|status 50\d/.test(
    String(error?.cause?.code ?? '') + String(error?.message ?? error),
  );

/** One of the platform's processes, restartable after a kill; output to the run's log file. */
export function processOf(name, file, env, log) {
  const p = { name, child: undefined, kills: 0, ready: false };
  p.start = () => {
    p.ready = false;
    p.child = spawn(node, [file], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    p.child.stdout.on('data', (d) => {
      // A worker is up once it polls (its workflow bundle is built by then).
      if (/worker polling task queue/.test(String(d))) p.ready = true;
      log.write(`[${name}] ${d}`);
    });
    p.child.stderr.on('data', (d) => log.write(`[${name}] ${d}`));
    p.exited = new Promise((resolve) => p.child.once('exit', resolve));
    return p;
  };
  p.kill = async () => {
    p.kills += 1;
    p.child.kill('SIGKILL');
    await p.exited;
  };
  p.stop = async () => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return;
    p.child.kill('SIGTERM');
    await Promise.race([p.exited, sleep(10_000).then(() => p.child.kill('SIGKILL'))]);
  };
  return p.start();
}

/**
 * The GraphQL client over both APIs: each request goes to the next API that is up; a request
 * whose API died under it is retried on another only when `retry` says it is safe (a payment with
 * its idempotency key is; a refund request is looked up first).
 */
function apisClient(urls) {
  const clients = urls.map((u) => apiClient(u));
  let turn = 0;
  const retried = { count: 0 };
  async function gql(query, variables, token, { retry = () => true } = {}) {
    for (let attempt = 0; ; attempt++) {
      const client = clients[turn++ % clients.length];
      try {
        return await client.gql(query, variables, token);
      } catch (error) {
        if (!ambiguous(error) || attempt >= 40) throw error;
        retried.count += 1;
        const again = await retry(error);
        if (again !== true) return again;
        await sleep(100 * Math.min(attempt + 1, 10));
      }
    }
  }
  const first = clients[0];
  const any = async (fn) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn(clients[turn++ % clients.length]);
      } catch (error) {
        if (!ambiguous(error) || attempt >= 40) throw error;
        await sleep(200);
      }
    }
  };
  return { gql, login: (email) => any((c) => c.login(email)), cardToken: () => any((c) => c.cardToken()), retried, first };
}

export function invoiceInput(doi, i) {
  return {
    name: `Scale group ${i}`,
    recipientName: 'Scale',
    recipientSurName: 'Payer',
    recipientEmail: `scale.payer${i}@example.test`,
    type: 'postTripSettlement',
    numberOfPax: 2,
    dateOfService: new Date(Date.now() + 30 * 86400000).toISOString(),
    merchantProcessingFee: 2.5,
    lineItems: [{ description: 'Daily tariff', quantity: 2, price: 250 }],
    disbursements: [{ recipientId: doi, amount: 0 }],
  };
}

/** Walks one refund through its three stages; a stage whose answer was lost is read back. */
async function refundThroughStages(api, tokens, invoice) {
  const input = {
    parentEntityId: invoice.id,
    type: 'invoice',
    reason: 'cancellationByCustomer',
    notes: 'scale-out run',
    lineItems: [{ description: 'Night cancelled', amount: 50 }],
  };
  // A request whose answer was lost may have made the refund: look before asking again.
  const existing = async () => (await api.gql(REFUNDS_OF, { id: invoice.id }, tokens.owner)).invoice.refunds[0];
  let refund = (await api.gql(REQUEST, { refund: input }, tokens.owner, { retry: async () => (await existing()) ?? true })).requestRefund ?? (await existing());
  for (const [from, who, mutation] of STAGES) {
    for (let tries = 0; refund.progressStatus === from; tries++) {
      if (tries > 60) throw new Error(`refund ${refund.code} stays ${from}`);
      try {
        const data = await api.gql(mutation, { id: refund.id }, tokens[who], {
          retry: async () => (await api.gql(REFUND, { id: refund.id }, tokens.owner)).refund.progressStatus === from || { refund: true },
        });
        if (Object.values(data)[0]?.progressStatus) refund = Object.values(data)[0];
      } catch (error) {
        // The answer was lost, or the stage moved already (a retry of a lost answer may find the
        // refund past this stage, or closed by it): read where it is.
        if (!/not awaiting your action|is closed and can no longer be changed/.test(String(error.message))) {
          if (!/still being processed|try again/i.test(String(error.message))) throw error;
          await sleep(500);
        }
      }
      refund = (await api.gql(REFUND, { id: refund.id }, tokens.owner)).refund;
    }
  }
  return refund;
}

/**
 * The environment of a run's API and worker processes: its own task queue, data directory and
 * secret (`name` and the process id), DEV_MODE, and no web app.
 */
export function runEnv({ name, databaseUrl, temporalAddress, runDir, workflowBundle, apiPort }) {
  return {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: `${name}-${process.pid}`,
    DATA_DIR: join(runDir, 'data'),
    NODE_ENV: 'test',
    // A development run: the keys it does not set are derived (api/src/config/secrets.ts).
    DEV_MODE: '1',
    JWT_SECRET: `${name}-${process.pid}-secret`,
    // Every payer of the run has one address; the Sandbox's per-address token limit is not measured here.
    SANDBOX_TOKENS_PER_MINUTE: '1000000',
    WEB_DIST: join(runDir, 'no-web-app'),
    ...(apiPort ? { PORT: String(apiPort), PUBLIC_URL: `http://127.0.0.1:${apiPort}` } : {}),
    // A restarted worker polls again without webpack-bundling the workflows first (as in the image).
    ...(workflowBundle ? { WORKFLOW_BUNDLE: workflowBundle } : {}),
  };
}
/**
 * `databaseUrl`: a server where the run may create its own database; `temporalAddress`: the
 * Temporal server. Returns figures and the checks, each { name, ok, detail }.
 */
export async function scaleRun({
  databaseUrl,
  temporalAddress,
  workflowBundle,
  runDir,
  payments = 500,
  refunds = 100,
  transferInvoices = 50,
  killEveryMs = 4000,
  // npm test's small run stops killing after this many: each kill stalls the processes cached on
  // that worker for Temporal's sticky-queue timeout (10 s), so unbounded kills made the run's
  // length grow with its own slowness (56 to 82 s for the same run).
  maxWorkerKills = Infinity,
  concurrency = 16,
  say = console.log,
}) {
  const began = Date.now();
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'scale-services.log'));
  const database = `scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  const ports = [await freePort(), await freePort()];
  const env = runEnv({ name: 'scale', databaseUrl: url.toString(), temporalAddress, runDir, workflowBundle });
  const run = (file) =>
    new Promise((resolve, reject) => {
      const child = spawn(node, [join(ROOT, file)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} failed: ${out.slice(-2000)}`))));
    });
  await run('api/dist/cli/migrate.js');
  await run('api/dist/cli/seed.js');

  const apis = ports.map((port, i) =>
    processOf(`api${i + 1}`, join(ROOT, 'api/dist/main.js'), { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, log),
  );
  const workers = [1, 2].map((i) => processOf(`worker${i}`, join(ROOT, 'worker/dist/main.js'), env, log));
  const all = () => [...apis, ...workers];
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  const { Client, Connection } = require('@temporalio/client');
  const connection = await Connection.connect({ address: temporalAddress });
  const temporal = new Client({ connection });
  let chaos;
  let stopChaos = false;
  try {
    await Promise.all(apis.map((a, i) => ready(`http://127.0.0.1:${ports[i]}/ready`, a))).catch(async (error) => {
      // What the processes said is the explanation: the run folder goes away with the run.
      await new Promise((r) => log.end(r));
      say(readFileSync(join(runDir, 'scale-services.log'), 'utf8').split('\n').slice(-40).join('\n'));
      throw error;
    });
    await db.connect();
    const api = apisClient(ports.map((p) => `http://127.0.0.1:${p}`));
    const tokens = {
      owner: await api.login('owner@demo.test'),
      bank: await api.login('bank.admin@demo.test'),
      platform: await api.login('pg.admin@demo.test'),
    };
    const { organizations } = await api.gql('{ organizations(type: [government]) { id name } }', {}, tokens.owner);
    const doi = organizations.find((o) => o.name === 'Department Of Immigration')?.id ?? organizations[0].id;
    const invoices = await inBatches(payments, 8, async (i) => (await api.gql(CREATE, { invoice: invoiceInput(doi, i) }, tokens.owner)).createInvoice);
    const cards = await inBatches(payments, 8, () => api.cardToken());
    const setupMs = Date.now() - began;
    say(`  set-up: ${payments} invoices and card tokens (${(setupMs / 1000).toFixed(1)} s)`);

    // Chaos: every `killEveryMs` a worker is SIGKILLed (in turn, only while the other one polls,
    // as losing one machine of two) and restarted at once, as a supervisor would; the second API
    // is SIGKILLed once and restarted 5 s later.
    const started = Date.now();
    chaos = (async () => {
      let which = 0;
      let apiKilled = false;
      while (!stopChaos) {
        await sleep(killEveryMs);
        if (stopChaos) break;
        const w = workers[which % workers.length];
        const peer = workers[(which + 1) % workers.length];
        if (w.ready && peer.ready && which < maxWorkerKills) {
          which += 1;
          await w.kill();
          w.start();
        }
        if (!apiKilled && Date.now() - started > killEveryMs * 2) {
          apiKilled = true;
          await apis[1].kill();
          setTimeout(() => !stopChaos && apis[1].start(), 5000);
        }
      }
    })();

    const payStart = Date.now();
    const paid = await inBatches(payments, concurrency, async (i) => {
      const inv = invoices[i];
      const data = await api.gql(PAY, { invoiceId: inv.id, accessKey: inv.accessKey, token: cards[i], key: `scale-${inv.code}` });
      return data.payInvoice.status;
    });
    const payMs = Date.now() - payStart;
    const refundStart = Date.now();
    const refunded = await inBatches(Math.min(refunds, payments), Math.min(concurrency, 8), (i) => refundThroughStages(api, tokens, invoices[i]));
    const refundMs = Date.now() - refundStart;
    // A transfer of paid invoices that carry no refund.
    const transferIds = invoices.slice(refunds, refunds + transferInvoices).map((inv) => inv.id);
    const transferStart = Date.now();
    const transfer = transferIds.length
      ? (
          await api.gql(TRANSFER, { invoiceIds: transferIds }, tokens.bank, {
            // The answer was lost: the transfer holding these invoices, if the saga made it (not
            // the newest of any: the demo data has transfers of its own), else ask again.
            retry: async () => {
              const { rows } = await db.query(
                'select t.id, t.code from transfer t join transfer_item ti on ti.transfer_id = t.id where ti.item_id = any($1::uuid[]) limit 1',
                [transferIds],
              );
              return rows[0] ? { createTransaction: rows[0] } : true;
            },
          })
        ).createTransaction
      : undefined;
    if (transfer) await temporal.workflow.getHandle(`transfer-${transfer.code}`).result();
    const transferMs = Date.now() - transferStart;
    stopChaos = true;
    await chaos;
    const checksStart = Date.now();
    // Every process back up for the checks (a restart may still be pending).
    for (const p of all()) if (p.child.exitCode !== null || p.child.signalCode !== null) p.start();

    // The checks.
    const checks = [];
    const check = (name, ok, detail) => checks.push({ name, ok, detail });
    check(
      'every payment answered succeeded',
      paid.every((s) => s === 'succeeded'),
      `${paid.filter((s) => s === 'succeeded').length}/${payments}`,
    );
    const ids = invoices.map((inv) => inv.id);
    // At the Sandbox (the processor's side): charges and refunds made with this run's single-use card tokens.
    const charges = await db.query(
      `select count(*) filter (where status = 'succeeded')::int as succeeded, count(distinct token) filter (where status = 'succeeded')::int as tokens
         from sandbox_charge where token = any($1::text[])`,
      [cards],
    );
    const succeeded = await db.query(`select count(*)::int as n from payment where invoice_id = any($1::uuid[]) and status = 'succeeded'`, [ids]);
    const paidInvoices = await db.query(`select count(*)::int as n from invoice where id = any($1::uuid[]) and status in ('paid', 'disbursed')`, [ids]);
    check(
      'each invoice charged exactly once at the Sandbox',
      charges.rows[0].succeeded === payments && charges.rows[0].tokens === payments && succeeded.rows[0].n === payments,
      `${charges.rows[0].succeeded} Sandbox charges for ${payments} payments; ${succeeded.rows[0].n} succeeded payment rows`,
    );
    check('every invoice paid (or disbursed)', paidInvoices.rows[0].n === payments, `${paidInvoices.rows[0].n}/${payments}`);
    const closed = refunded.filter((r) => r.progressStatus === 'refunded').length;
    const atSandbox = await db.query(
      `select count(*)::int as n, count(distinct c.id)::int as charges from sandbox_refund r join sandbox_charge c on c.id = r.charge_id where c.token = any($1::text[])`,
      [cards],
    );
    const perInvoice = await db.query(
      `select coalesce(max(n), 0)::int as most from (select count(*) as n from refund where invoice_id = any($1::uuid[]) group by invoice_id) x`,
      [ids],
    );
    check('every refund through three stages and refunded', closed === refunded.length, `${closed}/${refunded.length}`);
    check(
      'each refund refunded exactly once at the Sandbox, one refund per invoice',
      atSandbox.rows[0].n === refunded.length && atSandbox.rows[0].charges === refunded.length && perInvoice.rows[0].most <= 1,
      `${atSandbox.rows[0].n} Sandbox refunds of ${atSandbox.rows[0].charges} charges for ${refunded.length} refunds; at most ${perInvoice.rows[0].most} refund per invoice`,
    );
    const books = await db.query(
      `select (select count(*)::int from (select journal_id from ledger_posting group by journal_id having sum(amount_cents) <> 0) u) as unbalanced, (select coalesce(sum(amount_cents), 0)::bigint from ledger_posting) as total`,
    );
    check(
      'ledger journals balanced, the book sums to zero',
      books.rows[0].unbalanced === 0 && Number(books.rows[0].total) === 0,
      `${books.rows[0].unbalanced} unbalanced journals, total ${books.rows[0].total}`,
    );
    if (transfer) {
      const disbursed = await db.query(`select count(*)::int as n from invoice where transfer_id = $1 and status = 'disbursed'`, [transfer.id]);
      check('the transfer disbursed its invoices', disbursed.rows[0].n === transferIds.length, `${disbursed.rows[0].n}/${transferIds.length}`);
    }
    // No process stuck: every invoice's and refund's process answers its query with the state the
    // database holds, and no running workflow of the run has an activity retrying over and over.
    const stuck = [];
    const states = await inBatches(invoices.length, 16, async (i) => {
      const handle = temporal.workflow.getHandle(`invoice-${invoices[i].code}`);
      const d = await handle.describe();
      if (d.status.name === 'RUNNING') {
        const raw = d.raw.pendingActivities ?? [];
        if (raw.some((a) => (a.attempt ?? 1) > 5)) stuck.push(invoices[i].code);
        return (await handle.query('invoiceState')).status;
      }
      return d.status.name.toLowerCase();
    });
    const { rows: dbStatus } = await db.query(`select code, status from invoice where id = any($1::uuid[])`, [ids]);
    const byCode = new Map(dbStatus.map((r) => [r.code, r.status]));
    const mismatched = invoices.filter((inv, i) => states[i] !== 'completed' && states[i] !== byCode.get(inv.code)).length;
    check(
      'no process stuck: every invoice process answers with the state the database holds',
      stuck.length === 0 && mismatched === 0,
      `${stuck.length} with an activity past 5 attempts, ${mismatched} out of step`,
    );
    const kills = { workers: workers.reduce((s, w) => s + w.kills, 0), apis: apis.reduce((s, a) => s + a.kills, 0) };
    return {
      checks,
      figures: {
        payments,
        refunds: refunded.length,
        transferInvoices: transferIds.length,
        payMs,
        refundMs,
        transferMs,
        setupMs,
        checksMs: Date.now() - checksStart,
        totalMs: Date.now() - began,
        kills,
        retriedRequests: api.retried.count,
      },
    };
  } finally {
    // A failed run too: no restart may follow the stop below (processes left running after it).
    stopChaos = true;
    await chaos?.catch(() => {});
    await Promise.all(all().map((p) => p.stop()));
    await connection.close().catch(() => {});
    await db.end().catch(() => {});
    log.end();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup
      .connect()
      .then(() => cleanup.query(`drop database if exists "${database}" with (force)`))
      .catch(() => {});
    await cleanup.end().catch(() => {});
  }
}

export function printScale({ checks, figures }) {
  const f = figures;
  const rate = (n, ms) => (ms > 0 ? (n / (ms / 1000)).toFixed(1) : '-');
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  // The checks first and the figures last: a log cut to its tail (CI's) still shows where the time went.
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name} (${c.detail})`);
  console.log(
    `  ${f.payments} payments in ${s(f.payMs)} (${rate(f.payments, f.payMs)}/s), ${f.refunds} refunds through three stages in ${s(f.refundMs)}, a transfer of ${f.transferInvoices} invoices in ${s(f.transferMs)}`,
  );
  console.log(
    `  killed: ${f.kills.workers} workers (SIGKILL), ${f.kills.apis} API process; requests retried on the other API after a lost answer: ${f.retriedRequests}; set-up ${s(f.setupMs)}, checks ${s(f.checksMs)}, whole run ${s(f.totalMs)}`,
  );
}
