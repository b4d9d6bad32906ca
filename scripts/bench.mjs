// `npm run bench`: the invoices issue's benchmarks on an isolated platform of their own (an
// embedded PostgreSQL with pg_stat_statements, a Temporal dev server in memory, the worker and
// the API on free ports; never the developer's running platform on :4000 or .data/).
//   1. payInvoice through the Sandbox at 1, 16, 64 payers vs the floor (workflow update + one transaction)
//   2. invoices(first: 50) over 100,000 invoices at 32 connections, SQL per request, query plan
//   3. the public pay page's JavaScript before the form is interactive, gzipped
//   1b. lock wait per payment at 16 payers to one merchant; orgLedger over 1,000,000 entries (with pay)
//   4. createTransaction over 1,000 paid invoices (--only transfers)
//   5. scale-out: 2 APIs + 2 workers, 500 payments, 100 refunds, a transfer, workers SIGKILLed (--only scale)
//   6. the per-role dashboards over 100,000 invoices and their journals, p50/p99, CPU per request (--only dashboard)
//   7. Lighthouse mobile on the pay page and the sign-in page, 3 runs each, medians; caching and compression (--only lighthouse)
//   8. receipts by SMTP: a message's sender CPU through pooled connections vs one connection each (--only mail)
//   9. crash drill: 200 payments through a PostgreSQL SIGKILL and a Temporal restart (--only crash)
//  10. the REST rate limit's cost per request: PostgreSQL bucket vs in-process (--only ratelimit)
//  11. restore drill: 3 rounds of 50 payments, the data directory lost, restored to a point in time (--only restore)
//  12. failover: payInvoice with the primary Sandbox acquirer failing, paid by the fallback (--only failover)
//  13. a request's cost without a token, with one (the session check), and a small list (--only request-overhead)
// Prints figures and ratios; measures, never asserts. Options: --only pay,list,page;
// BENCH_SCALE=0.5 (fewer payments, a quicker run).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { apiClient } from '../bench/client.mjs';
import { crashDrill, printCrashDrill } from '../bench/crash-drill.mjs';
import { dashboardBenchmark, printDashboard } from '../bench/dashboard.mjs';
import { failoverBenchmark, printFailover } from '../bench/failover.mjs';
import { ledgerBenchmark, printLedger, printLockWaits } from '../bench/ledger.mjs';
import { lighthouseBenchmark, printLighthouse } from '../bench/lighthouse.mjs';
import { listBenchmark, printList } from '../bench/list.mjs';
import { mailBenchmark, printMail, smtpSinkUrl, startSmtpSink } from '../bench/mail.mjs';
import { payBenchmark, printPay } from '../bench/pay.mjs';
import { benchCheckoutAccessKey, payPageBenchmark, printPayPage } from '../bench/pay-page.mjs';
import { printRateLimit, rateLimitBenchmark } from '../bench/rate-limit.mjs';
import { printRequestOverhead, requestOverhead } from '../bench/request-overhead.mjs';
import { printRestoreDrill, restoreDrill } from '../bench/restore-drill.mjs';
import { printScale, scaleRun } from '../bench/scale.mjs';
import { printSearch, searchBenchmark } from '../bench/search.mjs';
import { printTimeline, timelineBenchmark } from '../bench/timeline.mjs';
// transfers and ledger
import { printTransfers, transfersBenchmark } from '../bench/transfers.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { paint, say, timed } from './lib/log.mjs';
import { ROOT, TEST_DATA, WORKFLOW_BUNDLE } from './lib/paths.mjs';
import { migrateAndSeed, startApp } from './lib/platform.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureBuild } from './lib/prepare.mjs';
import { binOf, freePort, onShutdown, run, runMain, shutdown, stopServices } from './lib/run.mjs';
import { findTemporal, startTemporal } from './lib/temporal.mjs';

const RUN_DIR = join(TEST_DATA, `bench-${process.pid}`);
const CONCURRENCIES = [1, 16, 64];
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PAYMENTS = { 1: 40, 16: 160, 64: 256 };
// Paired rounds of payInvoice and the floor at 16 payers (bench/pay-rounds.mjs); 0 leaves them out.
const PAY_ROUNDS = Number(process.env.BENCH_PAY_ROUNDS ?? 5);
const onlyAt = process.argv.indexOf('--only');
const only = new Set((onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : 'pay,list,page,transfers,scale,mail').split(','));
const began = Date.now();

