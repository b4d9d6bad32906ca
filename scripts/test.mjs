// `npm test`: prepares what `npm start` does, on isolated ports and fresh data (a PostgreSQL
// cluster and a Temporal dev server of its own, never the developer's running platform), then
// runs every suite: type checks, schema freshness, Jest (unit, workflow, API integration, web,
// stories, deploy files) and end-to-end in Chromium against a started worker + API.
// Prints one line per stage with its wall time and exits non-zero when any stage failed.
//
// Focused runs while working (CI always runs everything):
//   npm test -- api/test/disputes web/src/pages/Dispute   only these Jest paths (no type check, no e2e)
//   npm test -- --e2e disputes                             only these end-to-end files
//   npm test -- --types                                    only the type check, schema, codegen, structure, docs, lint and format checks
//   npm test -- --scale                                    only the small scale-out run
//   npm test -- --crash                                    only the crash drill (PostgreSQL and Temporal restarted under payments)
//   npm test -- --restore                                  only the restore drill (point-in-time restore after the data directory is lost)
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

import { checkClient } from './check-client.mjs';
import { checkCodegen } from './check-codegen.mjs';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { paint, Problem, say } from './lib/log.mjs';
import { CORES, machineBusySeconds } from './lib/machine-cpu.mjs';
import { ROOT, TEST_DATA, WORKFLOW_BUNDLE, WORKSPACES } from './lib/paths.mjs';
import { migrateAndSeed, startApp } from './lib/platform.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureBuild, ensureDependencies } from './lib/prepare.mjs';
import { binOf, freePort, isStopping, onShutdown, portInUse, run, runMain, shutdown, stopServices } from './lib/run.mjs';
import { findTemporal, startTemporal } from './lib/temporal.mjs';
import { chooseServices, dockerEndpoint, pingDocker, startPostgresContainer, startTemporalContainer } from './lib/test-services.mjs';

// This run's scratch space; several `npm test` runs in one tree do not collide.
const RUN_DIR = join(TEST_DATA, `run-${process.pid}`);
const results = [];
/** Every Jest test file's time, for the summary's slowest ten. */
const slowest = [];
// Every failed test with the start of its message: the summary ends with them, so a log that
// keeps only its tail (CI's) still names what failed and why.
const failures = [];
/** Every Jest test file's waits on the clock (test-support/sleep.ts), for the summary's "test sleeps". */
const sleeps = [];

// Focus (see the header): Jest path patterns, `--e2e` for end-to-end files, `--types` for the checks.
const args = process.argv.slice(2);
const focus = {
  e2e: args.includes('--e2e'),
  types: args.includes('--types'),
  scale: args.includes('--scale'),
  crash: args.includes('--crash'),
  restore: args.includes('--restore'),
  patterns: args.filter((a) => !a.startsWith('--')),
};
const focused = focus.e2e || focus.types || focus.scale || focus.crash || focus.restore || focus.patterns.length > 0;
const wants = {
  types: !focused || focus.types,
  jest: !focused || (!focus.e2e && focus.patterns.length > 0),
  e2e: !focused || focus.e2e,
  scale: !focused || focus.scale,
  crash: !focused || focus.crash,
  restore: !focused || focus.restore,
};

// A whole run's Jest projects (jest.config.js) in two runs: those that need no server beside the
// end-to-end lane, those that use PostgreSQL and Temporal after it.
const BESIDE_E2E = ['domain', 'deploy', 'scripts', 'worker', 'ui-kit', 'web'];
const AFTER_E2E = ['workflows', 'api'];
const SCALE_STAGE = 'scale-out run (2 APIs, 2 workers, SIGKILLs)';
const CRASH_STAGE = 'crash drill (PostgreSQL killed, Temporal restarted, under payments)';
const RESTORE_STAGE = 'restore drill (data directory lost, point-in-time restore)';

/** While shutting down: wait for the exit that shutdown() brings. */
const halt = () => new Promise(() => {});

/** The preferred port when free (documented, easy to find), else any free one. */
async function port(preferred) {
  return (await portInUse(preferred)) ? freePort() : preferred;
}

/**
 * One stage: its result and wall time go to the summary. A `required` stage that fails stops
 * the run (what follows needs it); others only mark the run failed.
 */
