// `npm run restore -- --to <time>`: the embedded PostgreSQL of `npm start` restored to <time>
// (any date JavaScript reads, e.g. "2026-12-08T10:15:00Z"; without --to: the end of the WAL
// archive) from .data/backups, then the reconciliation of the processes with the restored
// books (api/src/reconciliation/restore-reconciliation.ts). `npm start` must be stopped; the
// replaced data directory is kept beside it (.data/postgres.before-restore-<time>).
import { join } from 'node:path';

import { prepareArchive, restoreTo } from './lib/backup.mjs';
import { fail, say, timed } from './lib/log.mjs';
import { DATA, ROOT } from './lib/paths.mjs';
import { ensureBuild } from './lib/prepare.mjs';
import { portInUse, run, runMain, stopServices } from './lib/run.mjs';
import { findTemporal, startTemporal } from './lib/temporal.mjs';

const PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const TEMPORAL_PORT = Number(process.env.TEMPORAL_PORT ?? 7233);
const TEMPORAL_UI_PORT = Number(process.env.TEMPORAL_UI_PORT ?? 8233);

runMain(async () => {
  if (process.env.DATABASE_URL) {
    fail(
      'npm run restore restores the embedded PostgreSQL of npm start; with DATABASE_URL, restore that server as docs/operations.md says ("Backups and restore").',
    );
  }
  const at = process.argv.indexOf('--to');
  const text = at > 0 ? process.argv[at + 1] : undefined;
  const to = text ? new Date(text) : undefined;
  if (at > 0 && (!text || Number.isNaN(to.getTime()))) fail(`--to needs a time, e.g. --to "2026-12-08T10:15:00Z" (got ${text ?? 'nothing'}).`);
  if (await portInUse(PG_PORT)) fail(`Something listens on :${PG_PORT} (npm start?): stop it first; a restore replaces .data/postgres.`);
  await ensureBuild({ web: false });
  const backupsDir = join(DATA, 'backups');
  const walDir = prepareArchive(join(backupsDir, 'wal'));
  const restored = await timed(`PostgreSQL restored to ${to ? to.toISOString() : 'the end of the WAL archive'}`, () =>
    restoreTo({ dataDir: join(DATA, 'postgres'), backupsDir, walDir, to, port: PG_PORT, database: 'gateway' }),
  );
  say(
    `from ${restored.backup.label} in ${(restored.recoveryMs / 1000).toFixed(1)} s${restored.setAside ? `; the data directory it replaced is kept in ${restored.setAside}` : ''}`,
  );
  try {
    const env = { DATABASE_URL: restored.postgres.url, DEV_MODE: process.env.DEV_MODE ?? '1' };
    let temporal;
    if (process.env.TEMPORAL_ADDRESS) env.TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
    else {
      temporal = await startTemporal({ cli: await findTemporal(), port: TEMPORAL_PORT, uiPort: TEMPORAL_UI_PORT, dbFile: join(DATA, 'temporal.db') });
      env.TEMPORAL_ADDRESS = `127.0.0.1:${TEMPORAL_PORT}`;
    }
    try {
      await run(process.execPath, [join(ROOT, 'api/dist/cli/reconcile-restore.js')], { env });
    } finally {
      if (temporal) await stopServices([temporal]);
    }
  } finally {
    await restored.postgres.stop();
  }
  say('Start the platform again with npm start; the ledger audit names each charge captured after the restore point until it is resolved.');
});
