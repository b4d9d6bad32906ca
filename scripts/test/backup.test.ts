// Backups (scripts/lib/backup.mjs): the archive command and the retention of base backups and WAL.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Backup {
  archiveFlags: (walDir: string) => string[];
  pruneBackups: (backupsDir: string, walDir: string, kept?: number) => { backups: number; segments: number };
  listBackups: (backupsDir: string) => { label: string }[];
}

let backup: Backup;
let dir: string;
beforeAll(async () => {
  backup = (await import('../lib/backup.mjs')) as Backup;
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'backups-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A base backup as baseBackup leaves it: backup.json and the backup_label naming its first WAL file. */
function fakeBackup(label: string, finishedAt: string, firstWal: string) {
  mkdirSync(join(dir, 'base', label, 'data'), { recursive: true });
  writeFileSync(join(dir, 'base', label, 'backup.json'), JSON.stringify({ label, startedAt: finishedAt, finishedAt }));
  writeFileSync(join(dir, 'base', label, 'data', 'backup_label'), `START WAL LOCATION: 0/5000028 (file ${firstWal})\nLABEL: ${label}\n`);
}

it('archives into the folder without overwriting a file already there, at least once a minute', () => {
  const flags = backup.archiveFlags("/data/it's here/wal");
  expect(flags).toContain("archive_command=test ! -f '/data/it'\\''s here/wal/%f' && cp %p '/data/it'\\''s here/wal/%f'");
  expect(flags).toContain('archive_mode=on');
  expect(flags).toContain('archive_timeout=60');
});

it('keeps the newest base backups and the WAL from the oldest kept one on (history files always)', () => {
  const wal = join(dir, 'wal');
  mkdirSync(wal);
  fakeBackup('base-1', '2026-12-08T01:00:00.000Z', '000000010000000000000002');
  fakeBackup('base-2', '2026-12-08T02:00:00.000Z', '000000010000000000000005');
  fakeBackup('base-3', '2026-12-08T03:00:00.000Z', '000000020000000000000007');
  for (const name of [
    '000000010000000000000002',
    '000000010000000000000004',
    '000000010000000000000005',
    '000000010000000000000005.00000028.backup',
    '000000010000000000000006',
    '00000002.history',
    '000000020000000000000007',
  ]) {
    writeFileSync(join(wal, name), '');
  }
  expect(backup.pruneBackups(dir, wal, 2)).toEqual({ backups: 1, segments: 2 });
  expect(backup.listBackups(dir).map((b) => b.label)).toEqual(['base-2', 'base-3']);
  expect(readdirSync(wal).sort()).toEqual([
    '000000010000000000000005',
    '000000010000000000000005.00000028.backup',
    '000000010000000000000006',
    '00000002.history',
    '000000020000000000000007',
  ]);
});
