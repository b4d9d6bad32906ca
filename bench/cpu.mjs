// CPU time of the platform's processes, from /proc (Linux): each service runs in a process group
// of its own, so a group's time is its sum. PostgreSQL's backends leave the postmaster's group
// (setsid), so a process whose parent leads a group counts for that group too.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU milliseconds (user + system) of each live process of the groups: Map pid -> { group, ms }. */
function snapshot(groups) {
  const byLeader = new Map(Object.entries(groups).map(([name, pid]) => [pid, name]));
  const out = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return undefined; // not Linux
  }
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const group = byLeader.get(Number(fields[2])) ?? byLeader.get(Number(fields[1]));
    if (group) out.set(pid, { group, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND });
  }
  return out;
}

/**
 * A CPU meter over one phase: the platform's groups (CPU used by processes alive at the end;
 * a process that exits during the phase is not counted) plus this process itself.
 */
export function cpuMeter(groups) {
  const before = snapshot(groups);
  const self = process.cpuUsage();
  return () => {
    const after = snapshot(groups);
    if (!before || !after) return undefined;
    const used = Object.fromEntries(Object.keys(groups).map((k) => [k, 0]));
    for (const [pid, { group, ms }] of after) used[group] += ms - (before.get(pid)?.ms ?? 0);
    const mine = process.cpuUsage(self);
    used['bench process (load + floor worker)'] = (mine.user + mine.system) / 1000;
    return used;
  };
}

/** CPU ms of all measured processes of a meter's reading together (NaN without a reading). */
export const cpuSum = (cpu) => (cpu ? Object.values(cpu).reduce((a, b) => a + b, 0) : NaN);