async function stage(name, fn, { required = false } = {}) {
  if (isStopping()) return halt();
  const start = Date.now();
  const busy = machineBusySeconds();
  const cpu = () => (busy === undefined ? undefined : machineBusySeconds() - busy);
  say(paint(`\n▶ ${name}`, 36));
  try {
    const outcome = (await fn()) ?? {};
    results.push({ name, ok: true, seconds: (Date.now() - start) / 1000, cpu: cpu(), ...outcome });
    return outcome;
  } catch (error) {
    if (isStopping()) return halt(); // interrupted (Ctrl-C): no failure report, no next stage
    results.push({ name, ok: false, seconds: (Date.now() - start) / 1000, cpu: cpu(), counts: error.counts });
    const message = error instanceof Problem || error.counts ? error.message : String(error?.message ?? error).split('\n')[0];
    say(paint(`✗ ${name}: ${message}`, 31));
    if (required) {
      summary();
      throw new Problem(`${name} failed, so the remaining stages cannot run (see above).`);
    }
    return undefined;
  }
}

/** Runs Jest with a JSON report, for the pass/fail counts of the summary. */
async function jest(args, env, report) {
  const out = join(RUN_DIR, report);
  const cpuLog = join(RUN_DIR, `${report}.cpu.jsonl`);
  const sleepLog = join(RUN_DIR, `${report}.sleeps.jsonl`);
  rmSync(out, { force: true });
  rmSync(cpuLog, { force: true });
  rmSync(sleepLog, { force: true });
  const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ');
  let failed;
  try {
    await run(process.execPath, [binOf('jest'), '--ci', '--json', `--outputFile=${out}`, ...args], {
      env: { ...env, NODE_OPTIONS: nodeOptions, TEST_CPU_LOG: cpuLog, TEST_SLEEP_LOG: sleepLog },
    });
  } catch (error) {
    failed = error;
  }
  const report_ = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  if (existsSync(sleepLog)) {
    for (const line of readFileSync(sleepLog, 'utf8').split('\n').filter(Boolean)) {
      const { path, fixedMs, pollMs } = JSON.parse(line);
      sleeps.push({ file: path.slice(ROOT.length + 1), fixed: fixedMs / 1000, poll: pollMs / 1000 });
    }
  }
  const counts = report_ && { passed: report_.numPassedTests, failed: report_.numFailedTests + report_.numRuntimeErrorTestSuites };
  if (report_) {
    // Each file's CPU in its Jest worker (jest.cpu-log.js), beside its wall time.
    const cpuOf = new Map(
      (existsSync(cpuLog) ? readFileSync(cpuLog, 'utf8').split('\n').filter(Boolean) : []).map((line) => {
        const { path, cpu } = JSON.parse(line);
        return [path, cpu];
      }),
    );
    failures.push(...failuresIn(report_));
    slowest.push(
      ...report_.testResults.map((r) => ({ file: r.name.slice(ROOT.length + 1), seconds: (r.endTime - r.startTime) / 1000, cpu: cpuOf.get(r.name) })),
    );
  }
  if (failed || !counts || counts.failed) {
    const error = new Error(counts ? `${counts.failed} failed, ${counts.passed} passed` : `Jest did not finish (${failed?.message ?? 'no report'})`);
    error.counts = counts;
    throw error;
  }
  if (counts.passed === 0) throw new Error('no test ran');
  return { counts };
}

/** A Jest JSON report's failed tests and files that failed to run, each with its message's first lines. */
function failuresIn(report) {
  const firstLines = (message) =>
    message
      // eslint-disable-next-line no-control-regex -- Jest colours its messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim())
      .slice(0, 6);
  const found = [];
  for (const file of report.testResults) {
    const path = file.name.slice(ROOT.length + 1);
    const tests = file.assertionResults.filter((a) => a.status === 'failed');
    for (const t of tests) found.push({ path, name: t.fullName, lines: firstLines(t.failureMessages.join('\n')) });
    if (!tests.length && file.status === 'failed') found.push({ path, name: '(the file did not run)', lines: firstLines(file.message ?? '') });
  }
  return found;
}

// Workspaces whose files another workspace's program reads anyway are checked in that program,
// once: the worker imports most of the API (268 of its files), the web app the UI kit (110).
// Only where both tsconfig.json files give the same compiler options.
const CHECKED_WITH = { api: ['worker'], web: ['ui-kit'] };

const readTsconfig = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'tsconfig.json'), 'utf8'));

