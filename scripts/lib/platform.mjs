// The project's own processes: migrations, demo data, the worker and the API.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { fail, say, timed } from './log.mjs';
import { ROOT } from './paths.mjs';
import { run, service, waitForHttp } from './run.mjs';

const node = process.execPath;

function entry(path) {
  const file = join(ROOT, path);
  if (!existsSync(file)) fail(`${path} is missing after the build: run npm run build and look at its errors.`);
  return file;
}

/** Migrations, then demo data (idempotent), against `env.DATABASE_URL`. */
export async function migrateAndSeed(env) {
  await timed('database migrated', () =>
    run(node, [entry('api/dist/cli/migrate.js')], { env, quiet: true }).catch((error) => {
      say(error.output ?? '');
      fail('Migrating the database failed (output above).');
    }),
  );
  await timed('demo data loaded', () =>
    run(node, [entry('api/dist/cli/seed.js')], { env, quiet: true }).catch((error) => {
      say(error.output ?? '');
      fail('Loading the demo data failed (output above).');
    }),
  );
}

/**
 * `npm start` only: the open demo records' processes, so Temporal UI shows them from the start
 * (the tests leave them to start on first use, as the API does for any record without one).
 */
export async function startDemoProcesses(env) {
  await timed('demo processes started (Temporal)', () =>
    run(node, [entry('api/dist/cli/start-demo-processes.js')], { env, quiet: true }).catch((error) => {
      say(error.output ?? '');
      fail('Starting the demo processes failed (output above).');
    }),
  );
}

/**
 * The worker and the API (with `watch`, each restarted by node --watch when its compiled
 * output changes). Resolves when the API answers /ready (PostgreSQL and Temporal reachable). `onOutput` also receives their output.
 */
export async function startApp(env, { watch = false, names = ['worker', 'api'], onOutput, apiArgs = [], workerArgs = [] } = {}) {
  const watchArgs = watch ? ['--watch', '--watch-preserve-output'] : [];
  const worker = service(names[0], node, [...watchArgs, ...workerArgs, entry('worker/dist/main.js')], { env, onOutput });
  const api = service(names[1], node, [...watchArgs, ...apiArgs, entry('api/dist/main.js')], { env, onOutput });
  await timed('API ready (/ready answers)', () => waitForHttp(`http://127.0.0.1:${env.PORT}/ready`, { child: api, what: 'The API', timeoutMs: 120000 }));
  if (worker.exitCode !== null) fail('The worker exited during start-up (see the [worker] lines above).');
  return { worker, api };
}
