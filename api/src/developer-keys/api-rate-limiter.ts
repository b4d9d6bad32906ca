import { HttpStatus, Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiError } from './api-error';

export const RATE_LIMIT_MESSAGE = 'Too many requests with this API key. Please retry after the time in the Retry-After header.';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Per-key rate limit of the REST API: a token bucket (API_RATE_LIMIT_PER_SECOND tokens a second,
 * up to API_RATE_LIMIT_BURST), in this process's memory. With several API processes a key gets
 * that allowance from each (docs/decisions/README.md: a shared bucket in PostgreSQL cost a round trip per
 * request for a limit that exists to protect those same processes).
 */
@Injectable()
export class ApiRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perSecond: number;
  private readonly burst: number;
  /** The clock (a unit test turns it). */
  now: () => number = Date.now;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.perSecond = config.apiRateLimitPerSecond;
    this.burst = config.apiRateLimitBurst;
  }

  /** Spends one token of the key's bucket, or refuses with 429 and the seconds until one is back. */
  take(keyId: string): void {
    const now = this.now();
    const bucket = this.buckets.get(keyId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    // Re-inserted so the map's order is least recently used first (the eviction below).
    this.buckets.delete(keyId);
    this.buckets.set(keyId, bucket);
    if (this.buckets.size > 100_000) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limit_error', RATE_LIMIT_MESSAGE, undefined, 'rate_limited', retryAfter);
    }
    bucket.tokens -= 1;
  }
}