/**
 * The tsconfig file to check `dir` with: its own, or one in this run's scratch space that adds
 * the folders of the workspaces checked with it (CHECKED_WITH) and says so in `label`.
 */
function typeCheckTarget(dir, projects) {
  const others = (CHECKED_WITH[dir] ?? []).filter((other) => projects.includes(other));
  const options = (d) => JSON.stringify(readTsconfig(d).compilerOptions);
  const same = others.filter((other) => options(other) === options(dir));
  if (same.length === 0) return { dir, config: dir, label: dir, joined: [] };
  const include = [dir, ...same].flatMap((d) => (readTsconfig(d).include ?? []).map((i) => join(ROOT, d, i)));
  const config = join(RUN_DIR, `tsconfig.${[dir, ...same].join('+')}.json`);
  writeFileSync(config, JSON.stringify({ extends: join(ROOT, dir, 'tsconfig.json'), include }, null, 2));
  return { dir, config, label: `${dir} with ${same.join(', ')}`, joined: same };
}

/** `tsc --noEmit` on each workspace (and other folders with a tsconfig.json), two at a time. */
async function typeCheck() {
  const projects = [...WORKSPACES, 'docker'].filter((p) => existsSync(join(ROOT, p, 'tsconfig.json')));
  const targets = projects.map((p) => typeCheckTarget(p, projects));
  const joined = new Set(targets.flatMap((t) => t.joined));
  // TypeScript 7 (native, package typescript-native): the same errors as TypeScript 6 at a third
  // of its CPU (docs/performance.md section 22). One thread each: two programs are checked at once
  // beside the end-to-end lane, so more threads would only take cores from it. ESLint's type-aware
  // rules keep TypeScript 6 (typescript-eslint supports TypeScript below 6.1).
  const tsc = binOf('typescript-native', 'tsc');
  const failed = [];
  const queue = targets.filter((t) => !joined.has(t.dir));
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const start = Date.now();
      const p = t.label;
      try {
        await run(process.execPath, [tsc, '-p', t.config, '--noEmit', '--singleThreaded'], { quiet: true });
        say(`  ${p} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
      } catch (error) {
        say(`  ${paint(p, 31)}:\n${error.output ?? error.message}`);
        failed.push(p);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed.length) throw new Error(`type errors in ${failed.join(', ')}`);
}

/** Runs one statement on the suite's PostgreSQL server (`serverUrl`): creating and dropping databases. */
async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with another database. */
function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One migrated database per run that the API test files copy (api/test/test-database.ts
 * createMigratedDatabase): a copy takes 0.05 s, migrating a file's database took 1.7 s.
 */
async function databaseTemplate(env) {
  const name = `api_template_${process.pid}`;
  await onServer(env.DATABASE_URL, `create database ${name}`);
  onShutdown(() => onServer(env.DATABASE_URL, `drop database if exists ${name} with (force)`).catch(() => undefined));
  await run(process.execPath, [join(ROOT, 'api/dist/cli/migrate.js')], { env: { DATABASE_URL: databaseUrl(env.DATABASE_URL, name) }, quiet: true }).catch(
    (error) => {
      say(error.output ?? '');
      throw new Problem('migrating the template database failed (output above)');
    },
  );
  env.TEST_DATABASE_TEMPLATE = name;
  return { note: name };
}

/** A command whose output shows only when it fails (`quiet`: while other stages print). */
async function checked(cli, args, quiet) {
  await run(process.execPath, [cli, ...args], { quiet }).catch((error) => {
    if (quiet) say(error.output ?? '');
    throw error;
  });
}

async function schemaCheck(env) {
  const script = join(ROOT, 'api/dist/cli/print-schema.js');
  if (!existsSync(script)) {
    say(paint('  api/dist/cli/print-schema.js does not exist yet: schema check skipped', 33));
    return { note: 'skipped' };
  }
  const printed = await run(process.execPath, [script], { env, quiet: true }).catch((error) => {
    say(error.output ?? '');
    throw new Problem('print-schema failed (output above)');
  });
  const committed = readFileSync(join(ROOT, 'api/schema.graphql'), 'utf8');
  if (printed !== committed) {
    throw new Problem('api/schema.graphql differs from the schema the code builds: run `node api/dist/cli/print-schema.js --write` and commit it');
  }
}

async function endToEnd(env, chromium) {
  // A fresh database for the app under test: the suite's cluster is new on every run, but
  // DATABASE_URL may be a shared server.
  const database = `e2e_${process.pid}_${Date.now()}`;
  await onServer(env.DATABASE_URL, `create database "${database}"`);
  const dataDir = join(RUN_DIR, 'e2e-data');
  const appPort = await port(Number(process.env.E2E_PORT ?? 4100));
  const appEnv = {
    DATABASE_URL: databaseUrl(env.DATABASE_URL, database),
    TEMPORAL_ADDRESS: env.TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `e2e-${process.pid}`,
    WORKFLOW_BUNDLE,
    PORT: String(appPort),
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // webhooks: the e2e receivers listen on this machine (the development switch, issue 46)
    WEBHOOK_ALLOW_PRIVATE: '1',
    DEV_MODE: '1',
    // disputes: the Sandbox opens and decides disputes after 2 s (60 s by default)
    SANDBOX_DISPUTE_DELAY_MS: '2000',
    // The card-data audit reads every request line (zz-card-data.test.ts): whatever the caller's
    // LOG_LEVEL (LOG_LEVEL=error npm test -- --e2e left it no log to read).
    LOG_LEVEL: 'info',
  };
  try {
    await migrateAndSeed(appEnv);
    // Their output also goes to a file the card-data audit reads (e2e/tests/zz-card-data.test.ts).
    const serviceLog = join(RUN_DIR, 'e2e-services.log');
    const app = await startApp(appEnv, { names: ['e2e:worker', 'e2e:api'], onOutput: (text) => appendFileSync(serviceLog, text) });
    try {
      const only = focus.e2e ? focus.patterns : [];
      return await jest(
        ['--config', join(ROOT, 'e2e/jest.config.js'), ...only],
        {
          ...appEnv,
          E2E_BASE_URL: appEnv.PUBLIC_URL,
          E2E_DATA_DIR: dataDir,
          E2E_SERVICE_LOG: serviceLog,
          E2E_TEMPORAL_LOG: process.env.TEMPORAL_ADDRESS ? '' : join(RUN_DIR, 'temporal.log'),
          CHROMIUM_PATH: chromium,
          TEMPORAL_CLI: env.TEMPORAL_CLI,
          TEMPORAL_UI_URL: env.TEMPORAL_UI_URL ?? '',
        },
        'jest-e2e.json',
      );
    } finally {
      await stopServices([app.api, app.worker]);
    }
  } finally {
    await onServer(env.DATABASE_URL, `drop database if exists "${database}" with (force)`).catch(() => {});
  }
}

async function scaleOut(env) {
  const { printScale, scaleRun } = await import('../bench/scale.mjs');
  const result = await scaleRun({
    databaseUrl: env.DATABASE_URL,
    temporalAddress: env.TEMPORAL_ADDRESS,
    workflowBundle: WORKFLOW_BUNDLE,
    runDir: join(RUN_DIR, 'scale'),
    payments: 40,
    refunds: 8,
    transferInvoices: 10,
    killEveryMs: 3000,
    maxWorkerKills: 8,
    concurrency: 8,
    say,
  });
  printScale(result);
  return drillOutcome(result);
}

/** A drill's checks as a stage's result: counts, and an error naming the failed checks. */
function drillOutcome(result) {
  const failed = result.checks.filter((c) => !c.ok);
  const counts = { passed: result.checks.length - failed.length, failed: failed.length };
  if (failed.length) {
    const error = new Error(`${failed.length} of ${result.checks.length} checks failed: ${failed.map((c) => c.name).join('; ')}`);
    error.counts = counts;
    throw error;
  }
  return { counts };
}

async function restoreDrillStage() {
  const { printRestoreDrill, restoreDrill } = await import('../bench/restore-drill.mjs');
  const result = await restoreDrill({ runDir: join(RUN_DIR, 'restore'), workflowBundle: WORKFLOW_BUNDLE, batch: 4, say });
  printRestoreDrill(result);
  return drillOutcome(result);
}

async function crashDrillStage() {
  const { crashDrill, printCrashDrill } = await import('../bench/crash-drill.mjs');
  const result = await crashDrill({ runDir: join(RUN_DIR, 'crash'), workflowBundle: WORKFLOW_BUNDLE, payments: 24, concurrency: 6, say });
  printCrashDrill(result);
  return drillOutcome(result);
}

function summary() {
  say('\nSummary');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    passed += r.counts?.passed ?? 0;
    failed += r.counts?.failed ?? (r.ok ? 0 : 1);
    const detail = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : r.note ? `  ${r.note}` : '';
    const cpu = r.cpu === undefined ? '' : `  ${r.cpu.toFixed(0).padStart(5)} CPU s`;
    say(`  ${r.ok ? paint('✓', 32) : paint('✗', 31)} ${r.name.padEnd(44)} ${r.seconds.toFixed(1).padStart(6)} s${cpu}${detail}`);
  }
  if (slowest.length) {
    // Where the suite's time goes: the ten slowest test files of every Jest stage.
    say('\nSlowest test files');
    say('    wall   worker CPU');
    for (const t of [...slowest].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      const cpu = t.cpu === undefined ? '' : `${t.cpu.toFixed(1)} s`;
      say(`  ${t.seconds.toFixed(1).padStart(6)} s  ${cpu.padStart(8)}  ${t.file}`);
    }
  }
  if (sleeps.length) sleepSummary();
  if (failures.length) {
    say('\nFailed tests');
    for (const f of failures) {
      say(`  ${paint('✗', 31)} ${f.path}: ${f.name}`);
      for (const line of f.lines) say(`      ${line}`);
    }
  }
  const wall = (Date.now() - began) / 1000;
  say(`  wall time ${wall.toFixed(1)} s`);
  // The run's floor on this machine: its work in CPU seconds over the cores (the "CPU s" above
  // are the whole machine's while a stage ran; stages of parallel lanes share theirs).
  const busy = machineBusySeconds();
  const used = busy !== undefined && busyAtStart !== undefined ? busy - busyAtStart : undefined;
  if (used !== undefined) {
    say(
      `  machine CPU busy ${used.toFixed(0)} s over the run (${((100 * used) / (wall * CORES)).toFixed(0)}% of ${CORES} cores): ` +
        `no schedule of this work finishes in under ${(used / CORES).toFixed(0)} s here`,
    );
  }
  if (!focused) {
    // Every file's time is kept with the run (the summary prints ten): where to cut next.
    const files = [...slowest].sort((a, b) => b.seconds - a.seconds);
    compareWithPreviousFullRun({
      at: new Date().toISOString(),
      wall,
      busy: used,
      passed,
      failed,
      stages: results.map(({ name, seconds, cpu }) => ({ name, seconds, cpu })),
      files,
    });
  }
  // The plain closing line CI reads.
  say(`${passed} passed, ${failed} failed`);
}

/**
 * The Jest files' waits on the clock (test-support/sleep.ts; ESLint refuses any other): fixed
 * sleeps, which cost their time whatever happens (kept under a minute over the whole suite), and
 * the pauses of waits on a condition, which end when the system is done. Time asked for, summed
 * over files that run side by side: not wall time.
 */
function sleepSummary() {
  const fixed = sleeps.reduce((sum, s) => sum + s.fixed, 0);
  const poll = sleeps.reduce((sum, s) => sum + s.poll, 0);
  say(`\ntest sleeps: ${fixed.toFixed(1)} s fixed, ${poll.toFixed(1)} s pausing between looks at a condition (${sleeps.length} files)`);
  for (const s of [...sleeps]
    .sort((a, b) => b.fixed - a.fixed)
    .slice(0, 5)
    .filter((s) => s.fixed > 0)) {
    say(`  ${s.fixed.toFixed(1).padStart(6)} s fixed  ${s.file}`);
  }
}

/**
 * A whole run's figures beside the previous whole run's on this machine (.test-data/last-full-run.json,
 * kept out of git: another machine's figures would not compare).
 */
function compareWithPreviousFullRun(now) {
  const file = join(TEST_DATA, 'last-full-run.json');
  let before;
  try {
    before = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    before = undefined;
  }
  const busyOf = (r) => (r.busy === undefined ? '' : `, machine CPU busy ${r.busy.toFixed(0)} s`);
  say(
    before
      ? `  previous whole run here (${before.at.slice(0, 16).replace('T', ' ')} UTC): wall time ${before.wall.toFixed(1)} s${busyOf(before)}, ${before.passed} passed, ${before.failed} failed`
      : '  previous whole run here: none recorded',
  );
  mkdirSync(TEST_DATA, { recursive: true });
  writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
}

/** Scratch directories of earlier runs that were killed before they could clean up. */
function removeStaleRuns() {
  if (!existsSync(TEST_DATA)) return;
  for (const entry of readdirSync(TEST_DATA)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(join(TEST_DATA, entry), { recursive: true, force: true });
  }
}

const began = Date.now();
const busyAtStart = machineBusySeconds();

runMain(async () => {
  removeStaleRuns();
  mkdirSync(RUN_DIR, { recursive: true });
  onShutdown(() => rmSync(RUN_DIR, { recursive: true, force: true }));

  await stage('dependencies (npm install if needed)', async () => ({ note: (await ensureDependencies()) ? 'installed' : 'up to date' }), { required: true });
  await stage('build (swc, vite)', () => ensureBuild(), { required: true });

  // Every worker of the run, the Jest test workers' included, starts from the workflow bundle the
  // build made (workflows/src/testing/workflow-code.ts, worker/src/workflow-code.ts) instead of
  // webpack-bundling the same sources again: several CPU seconds each, minutes over the suite.
  // DEV_MODE: the suites' API and worker derive their keys from one dev secret (api/src/config/secrets.ts).
  const env = { TEST_WORKFLOW_BUNDLE: WORKFLOW_BUNDLE, DEV_MODE: '1' };
  // Embedded servers by default; the developer's own (DATABASE_URL, TEMPORAL_ADDRESS); or
  // containers with TEST_CONTAINERS=1 where a Docker engine answers (scripts/lib/test-services.mjs).
  const wantsContainers = ['1', 'true'].includes(process.env.TEST_CONTAINERS);
  const services = chooseServices(process.env, wantsContainers && (await pingDocker(dockerEndpoint(process.env))));
  if (services.warning) say(paint(`  ${services.warning}`, 33));

  await stage(
    'PostgreSQL for the tests',
    async () => {
      if (services.postgres === 'external') {
        env.DATABASE_URL = process.env.DATABASE_URL;
        return { note: 'DATABASE_URL' };
      }
      if (services.postgres === 'containers') {
        const postgres = await startPostgresContainer();
        onShutdown(() => postgres.stop());
        env.DATABASE_URL = postgres.url;
        return { note: 'testcontainers' };
      }
      const pgPort = await port(Number(process.env.TEST_PG_PORT ?? 54330));
      const postgres = await startPostgres({ dir: join(RUN_DIR, 'postgres'), port: pgPort });
      onShutdown(() => postgres.stop());
      env.DATABASE_URL = postgres.serverUrl;
      return { note: `embedded, fresh cluster on :${pgPort}` };
    },
    { required: true },
  );

  await stage(
    'Temporal for the tests',
    async () => {
      // The workflow tests' TestWorkflowEnvironment starts its own dev server from this CLI.
      env.TEMPORAL_CLI = await findTemporal();
      if (services.temporal === 'external') {
        env.TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
        return { note: 'TEMPORAL_ADDRESS' };
      }
      if (services.temporal === 'containers') {
        const temporal = await startTemporalContainer();
        onShutdown(() => temporal.stop());
        env.TEMPORAL_ADDRESS = temporal.address;
        env.TEMPORAL_UI_URL = temporal.uiUrl;
        return { note: `testcontainers (${temporal.address})` };
      }
      const temporalPort = await port(Number(process.env.TEST_TEMPORAL_PORT ?? 7234));
      const uiPort = await port(Number(process.env.TEST_TEMPORAL_UI_PORT ?? 8234));
      // In memory: nothing of it is worth keeping after the run.
      // Its output also goes to a file the card-data audit reads (e2e/tests/zz-card-data.test.ts).
      await startTemporal({ cli: env.TEMPORAL_CLI, port: temporalPort, uiPort, onOutput: (text) => appendFileSync(join(RUN_DIR, 'temporal.log'), text) });
      env.TEMPORAL_ADDRESS = `127.0.0.1:${temporalPort}`;
      env.TEMPORAL_UI_URL = `http://127.0.0.1:${uiPort}`;
      return { note: `dev server (in memory) on :${temporalPort}, UI :${uiPort}` };
    },
    { required: true },
  );

  // The checks run beside the end-to-end lane: they are CPU only, and much of the end-to-end
  // time is waiting (pages settling, processes moving on Temporal). Jest runs alone after them:
  // with a third lane beside it (measured 2026-11-27 on the shared machine, load 20-25) its
  // waits (Testing Library's, a rate limit's burst, Temporal round trips) and the route audit's
  // timed out. The checks keep their output and print it when they failed.
  const concurrent = wants.types && wants.e2e;
  const splitJest = concurrent && wants.jest && focus.patterns.length === 0;
  // The scale-out run takes the checks lane's end, beside the end-to-end lane's last files: that
  // lane alone keeps about one core busy (it waits on pages and processes), and the run's own
  // APIs, workers, database and task queue are apart from everything else there. At the end, alone,
  // it left most of a core idle for its 57 s (docs/performance.md section 26).
  const scaleBeside = concurrent && wants.scale;
  // The crash drill follows it there: its PostgreSQL, Temporal, API and worker are its own.
  const crashBeside = concurrent && wants.crash;
  const restoreBeside = concurrent && wants.restore;
  const checks = async () => {
    await stage('type check (tsc --noEmit per workspace)', typeCheck);
    await stage('committed GraphQL schema is current', () => schemaCheck(env));
    await stage('generated GraphQL client types are current', checkCodegen);
    await stage('generated REST client (client/) is current', () => checkClient(env));
    // Loaded here: its packages exist only once the dependencies stage has run.
    await stage('structure: no import circles (dependency-cruiser)', async () => (await import('./check-structure.mjs')).structureStage());
    await stage('docs: links, one place per fact, every variable and script', async () => (await import('./check-docs.mjs')).docsStage());
    // As `npm run lint`: fails on any error. No --cache: a type-aware finding can change with
    // another file than the one cached (a changed signature), and the cache would hide it.
    await stage('lint (ESLint)', () => checked(binOf('eslint'), ['.'], concurrent));
    await stage('format (Prettier --check)', () => checked(binOf('prettier'), ['--check', '.', '--log-level', 'warn'], concurrent));
    // The Jest projects that need no server follow the checks beside the end-to-end lane, which
    // leaves most of a core idle once the checks are done (measured: see docs/performance.md).
    if (splitJest) await stage(`Jest: ${BESIDE_E2E.join(', ')}`, () => jest(['--maxWorkers=2', '--selectProjects', ...BESIDE_E2E], env, 'jest-beside.json'));
    if (scaleBeside) await stage(SCALE_STAGE, () => scaleOut(env));
    if (crashBeside) await stage(CRASH_STAGE, crashDrillStage);
    if (restoreBeside) await stage(RESTORE_STAGE, restoreDrillStage);
  };
  const endToEndLane = async () => {
    const chromium = await stage('Chromium for end-to-end', async () => ({ note: await ensureTestBrowser() }));
    if (chromium) await stage('end-to-end in Chromium', () => endToEnd(env, chromium.note));
  };
  await Promise.all([wants.types && checks(), wants.e2e && endToEndLane()]);

  if (wants.jest) {
    await stage('migrated database template for the API tests', () => databaseTemplate(env));
    // Three workers on two cores: with two, the cores were a third idle (measured: 61% busy over
    // the stage), as API files wait on Temporal timers, retries and dead workers' timeouts.
    const projects = splitJest ? ['--selectProjects', ...AFTER_E2E] : focus.patterns;
    await stage(`Jest: ${splitJest ? AFTER_E2E.join(', ') : 'unit, workflows, API integration, web, stories'}`, () =>
      jest(['--maxWorkers=3', ...projects], env, 'jest-unit.json'),
    );
  }

  // Scale-out, small: two APIs and two workers, workers SIGKILLed, one API once (bench/scale.mjs).
  // Run alone only when asked alone (`--scale`) or without the end-to-end lane.
  if (wants.scale && !scaleBeside) await stage(SCALE_STAGE, () => scaleOut(env));
  // Crash drill, small: 24 payments through a PostgreSQL SIGKILL and a Temporal restart (bench/crash-drill.mjs).
  if (wants.crash && !crashBeside) await stage(CRASH_STAGE, crashDrillStage);
  // Restore drill, small: 3 rounds of 4 payments around a base backup and a point in time (bench/restore-drill.mjs).
  if (wants.restore && !restoreBeside) await stage(RESTORE_STAGE, restoreDrillStage);

  summary();
  await shutdown(results.every((r) => r.ok) ? 0 : 1);
});
