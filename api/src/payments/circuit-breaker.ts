// Issue 41: a circuit breaker per card processor (decision 0183). Closed: calls go through.
// After FAILURES_TO_OPEN processor failures in a row it opens: the charge skips the processor
// for a cooldown. Then it is half-open: one call at a time probes it; a success closes it, a
// failure opens it for another cooldown. "Failure" means the processor could not run the call
// (retryable elsewhere, unknown outcome, an exception): a card declined by its issuer is a
// processor that works.

export const BREAKER_STATES = ['closed', 'open', 'halfOpen'] as const;
export type BreakerState = (typeof BREAKER_STATES)[number];

export interface BreakerOptions {
  failuresToOpen: number;
  cooldownMs: number;
  /** A probe that never reported back frees the half-open slot after this long. */
  probeTimeoutMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = { failuresToOpen: 5, cooldownMs: 30_000, probeTimeoutMs: 60_000 };

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probeSince: number | null = null;

  constructor(
    private readonly options: BreakerOptions = DEFAULT_BREAKER,
    private readonly now: () => number = Date.now,
  ) {}

  state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'halfOpen' : 'open';
  }

  /** When it last opened (null while closed). */
  openedSince(): number | null {
    return this.openedAt;
  }

  /** Whether a call may go now; a half-open breaker lets one probe through at a time (the caller must report it). */
  tryAcquire(): boolean {
    if (!this.wouldAllow()) return false;
    // Half-open: this call is the probe.
    if (this.state() === 'halfOpen') this.probeSince = this.now();
    return true;
  }

  /** Without taking the probe slot: whether tryAcquire would let a call through. */
  wouldAllow(): boolean {
    const state = this.state();
    if (state === 'closed') return true;
    if (state === 'open') return false;
    return this.probeSince === null || this.now() - this.probeSince >= this.options.probeTimeoutMs;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.probeSince = null;
  }

  failure(): void {
    this.failures++;
    if (this.openedAt !== null) {
      // A failed probe (or a call let through before it opened): another full cooldown.
      this.openedAt = this.now();
      this.probeSince = null;
    } else if (this.failures >= this.options.failuresToOpen) {
      this.openedAt = this.now();
    }
  }
}
