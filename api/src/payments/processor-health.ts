import { type BreakerOptions, type BreakerState, CircuitBreaker, DEFAULT_BREAKER } from './circuit-breaker';

// Issue 41: each processor's health as this process sees its calls: a circuit breaker and a
// rolling window of the last calls (success rate, p95 latency). In-process (decision 0183): the
// breaker answers on every charge without a database round trip; the snapshots go to the
// processor_health table for the gateway settings and the dashboard (ProcessorHealthStore).

/** Calls kept per processor for its success rate and p95. */
const WINDOW = 200;

export type CallOutcome = 'ok' | 'failed';

export interface HealthSnapshot {
  processor: string;
  state: BreakerState;
  calls: number;
  successes: number;
  /** 95th percentile of the window's latencies in milliseconds; null with no calls. */
  p95Ms: number | null;
  openedAt: Date | null;
}

interface Window {
  breaker: CircuitBreaker;
  outcomes: CallOutcome[];
  latencies: number[];
}

export class ProcessorHealth {
  private readonly byName = new Map<string, Window>();
  /** Bumped on every report: the store writes only what changed. */
  version = 0;

  constructor(
    private readonly options: BreakerOptions = DEFAULT_BREAKER,
    private readonly now: () => number = Date.now,
  ) {}

  private of(name: string): Window {
    let window = this.byName.get(name);
    if (!window) {
      window = { breaker: new CircuitBreaker(this.options, this.now), outcomes: [], latencies: [] };
      this.byName.set(name, window);
    }
    return window;
  }

  /** How long an open breaker skips its processor (the stored state turns half-open by the clock). */
  get cooldownMs(): number {
    return this.options.cooldownMs;
  }

  /** Whether the charge may use this processor now (a closed breaker, or the half-open probe: then the call must be reported). */
  acquire(name: string): boolean {
    return this.of(name).breaker.tryAcquire();
  }

  /** Whether it would (does not take the half-open probe). */
  allows(name: string): boolean {
    return this.of(name).breaker.wouldAllow();
  }

  report(name: string, outcome: CallOutcome, latencyMs: number): void {
    const window = this.of(name);
    window.outcomes.push(outcome);
    window.latencies.push(latencyMs);
    if (window.outcomes.length > WINDOW) {
      window.outcomes.shift();
      window.latencies.shift();
    }
    if (outcome === 'ok') window.breaker.success();
    else window.breaker.failure();
    this.version++;
  }

  snapshots(): HealthSnapshot[] {
    return [...this.byName.entries()].map(([processor, window]) => {
      const opened = window.breaker.openedSince();
      return {
        processor,
        state: window.breaker.state(),
        calls: window.outcomes.length,
        successes: window.outcomes.filter((o) => o === 'ok').length,
        p95Ms: percentile(window.latencies, 0.95),
        openedAt: opened === null ? null : new Date(opened),
      };
    });
  }
}

/** Nearest-rank percentile; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** PROCESSOR_BREAKER_FAILURES and PROCESSOR_BREAKER_COOLDOWN_MS (tests and drills shorten the cooldown). */
export function breakerOptionsFrom(env: NodeJS.ProcessEnv = process.env): BreakerOptions {
  const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  return {
    failuresToOpen: number(env.PROCESSOR_BREAKER_FAILURES, DEFAULT_BREAKER.failuresToOpen),
    cooldownMs: number(env.PROCESSOR_BREAKER_COOLDOWN_MS, DEFAULT_BREAKER.cooldownMs),
    probeTimeoutMs: DEFAULT_BREAKER.probeTimeoutMs,
  };
}
