import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';

import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';

export const SANDBOX_TOKENS_RATE_LIMIT_MESSAGE = 'Too many card tokens were requested from your address. Please wait a minute and try again.';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Per-address limit of the public POST /sandbox/tokens (security review: every public call has
 * one): a token bucket of SANDBOX_TOKENS_PER_MINUTE, refilled evenly over the minute, in this
 * process's memory (as the REST API's ApiRateLimiter; a payer needs a few tokens, not dozens).
 */
@Injectable()
export class SandboxTokenThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMinute: number;
  /** The clock (a unit test may turn it). */
  now: () => number = Date.now;

  constructor(@Inject(SANDBOX_CONFIG) config: SandboxConfig) {
    this.perMinute = config.tokensPerMinute;
  }

  /** Spends one of the address's allowance, or refuses with 429 (Stripe's error shape) and Retry-After. */
  take(address: string): void {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    // Re-inserted so the map's order is least recently used first (the eviction below).
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    if (this.buckets.size > 100_000) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute));
      throw new SandboxRateLimited(retryAfter);
    }
    bucket.tokens -= 1;
  }
}

/** The refusal; the controller sets its Retry-After header. */
export class SandboxRateLimited extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ error: { type: 'rate_limit_error', code: 'rate_limit', message: SANDBOX_TOKENS_RATE_LIMIT_MESSAGE } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
