import { HttpStatus, Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TokenBuckets } from '../security/token-buckets';
import { ApiError } from './api-error';

export const RATE_LIMIT_MESSAGE = 'Too many requests with this API key. Please retry after the time in the Retry-After header.';

/**
 * Per-key rate limit of the REST API: a token bucket (API_RATE_LIMIT_PER_SECOND tokens a second,
 * up to API_RATE_LIMIT_BURST), in this process's memory. With several API processes a key gets
 * that allowance from each (docs/decisions/README.md: a shared bucket in PostgreSQL cost a round trip per
 * request for a limit that exists to protect those same processes).
 */
@Injectable()
export class ApiRateLimiter {
  private readonly buckets: TokenBuckets;
  /** The clock (a unit test turns it): monotonic, so a wall-clock step back or forward neither refills nor empties the buckets. */
  now: () => number = () => performance.now();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.buckets = new TokenBuckets(config.apiRateLimitPerSecond, config.apiRateLimitBurst);
  }

  /** Spends one token of the key's bucket, or refuses with 429 and the seconds until one is back. */
  take(keyId: string): void {
    const retryAfter = this.buckets.take(keyId, this.now());
    if (retryAfter !== undefined) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limit_error', RATE_LIMIT_MESSAGE, undefined, 'rate_limited', retryAfter);
    }
  }
}
