// `npm start`: the whole platform on this machine, embedded defaults and demo data.
// `npm run dev` (--dev): the same, with the Node packages recompiled on save (swc --watch), the
// worker and API restarted on new output (node --watch) and Vite serving the web app on :5173.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { archiveFlags, prepareArchive } from './lib/backup.mjs';
import { paint, say, seconds, timed } from './lib/log.mjs';
import { DATA, ROOT, WORKFLOW_BUNDLE, WORKSPACES } from './lib/paths.mjs';
import { migrateAndSeed, startApp, startDemoProcesses } from './lib/platform.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureBuild, ensureDependencies } from './lib/prepare.mjs';
import { assertPortFree, binOf, onShutdown, portInUse, runMain, service, serviceReady, superviseServices, waitForHttp } from './lib/run.mjs';
import { findTemporal, startTemporal } from './lib/temporal.mjs';

/** The demo accounts' authenticator key (api/src/seeders/demo-data.ts DEMO_TOTP_KEY). */
const DEMO_TOTP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const dev = process.argv.includes('--dev');
const PORT = Number(process.env.PORT ?? 4000);
const PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const TEMPORAL_PORT = Number(process.env.TEMPORAL_PORT ?? 7233);
const TEMPORAL_UI_PORT = Number(process.env.TEMPORAL_UI_PORT ?? 8233);
const VITE_PORT = 5173;

/** swc --watch per Node package: compiles everything once, then each saved file. */
async function watchNodePackages() {
  const swc = binOf('@swc/cli', 'swc');
  const packages = ['domain', 'workflows', 'api', 'worker'].filter((w) => WORKSPACES.includes(w));
  await timed(`${packages.join(', ')} compiled, swc watching`, () =>
    Promise.all(
      packages.map((ws) =>
        serviceReady(`swc:${ws}`, process.execPath, [swc, 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc', '--watch'], {
          cwd: join(ROOT, ws),
          ready: /Watching for file changes/,
          what: `swc --watch for ${ws}`,
        }),
      ),
    ),
  );
}

runMain(async () => {
  const began = Date.now();
  await ensureDependencies();
  if (dev) await watchNodePackages();
  else await ensureBuild();
  await assertPortFree(PORT, 'the app; set PORT to use another');
  if (dev) await assertPortFree(VITE_PORT, 'the Vite dev server');

  const env = {
    PORT: String(PORT),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${dev ? VITE_PORT : PORT}`,
    DATA_DIR: process.env.DATA_DIR ?? DATA,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // Webhooks to receivers on this machine or network (the demo's); off outside `npm start` (issue 46).
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? '1',
    // A development run: keys not set are derived from one dev secret (api/src/config/secrets.ts).
    // A deployment sets JWT_SECRET, WEBHOOK_SECRETS_KEY, FILE_URL_SECRET, SANDBOX_WEBHOOK_SECRET instead.
    DEV_MODE: process.env.DEV_MODE ?? (process.env.NODE_ENV === 'production' ? '' : '1'),
    // The worker starts from the bundle the build made; under --dev it bundles the sources it
    // watches (worker/src/workflow-code.ts).
    ...(dev ? {} : { WORKFLOW_BUNDLE }),
    // The worker's Prometheus metrics (its own and the Temporal Runtime's); another port with
    // WORKER_METRICS_PORT. (Left out when 9464 is taken: the worker must start even without them.)
    ...(process.env.WORKER_METRICS_PORT
      ? { WORKER_METRICS_PORT: process.env.WORKER_METRICS_PORT }
      : (await portInUse(9464))
        ? {}
        : { WORKER_METRICS_PORT: '9464' }),
  };

  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = process.env.DATABASE_URL;
    say(`PostgreSQL: using DATABASE_URL`);
  } else {
    const postgres = await timed(`PostgreSQL started (embedded, 127.0.0.1:${PG_PORT}, data in .data/postgres)`, () =>
      // WAL archived continuously into .data/backups/wal once that folder exists (the first
      // npm run backup makes it): a platform that is never backed up keeps no WAL.
      startPostgres({
        dir: join(DATA, 'postgres'),
        port: PG_PORT,
        database: 'gateway',
        flags: existsSync(join(DATA, 'backups', 'wal')) ? archiveFlags(prepareArchive(join(DATA, 'backups', 'wal'))) : [],
      }),
    );
    onShutdown(() => postgres.stop());
    env.DATABASE_URL = postgres.url;
  }

  let temporalUi = process.env.TEMPORAL_UI_URL;
  if (process.env.TEMPORAL_ADDRESS) {
    env.TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
    say(`Temporal: using TEMPORAL_ADDRESS ${env.TEMPORAL_ADDRESS}`);
  } else {
    const cli = await findTemporal();
    await timed(`Temporal dev server started (127.0.0.1:${TEMPORAL_PORT}, state in .data/temporal.db)`, () =>
      startTemporal({ cli, port: TEMPORAL_PORT, uiPort: TEMPORAL_UI_PORT, dbFile: join(DATA, 'temporal.db') }),
    );
    env.TEMPORAL_ADDRESS = `127.0.0.1:${TEMPORAL_PORT}`;
    temporalUi = `http://localhost:${TEMPORAL_UI_PORT}`;
  }
  // PG Admin's "Open in Temporal UI" links on the process timelines.
  if (temporalUi) env.TEMPORAL_UI_URL = temporalUi;

  await migrateAndSeed(env);
  await startDemoProcesses(env);

  await startApp(env, { watch: dev });
  if (dev) {
    const web = service('web', process.execPath, [binOf('vite'), '--port', String(VITE_PORT), '--strictPort', '--clearScreen', 'false'], {
      cwd: join(ROOT, 'web'),
    });
    await timed(`Vite dev server ready (:${VITE_PORT})`, () =>
      waitForHttp(`http://127.0.0.1:${VITE_PORT}/`, { child: web, what: 'The Vite dev server', timeoutMs: 60000 }),
    );
  }

  superviseServices();
  const app = dev ? `http://localhost:${VITE_PORT}   (Vite, hot reload; API on http://localhost:${PORT})` : `http://localhost:${PORT}`;
  say(`
${paint('BhutanPay payment gateway is running', 32)} (ready in ${seconds(began)} s)

  App           ${app}
  GraphQL       http://localhost:${PORT}/api/graphql
  Temporal UI   ${temporalUi ?? '(the UI of your Temporal cluster)'}
  Metrics       http://localhost:${PORT}/metrics (API)${env.WORKER_METRICS_PORT ? `, http://localhost:${env.WORKER_METRICS_PORT}/metrics (worker)` : ''}; readiness http://localhost:${PORT}/ready
  Storybook     npm run storybook  ->  http://localhost:6006
  E-mails       ${process.env.SMTP_URL ? 'sent by SMTP (SMTP_URL)' : `${join(env.DATA_DIR, 'outbox')}  (.eml files; set SMTP_URL to send them)`}

  Demo accounts, password Demo1234!
    pg.admin@demo.test       PG Admin (platform)
    bank.admin@demo.test     Bank Admin
    bank.finance@demo.test   Bank Finance
    owner@demo.test          Owner
    admin@demo.test          Admin
    user@demo.test           User
    locked@demo.test         User, locked (sign-in refused)

  Two-step verification of the staff, Owner and Admin accounts (money actions ask for it):
    authenticator key ${DEMO_TOTP_KEY}  (add it to any authenticator app)
    current code      npm run totp -- pg.admin@demo.test

Press Ctrl-C to stop everything; the data stays in .data/ for the next start.
`);
});
