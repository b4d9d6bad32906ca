interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key in this process's memory: `ratePerSecond` refill up to `burst`, the least
 * recently used key forgotten past 100,000. The shared mechanism of the in-process limits (the
 * REST API per key, the Sandbox's card tokens per address); each says its own refusal.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {}

  /** Spends one token of the key's bucket; when none is left, the seconds until one is back. */
  take(key: string, now: number): number | undefined {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond);
    bucket.at = now;
    // Re-inserted so the map's order is least recently used first (the eviction below).
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerSecond));
    bucket.tokens -= 1;
    return undefined;
  }
}
