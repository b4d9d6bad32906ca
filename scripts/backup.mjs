// `npm run backup`: a base backup of the embedded PostgreSQL of `npm start` (running) into
// .data/backups/base/<label>, keeping the newest three; WAL is archived continuously into
// .data/backups/wal while `npm start` runs, once that folder exists (the first `npm run backup`
// makes it). Restore with `npm run restore -- --to <time>` (docs/operations.md).
import { join } from 'node:path';

import pg from 'pg';

import { BACKUPS_KEPT, baseBackup, prepareArchive, pruneBackups } from './lib/backup.mjs';
import { fail, say, timed } from './lib/log.mjs';
import { DATA } from './lib/paths.mjs';
import { runMain } from './lib/run.mjs';

const PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const BACKUPS = join(DATA, 'backups');

runMain(async () => {
  if (process.env.DATABASE_URL) {
    fail(
      'npm run backup backs up the embedded PostgreSQL of npm start; with DATABASE_URL, back up that server with pg_basebackup and WAL archiving (docs/operations.md, "Backups and restore").',
    );
  }
  const url = `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/postgres`;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    fail(`No embedded PostgreSQL answers on :${PG_PORT}: start the platform (npm start) and run npm run backup again.`);
  }
  let dataDir;
  try {
    const { rows } = await client.query(`select current_setting('archive_mode') as mode, current_setting('data_directory') as dir`);
    if (rows[0].mode !== 'on') {
      // Archiving is opt-in (a platform that is never backed up keeps no WAL): from now on
      // npm start archives, as this folder exists.
      prepareArchive(join(BACKUPS, 'wal'));
      fail('WAL archiving was off: it is on from the next npm start (.data/backups/wal now exists). Restart npm start, then run npm run backup again.');
    }
    dataDir = rows[0].dir;
  } finally {
    await client.end();
  }
  const backup = await timed('base backup taken', () => baseBackup({ url, dataDir, backupsDir: BACKUPS }));
  const removed = pruneBackups(BACKUPS, join(BACKUPS, 'wal'));
  if (removed.backups || removed.segments)
    say(`kept the newest ${BACKUPS_KEPT} base backups: removed ${removed.backups} older ones and ${removed.segments} WAL segments only they needed`);
  say(
    `${backup.label}: ${(backup.bytes / 2 ** 20).toFixed(0)} MiB in .data/backups/base, WAL in .data/backups/wal.\nRestore to any time from ${backup.finishedAt} on: stop npm start, then npm run restore -- --to "<time>"`,
  );
});
