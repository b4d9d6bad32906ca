// The restore drill (issue 42): payments, a base backup, more payments, a point in time, more
// payments; then the data directory destroyed (PostgreSQL SIGKILLed, its folder removed) and the
// database restored to that time from the base backup and the WAL archive
// (scripts/lib/backup.mjs). Then: every payment committed before the time is there and none
// after it, the reconciliation names exactly the later charges (captured at the processor, not in
// the books), the ledger audit reports exactly those, and the platform takes a new payment.
// Its own PostgreSQL (archiving), Temporal, API and worker. `npm test` runs a small one
// (`--restore`); `npm run bench -- --only restore` a larger one.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import pg from 'pg';

import { archiveFlags, baseBackup, prepareArchive, restoreTo } from '../scripts/lib/backup.mjs';
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
    customerName: "Restore Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status } }`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs a compiled CLI of the API with `env`; resolves with its output. */
function cli(file, env) {
  return run(process.execPath, [join(ROOT, file)], { env, quiet: true });
}

/**
 * `batch` invoices paid in each of the three rounds (before the backup, between it and the
 * point, after the point).
 */
export async function restoreDrill({ runDir, workflowBundle, batch = 4, say = console.log }) {
  const began = Date.now();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'restore-services.log'));
  const dataDir = join(runDir, 'postgres');
  const backupsDir = join(runDir, 'backups');
  const walDir = prepareArchive(join(backupsDir, 'wal'));
  const pgPort = await freePort();
  let postgres = await startPostgres({ dir: dataDir, port: pgPort, database: 'restore', flags: archiveFlags(walDir) });
  const cliPath = await findTemporal();
  const temporalPort = await freePort();
  const temporal = await startTemporal({
    cli: cliPath,
    port: temporalPort,
    uiPort: await freePort(),
    name: 'restore:temporal',
    onOutput: (text) => log.write(`[temporal] ${text}`),
  });
  const apiPort = await freePort();
  const env = runEnv({ name: 'restore', databaseUrl: postgres.url, temporalAddress: `127.0.0.1:${temporalPort}`, runDir, workflowBundle, apiPort });
  const procs = [];
  const query = async (sql, params) => {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };
  try {
    await cli('api/dist/cli/migrate.js', env);
    await cli('api/dist/cli/seed.js', env);
    const api = processOf('api', join(ROOT, 'api/dist/main.js'), env, log);
    const worker = processOf('worker', join(ROOT, 'worker/dist/main.js'), env, log);
    procs.push(api, worker);
    const url = `http://127.0.0.1:${apiPort}`;
    await ready(`${url}/ready`, api).catch(async (error) => {
      await new Promise((r) => log.end(r));
      say(readFileSync(join(runDir, 'restore-services.log'), 'utf8').split('\n').slice(-40).join('\n'));
      throw error;
    });
    const client = apiClient(url);
    const owner = await client.login('owner@demo.test');
    const { organizations } = await client.gql('{ organizations(type: [government]) { id name } }', {}, owner);
    const doi = organizations.find((o) => o.name === 'Department Of Immigration')?.id ?? organizations[0].id;
    let n = 0;
    const payRound = () =>
      inBatches(batch, 4, async () => {
        const i = n++;
        const invoice = (await client.gql(CREATE, { invoice: invoiceInput(doi, i) }, owner)).createInvoice;
        const token = await client.cardToken();
        const paid = await client.gql(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token, key: `restore-${invoice.code}` });
        if (paid.payInvoice.status !== 'succeeded') throw new Error(`${invoice.code}: ${paid.payInvoice.status}`);
        return { ...invoice, token };
      });

    const beforeBackup = await payRound();
    const backup = await baseBackup({ url: postgres.serverUrl, dataDir, backupsDir });
    const beforePoint = await payRound();
    // The point: a second clear of the commits on either side (commit times are the server's clock).
    await sleep(1000);
    const [{ point }] = await query('select now() as point');
    await sleep(1000);
    const afterPoint = await payRound();

    // The disaster: the segment in use is archived (as archive_timeout would within a minute),
    // then the server is killed and its data directory removed.
    const [{ segment }] = await query('select pg_walfile_name(pg_current_wal_lsn()) as segment');
    await query('select pg_switch_wal()');
    for (let i = 0; i < 100; i++) {
      const [{ archived }] = await query('select last_archived_wal as archived from pg_stat_archiver');
      if (archived && archived >= segment) break;
      await sleep(100);
    }
    const [{ lastCommit }] = await query(`select max(created_at) as "lastCommit" from payment where status = 'succeeded'`);
    process.kill(-postgres.pid, 'SIGKILL');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
    const lostAt = Date.now();

    const restored = await restoreTo({ dataDir, backupsDir, walDir, to: point, port: pgPort, database: 'restore' });
    postgres = restored.postgres;
    const recoveryMs = Date.now() - lostAt;
    const reconciliation = await cli('api/dist/cli/reconcile-restore.js', env);

    // The checks.
    const checks = [];
    const check = (name, ok, detail) => checks.push({ name, ok, detail });
    const codes = (list) => list.map((i) => i.code);
    const present = await query(
      `select i.code from invoice i join payment p on p.invoice_id = i.id and p.status = 'succeeded' where i.code = any($1::text[])`,
      [[...codes(beforeBackup), ...codes(beforePoint), ...codes(afterPoint)]],
    );
    const have = new Set(present.map((r) => r.code));
    const before = [...codes(beforeBackup), ...codes(beforePoint)];
    check(
      'every payment committed before the point is present',
      before.every((c) => have.has(c)),
      `${before.filter((c) => have.has(c)).length}/${before.length}`,
    );
    check(
      'no payment committed after the point is present',
      codes(afterPoint).every((c) => !have.has(c)),
      `${codes(afterPoint).filter((c) => have.has(c)).length} of ${afterPoint.length} present`,
    );
    const { ledgerSqlChecks } = require('../api/dist/ledger/ledger-audit.checks.js');
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    let audit;
    try {
      audit = await ledgerSqlChecks({ execute: async (sql) => (await db.query(sql)).rows });
    } finally {
      await db.end();
    }
    const captured = audit.differences.filter((d) => d.check === 'capturedNotInBooks');
    const others = audit.differences.filter((d) => d.check !== 'capturedNotInBooks');
    check(
      'journals balance and every other audit check is clean',
      others.length === 0,
      `${others.length} differences${others[0] ? `: ${others[0].check} ${others[0].detail}` : ''}`,
    );
    const named = new Set(captured.map((d) => d.subject));
    check(
      'the audit names exactly the charges after the point: "captured at the processor, not in the books"',
      captured.length === afterPoint.length &&
        codes(afterPoint).every((c) => named.has(c)) &&
        captured.every((d) => /captured at the processor, not in the books/.test(d.detail)),
      `${captured.length} named for ${afterPoint.length} charges after the point`,
    );
    await ready(`${url}/ready`, api);
    const [again] = await payRound();
    check('the platform takes a new payment after the restore', Boolean(again), again ? again.code : 'none');
    return {
      checks,
      figures: {
        backupMs: backup.ms,
        backupBytes: backup.bytes,
        recoveryMs,
        replayMs: restored.recoveryMs,
        lostWindowMs: new Date(lastCommit).getTime() - new Date(point).getTime(),
        payments: n,
        totalMs: Date.now() - began,
        reconciliation: reconciliation.trim().split('\n').at(-1),
      },
    };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await stopServices([temporal], 5000).catch(() => {});
    await postgres.stop().catch(() => {});
    log.end();
    if (existsSync(runDir)) rmSync(join(runDir, 'backups'), { recursive: true, force: true });
  }
}

export function printRestoreDrill({ checks, figures }) {
  const f = figures;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name} (${c.detail})`);
  console.log(
    `  base backup ${(f.backupBytes / 2 ** 20).toFixed(0)} MiB in ${s(f.backupMs)}; data directory lost to database accepting writes at the point: ${s(f.recoveryMs)} (replay ${s(f.replayMs)}); last payment ${s(f.lostWindowMs)} after the point (archived, restorable); ${f.payments} payments; ${f.reconciliation}; whole drill ${s(f.totalMs)}`,
  );
}
