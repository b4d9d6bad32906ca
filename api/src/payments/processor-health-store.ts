import { hostname } from 'node:os';

import type { EntityManager } from '@mikro-orm/postgresql';

import type { BreakerState } from './circuit-breaker';
import type { ProcessorHealth } from './processor-health';

/** How often a process writes its processors' health while it changes. */
export const HEALTH_WRITE_MS = 5_000;
/** Rows older than this are a process that stopped: not shown. */
export const HEALTH_FRESH_MS = 10 * 60_000;

/** One processor's health across the processes that called it recently. */
export interface ProcessorHealthView {
  processor: string;
  /** The worst breaker state of the fresh rows (open before half-open before closed). */
  state: BreakerState;
  calls: number;
  /** Successes per call, 0..1; null with no calls. */
  successRate: number | null;
  /** The highest p95 of the fresh rows (a process's p95 is not mergeable; the worst is shown). */
  p95Ms: number | null;
  updatedAt: Date;
}

const RANK: Record<BreakerState, number> = { closed: 0, halfOpen: 1, open: 2 };

/** Combines the rows of one processor from several processes. */
export function combineHealth(
  rows: readonly { processor: string; state: BreakerState; calls: number; successes: number; p95Ms: number | null; updatedAt: Date }[],
): ProcessorHealthView[] {
  const byProcessor = new Map<string, ProcessorHealthView & { successes: number }>();
  for (const row of rows) {
    const seen = byProcessor.get(row.processor);
    if (!seen) {
      byProcessor.set(row.processor, { ...row, successRate: null });
      continue;
    }
    seen.calls += row.calls;
    seen.successes += row.successes;
    if (RANK[row.state] > RANK[seen.state]) seen.state = row.state;
    if (row.p95Ms !== null && (seen.p95Ms === null || row.p95Ms > seen.p95Ms)) seen.p95Ms = row.p95Ms;
    if (row.updatedAt > seen.updatedAt) seen.updatedAt = row.updatedAt;
  }
  return [...byProcessor.values()].map(({ successes, ...view }) => ({ ...view, successRate: view.calls > 0 ? successes / view.calls : null }));
}

/**
 * Writes this process's ProcessorHealth to processor_health every HEALTH_WRITE_MS while it
 * changes (one upsert per processor; nothing while idle), and reads the fresh rows back.
 */
export class ProcessorHealthStore {
  private timer: NodeJS.Timeout | undefined;
  private written = -1;
  private readonly instance = `${hostname()}:${process.pid}`;

  constructor(
    private readonly em: EntityManager,
    private readonly health: ProcessorHealth,
  ) {}

  start(everyMs = HEALTH_WRITE_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.write().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Writes the snapshots when they changed since the last write. */
  async write(): Promise<void> {
    const version = this.health.version;
    if (version === this.written) return;
    const snapshots = this.health.snapshots();
    if (snapshots.length === 0) return;
    // Its own context: the store writes outside any request or transaction.
    const em = this.em.fork();
    for (const s of snapshots) {
      await em.execute(
        `insert into processor_health (processor, instance, state, calls, successes, p95_ms, opened_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, now())
         on conflict (processor, instance) do update set state = excluded.state, calls = excluded.calls, successes = excluded.successes,
           p95_ms = excluded.p95_ms, opened_at = excluded.opened_at, updated_at = excluded.updated_at`,
        [s.processor, this.instance, s.state, s.calls, s.successes, s.p95Ms, s.openedAt],
        'run',
      );
    }
    this.written = version;
  }

  /** Every processor's health from the rows written in the last HEALTH_FRESH_MS. */
  async read(): Promise<ProcessorHealthView[]> {
    const rows = await this.em
      .fork()
      .execute<{ processor: string; state: BreakerState; calls: number; successes: number; p95_ms: number | null; opened_at: Date | null; updated_at: Date }[]>(
        `select processor, state, calls, successes, p95_ms, opened_at, updated_at from processor_health where updated_at > now() - make_interval(secs => ?) order by processor, instance`,
        [HEALTH_FRESH_MS / 1000],
      );
    // A row is written on change only: an open breaker whose cooldown has passed is half-open now.
    const now = Date.now();
    const stateOf = (r: (typeof rows)[number]): BreakerState =>
      r.state === 'open' && r.opened_at && now - new Date(r.opened_at).getTime() >= this.health.cooldownMs ? 'halfOpen' : r.state;
    return combineHealth(
      rows.map((r) => ({
        processor: r.processor,
        state: stateOf(r),
        calls: r.calls,
        successes: r.successes,
        p95Ms: r.p95_ms,
        updatedAt: new Date(r.updated_at),
      })),
    );
  }
}
