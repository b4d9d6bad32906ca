// Backups and point-in-time restore of an embedded PostgreSQL (decision 0191): continuous WAL
// archiving by archive_command, base backups by PostgreSQL's own low-level API
// (pg_backup_start / a file copy / pg_backup_stop), restore by recovery_target_time. No tool
// beyond the server itself, so `npm run backup` and `npm run restore` need no root and no
// package; production does the same with pg_basebackup (docs/operations.md).
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

import { fail } from './log.mjs';
import { startPostgres } from './postgres.mjs';

/** Seconds after which a WAL segment with any change is archived even if not full: the recovery point's bound. */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

const asRoot = () => process.getuid?.() === 0;

/** As root PostgreSQL runs as the 'postgres' user (scripts/lib/postgres.mjs): what it writes or reads must be its own. */
function giveToPostgres(path) {
  if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', path]);
}

/** The WAL archive folder, created (and handed to PostgreSQL's user) when missing. */
export function prepareArchive(walDir) {
  mkdirSync(walDir, { recursive: true });
  giveToPostgres(walDir);
  return walDir;
}

/**
 * Server options that archive every completed WAL segment into `walDir` (never overwriting one:
 * a second cluster pointed at the same folder fails loudly instead of mixing histories).
 */
export function archiveFlags(walDir) {
  const quoted = `'${walDir.replaceAll("'", "'\\''")}`;
  return [
    '-c',
    'wal_level=replica',
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=test ! -f ${quoted}/%f' && cp %p ${quoted}/%f'`,
    '-c',
    `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`,
  ];
}

// What a base backup leaves out (PostgreSQL's documentation, "Making a Base Backup Using the Low
// Level API"): WAL (it comes from the archive), the running server's own files, and folders
// whose contents the server rebuilds.
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'recovery.signal', 'standby.signal', 'pg_internal.init']);

/** Copies a live data directory; a file the server removes meanwhile is simply not copied (WAL replay recreates what matters). */
function copyDataDir(from, to, top = true) {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
  let bytes = 0;
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) mkdirSync(target, { recursive: true, mode: 0o700 });
      else bytes += copyDataDir(source, target, false);
      continue;
    }
    try {
      copyFileSync(source, target);
      bytes += statSync(target).size;
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return bytes;
}

/**
 * A base backup of the server at `url` whose data directory is `dataDir` (this machine), into
 * `backupsDir/base/<label>`. Resolves with its description (also in backup.json): the database
 * clock when it started and finished; a restore can reach any time from `finishedAt` on.
 */
export async function baseBackup({ url, dataDir, backupsDir }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const began = Date.now();
    const { rows: start } = await client.query('select now() as at');
    const label = `base-${start[0].at.toISOString().replace(/[:.]/g, '-')}`;
    const target = join(backupsDir, 'base', label);
    // fast: an immediate checkpoint instead of a spread one (a small database: a second).
    await client.query('select pg_backup_start($1, true)', [label]);
    let bytes;
    try {
      bytes = copyDataDir(dataDir, join(target, 'data'));
    } catch (error) {
      await client.query('select pg_backup_stop(false)').catch(() => {});
      rmSync(target, { recursive: true, force: true });
      throw error;
    }
    // Waits until the WAL the backup needs is archived: the backup is usable once this returns.
    const { rows: stop } = await client.query('select lsn::text, labelfile, spcmapfile, now() as at from pg_backup_stop(true)');
    writeFileSync(join(target, 'data', 'backup_label'), stop[0].labelfile);
    if (stop[0].spcmapfile) writeFileSync(join(target, 'data', 'tablespace_map'), stop[0].spcmapfile);
    const description = { label, startedAt: start[0].at.toISOString(), finishedAt: stop[0].at.toISOString(), lsn: stop[0].lsn, bytes, ms: Date.now() - began };
    writeFileSync(join(target, 'backup.json'), `${JSON.stringify(description, null, 2)}\n`);
    return { ...description, dir: target };
  } finally {
    await client.end();
  }
}

/** How many base backups `npm run backup` keeps (older ones, and the WAL only they need, are removed). */
export const BACKUPS_KEPT = 3;

/** A WAL segment's position without its timeline (as pg_archivecleanup compares them). */
const segmentOf = (name) => (/^[0-9A-F]{24}/.test(name) ? name.slice(8, 24) : undefined);

/**
 * Keeps the newest `kept` base backups and the archived WAL from the oldest of them on; removes
 * the rest (timeline history files are kept: they are small and recovery reads them).
 * Returns what was removed.
 */
export function pruneBackups(backupsDir, walDir, kept = BACKUPS_KEPT) {
  const backups = listBackups(backupsDir);
  const removed = { backups: 0, segments: 0 };
  for (const old of backups.slice(0, Math.max(0, backups.length - kept))) {
    rmSync(old.dir, { recursive: true, force: true });
    removed.backups += 1;
  }
  const oldest = backups.slice(-kept)[0];
  const label = oldest ? readFileSync(join(oldest.dir, 'data', 'backup_label'), 'utf8') : '';
  const first = segmentOf(/\(file ([0-9A-F]{24})\)/.exec(label)?.[1] ?? '');
  if (!first || !existsSync(walDir)) return removed;
  for (const name of readdirSync(walDir)) {
    const segment = segmentOf(name);
    if (segment && !name.endsWith('.history') && segment < first) {
      rmSync(join(walDir, name), { force: true });
      removed.segments += 1;
    }
  }
  return removed;
}

/** The base backups in `backupsDir`, oldest first. */
export function listBackups(backupsDir) {
  const base = join(backupsDir, 'base');
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'backup.json')))
    .map((name) => ({ ...JSON.parse(readFileSync(join(base, name, 'backup.json'), 'utf8')), dir: join(base, name) }))
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

/**
 * Restores `dataDir` to the time `to` (a Date; undefined: the end of the archive) from the newest
 * base backup that finished before it and the archived WAL, and starts the server on `port`.
 * An existing data directory is moved aside (`<dataDir>.before-restore-<time>`), never deleted.
 * Resolves once recovery has ended and the server accepts writes: { postgres, backup, recoveryMs, setAside }.
 */
export async function restoreTo({ dataDir, backupsDir, walDir, to, port, database }) {
  const backups = listBackups(backupsDir);
  const backup = to ? backups.filter((b) => new Date(b.finishedAt) <= to).at(-1) : backups.at(-1);
  if (!backup) {
    fail(
      to
        ? `No base backup finished before ${to.toISOString()} (${backups.length ? `the first finished at ${backups[0].finishedAt}` : 'there are none'}): pick a later time, or take backups with npm run backup.`
        : 'There is no base backup to restore from: take one with npm run backup.',
    );
  }
  const began = Date.now();
  let setAside;
  if (existsSync(dataDir)) {
    setAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, setAside);
  }
  copyDataDir(join(backup.dir, 'data'), dataDir);
  // backup_label was skipped by the copy (it belongs to the backup, not to a live cluster): put it back.
  copyFileSync(join(backup.dir, 'data', 'backup_label'), join(dataDir, 'backup_label'));
  if (existsSync(join(backup.dir, 'data', 'tablespace_map'))) copyFileSync(join(backup.dir, 'data', 'tablespace_map'), join(dataDir, 'tablespace_map'));
  mkdirSync(join(dataDir, 'pg_wal', 'archive_status'), { recursive: true });
  writeFileSync(join(dataDir, 'recovery.signal'), '');
  const quoted = (text) => `'${text.replaceAll("'", "''")}'`;
  appendFileSync(
    join(dataDir, 'postgresql.auto.conf'),
    [
      '',
      '# npm run restore: removed again once recovery has ended',
      `restore_command = ${quoted(`cp '${walDir.replaceAll("'", "'\\''")}/%f' %p`)}`,
      // PostgreSQL's timestamp syntax (it refuses ISO 8601's T and Z here).
      ...(to ? [`recovery_target_time = ${quoted(to.toISOString().replace('T', ' ').replace('Z', '+00'))}`] : []),
      `recovery_target_action = 'promote'`,
      '',
    ].join('\n'),
  );
  chmodSync(dataDir, 0o700);
  giveToPostgres(dataDir);
  // Ready for writes only after replay reached the target and the server promoted itself.
  const postgres = await startPostgres({ dir: dataDir, port, database, flags: archiveFlags(walDir) });
  const recoveryMs = Date.now() - began;
  const client = new pg.Client({ connectionString: postgres.serverUrl });
  await client.connect();
  try {
    for (const setting of ['restore_command', 'recovery_target_time', 'recovery_target_action']) await client.query(`alter system reset ${setting}`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
  return { postgres, backup, recoveryMs, setAside };
}