function heading(text) {
  say(paint(`\n▶ ${text}`, 36));
}

// The platform's own log lines (mail sent, workers polling) would bury the figures: only its
// warnings and errors get through.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  const text = chunk.toString();
  // eslint-disable-next-line no-control-regex -- ESC starts the ANSI colour code the log lines may begin with
  if (/^(\x1b\[\d+m)?\[bench:/.test(text) && !/\b(ERROR|WARN|FATAL|Error:)/.test(text)) return true;
  return write(chunk, ...rest);
};

/** Folders of earlier bench runs that were killed before they could clean up. */
function removeStaleRuns() {
  if (!existsSync(TEST_DATA)) return;
  for (const entry of readdirSync(TEST_DATA)) {
    const pid = Number(/^bench-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(TEST_DATA, entry), { recursive: true, force: true });
    }
  }
}

runMain(async () => {
  removeStaleRuns();
  mkdirSync(RUN_DIR, { recursive: true });
  onShutdown(() => rmSync(RUN_DIR, { recursive: true, force: true }));
  // The load average says whether something else was using the machine during the run.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  say(
    `machine: ${availableParallelism()} cores (${cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average ${load()}`,
  );

  if (only.has('mail')) {
    await ensureBuild({ web: false });
    heading('8. receipts by SMTP: pooled connections against a connection per message');
    printMail(await mailBenchmark());
    // Needs no platform: alone, it is the whole run.
    if (only.size === 1) return;
  }

  if (only.has('ratelimit')) {
    await ensureBuild({ web: false });
    heading('10. the REST rate limit: a take of the shared bucket in PostgreSQL against the in-process one');
    printRateLimit(await rateLimitBenchmark({ runDir: join(RUN_DIR, 'ratelimit') }));
    // Needs no platform: alone, it is the whole run.
    if (only.size === 1) return;
  }

  heading('isolated platform');
  await ensureBuild({ web: false });
  // The web app is built into a folder of the run's own (the running platform's web/dist is left
  // alone), outside .test-data: Express does not serve files below a dot-directory.
  const withWeb = only.has('page') || only.has('lighthouse');
  const webDist = withWeb ? mkdtempSync(join(tmpdir(), 'pg-bench-web-')) : join(RUN_DIR, 'no-web-app');
  onShutdown(() => rmSync(webDist, { recursive: true, force: true }));
  const webBuild = withWeb
    ? timed('web app built (vite) into the run folder', () =>
        run(process.execPath, [binOf('vite'), 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: join(ROOT, 'web'), quiet: true }),
      )
    : Promise.resolve();
  const pgPort = await freePort();
  const postgres = await timed(`embedded PostgreSQL on :${pgPort} (pg_stat_statements)`, () =>
    startPostgres({
      dir: join(RUN_DIR, 'postgres'),
      port: pgPort,
      database: 'bench',
      flags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'],
    }),
  );
  onShutdown(() => postgres.stop());
  const cli = await findTemporal();
  const temporalPort = await freePort();
  const uiPort = await freePort();
  const temporal = await timed(`Temporal dev server (in memory) on :${temporalPort}`, () =>
    startTemporal({ cli, port: temporalPort, uiPort, name: 'bench:temporal' }),
  );
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  onShutdown(() => db.end());
  await db.query('create extension if not exists pg_stat_statements');
  await webBuild;

  const appPort = await freePort();
  const env = {
    DATABASE_URL: postgres.url,
    TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
    TEMPORAL_TASK_QUEUE: `bench-${process.pid}`,
    PORT: String(appPort),
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: join(RUN_DIR, 'data'),
    WEB_DIST: webDist,
    // As the Docker images run them: libraries skip their development checks (graphql-js's
    // instanceOf on every field), so the figures are a deployment's (docs/decisions/README.md).
    NODE_ENV: 'production',
    // Known to the bench, which signs ledger cursors at chosen depths as the API would.
    JWT_SECRET: `bench-${process.pid}-secret-for-ledger-cursors-0000`,
    // As a deployment: each key its own (api/src/config/secrets.ts).
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('hex'),
    FILE_URL_SECRET: randomBytes(32).toString('hex'),
    SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    // As the worker image starts: from the bundle built with the code.
    WORKFLOW_BUNDLE,
    // Production mode with no processor keys: the Sandbox takes the bench's live payments only
    // when asked, and its card tokens are not limited for the one address every payer has here.
    SANDBOX_LIVE_PAYMENTS: '1',
    SANDBOX_TOKENS_PER_MINUTE: '1000000',
    // Production mode requires SMTP_URL unless told that e-mails go to DATA_DIR/outbox (app-config.ts).
    MAIL_TO_OUTBOX: '1',
    // The failover bench: every payment of a failing phase fails over (the circuit breaker would
    // soon skip the failing acquirer); no other bench has processor failures.
    ...(only.has('failover') ? { PROCESSOR_BREAKER_FAILURES: '1000000000' } : {}),
  };
  // BENCH_SMTP=pool (or each): the receipts go by SMTP to a local server, as in production, over
  // pooled connections (or one per message), and that server's CPU is counted as the platform's.
  const smtpSink = process.env.BENCH_SMTP ? await startSmtpSink({ detached: true }) : undefined;
  if (smtpSink) {
    onShutdown(() => smtpSink.stop());
    env.SMTP_URL = smtpSinkUrl(smtpSink.port, process.env.BENCH_SMTP !== 'each');
    delete env.MAIL_TO_OUTBOX;
    say(
      `  receipts by SMTP (${process.env.BENCH_SMTP === 'each' ? 'a connection per message' : 'pooled connections'}) to bench/smtp-sink.mjs on :${smtpSink.port}`,
    );
  }
  await migrateAndSeed(env);
  // BENCH_PROFILE=1: the API and the worker listen for the inspector; the list bench profiles
  // the API's CPU, the pay bench the worker's (at 16 payers).
  const inspectPort = process.env.BENCH_PROFILE ? await freePort() : undefined;
  const workerInspectPort = process.env.BENCH_PROFILE ? await freePort() : undefined;
  const app = await startApp(env, {
    names: ['bench:worker', 'bench:api'],
    apiArgs: inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
    workerArgs: workerInspectPort ? [`--inspect=127.0.0.1:${workerInspectPort}`] : [],
  });
  const baseUrl = env.PUBLIC_URL;

  // Process groups whose CPU time is measured per phase.
  const groups = {
    API: app.api.pid,
    worker: app.worker.pid,
    'Temporal server': temporal.pid,
    PostgreSQL: postgres.pid,
    ...(smtpSink ? { 'SMTP server': smtpSink.pid } : {}),
  };
  let pageInvoice;
  if (only.has('list')) {
    heading('2. every list at about 10 and at 100,000 rows (first page of 50, 32 connections)');
    const profile = inspectPort ? { inspectPort, file: join(ROOT, `.test-data/bench-list-${process.pid}.cpuprofile`) } : undefined;
    const figures = await listBenchmark({ baseUrl, db, groups, profile });
    const note = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${profile ? ', BENCH_PROFILE=1 (profiler on during the 100,000-row loads)' : ''}, load average ${load()} at the end`;
    printList(figures, { note });
  }
  if (only.has('dashboard')) {
    heading('dashboards over 100,000 invoices (--only dashboard)');
    printDashboard(await dashboardBenchmark({ baseUrl, db, groups }));
  }
  if (only.has('search')) {
    heading('globalSearch over 100,000 invoices (--only search)');
    printSearch(await searchBenchmark({ baseUrl, db }));
  }
  if (only.has('request-overhead')) {
    heading('13. a request without a token, with one (the session check), and a small list (--only request-overhead)');
    printRequestOverhead(await requestOverhead({ baseUrl, n: 1000, pid: app.api.pid }), say);
  }
  if (only.has('timeline')) {
    heading('processTimeline of a refund, running and ended (--only timeline)');
    printTimeline(await timelineBenchmark({ baseUrl }));
  }
  if (only.has('pay')) {
    heading('1. payInvoice (Sandbox) vs the floor (workflow update + one PostgreSQL transaction)');
    const result = await payBenchmark({
      baseUrl,
      temporalAddress: env.TEMPORAL_ADDRESS,
      databaseUrl: postgres.url,
      db,
      counts: (c) => Math.max(c, Math.round(PAYMENTS[c] * SCALE)),
      concurrencies: CONCURRENCIES,
      groups,
      rounds: PAY_ROUNDS,
      workerProfiling: workerInspectPort
        ? { inspectPort: workerInspectPort, file: join(ROOT, `.test-data/bench-pay-worker-${process.pid}.cpuprofile`) }
        : undefined,
    });
    const payNote = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${workerInspectPort ? ', BENCH_PROFILE=1 (the worker profiled at 16 payers)' : ''}, load average ${load()} at the end`;
    printPay(result, CONCURRENCIES, { note: payNote });
    if (result.lockWaits) printLockWaits(result.lockWaits, result.lockWaits.payments);
    pageInvoice = result.pageInvoice;
    heading('1b. the books: orgLedger over 1,000,000 entries of one organization');
    printLedger(await ledgerBenchmark({ api: apiClient(baseUrl), db, entries: Math.round(1_000_000 * SCALE), secret: env.JWT_SECRET }));
  }
  if (only.has('failover')) {
    heading('12. failover: payInvoice with the primary Sandbox acquirer failing (--only failover)');
    printFailover(await failoverBenchmark({ baseUrl, db, groups, count: Math.max(32, Math.round(200 * SCALE)) }));
  }
  if (only.has('page')) {
    heading('3. public pay page: JavaScript before the form is interactive');
    if (!pageInvoice) {
      const { prepareInvoices } = await import('../bench/pay.mjs');
      [pageInvoice] = await prepareInvoices((await import('../bench/client.mjs')).apiClient(baseUrl), 1);
    }
    const chromium = await ensureChromium();
    printPayPage(await payPageBenchmark({ baseUrl, chromium, accessKey: pageInvoice.accessKey }));
    // checkouts: the /checkout page is the same light entry (pay.html)
    const checkoutKey = await benchCheckoutAccessKey((await import('../bench/client.mjs')).apiClient(baseUrl), baseUrl);
    printPayPage(await payPageBenchmark({ baseUrl, chromium, accessKey: checkoutKey, kind: 'checkout' }));
  }

  if (only.has('lighthouse')) {
    heading('7. Lighthouse mobile: the public pay page and the sign-in page (--only lighthouse)');
    if (!pageInvoice) {
      const { prepareInvoices } = await import('../bench/pay.mjs');
      [pageInvoice] = await prepareInvoices(apiClient(baseUrl), 1);
    }
    printLighthouse(await lighthouseBenchmark({ baseUrl, chromium: await ensureChromium(), accessKey: pageInvoice.accessKey, webDist }));
  }

  // transfers and ledger
  if (only.has('transfers')) {
    heading('4. createTransaction over 1,000 paid invoices');
    printTransfers(await transfersBenchmark({ baseUrl, temporalAddress: env.TEMPORAL_ADDRESS, taskQueue: env.TEMPORAL_TASK_QUEUE, db, groups }));
  }

  await stopServices([app.api, app.worker]);

  if (only.has('scale')) {
    heading('5. scale-out: 2 APIs + 2 workers on one PostgreSQL and one Temporal, workers SIGKILLed every 4 s, one API once');
    const result = await scaleRun({
      databaseUrl: postgres.url,
      temporalAddress: env.TEMPORAL_ADDRESS,
      workflowBundle: WORKFLOW_BUNDLE,
      runDir: join(RUN_DIR, 'scale'),
      payments: Math.round(500 * SCALE),
      refunds: Math.round(100 * SCALE),
      transferInvoices: Math.round(100 * SCALE),
      say,
    });
    printScale(result);
  }
  if (only.has('crash')) {
    heading('9. crash drill: payments through a PostgreSQL SIGKILL (down 10 s) and a Temporal restart (down 10 s)');
    const payments = Math.round(200 * SCALE);
    printCrashDrill(
      await crashDrill({
        runDir: join(RUN_DIR, 'crash'),
        workflowBundle: WORKFLOW_BUNDLE,
        payments,
        concurrency: 16,
        spacingMs: 100,
        pgDownMs: 10_000,
        temporalDownMs: 10_000,
        say,
      }),
    );
  }
  if (only.has('restore')) {
    heading('11. restore drill: payments around a base backup and a point in time, the data directory lost, point-in-time restore');
    printRestoreDrill(await restoreDrill({ runDir: join(RUN_DIR, 'restore'), workflowBundle: WORKFLOW_BUNDLE, batch: Math.round(50 * SCALE), say }));
  }
  say(`\nbench wall time ${((Date.now() - began) / 1000).toFixed(1)} s, load average ${load()}`);
  await shutdown(0);
});
