// Busy CPU time of the whole machine, from /proc/stat (Linux): what a stage of `npm test` cost
// the cores, whichever process spent it (Jest workers, tsc, ESLint, PostgreSQL, Temporal,
// Chromium). On a quiet machine that is the run's own cost; anything else running adds to it.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Seconds of CPU the machine has been busy since boot (user, nice, system, irq, softirq, steal), or undefined off Linux. */
export function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export const CORES = availableParallelism();
