import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiError } from './api-error';

export const RATE_LIMIT_MESSAGE = 'Too many requests with this API key. Please retry after the time in the Retry-After header.';

/**
 * One statement takes a token: the row is created full (burst - 1 left) or refilled by the time
 * since its last take, capped at the burst, and spent when a whole token is there. ON CONFLICT
 * holds the row's lock, so concurrent requests of one key on any replica are counted one after
 * the other. A clock behind the row's (another replica's, a step back) refills nothing and does
 * not move the row back.
 */
const TAKE = `insert into api_rate_bucket as b (key_id, tokens, at_ms, allowed) values (?, ?::double precision - 1, ?, true)
  on conflict (key_id) do update set
    tokens = case when least(?::double precision, b.tokens + greatest(0, excluded.at_ms - b.at_ms) / 1000.0 * ?) >= 1
                  then least(?::double precision, b.tokens + greatest(0, excluded.at_ms - b.at_ms) / 1000.0 * ?) - 1
                  else least(?::double precision, b.tokens + greatest(0, excluded.at_ms - b.at_ms) / 1000.0 * ?) end,
    allowed = least(?::double precision, b.tokens + greatest(0, excluded.at_ms - b.at_ms) / 1000.0 * ?) >= 1,
    at_ms = greatest(b.at_ms, excluded.at_ms)
  returning tokens, allowed`;

/**
 * Per-key rate limit of the REST API: a token bucket (API_RATE_LIMIT_PER_SECOND tokens a second,
 * up to API_RATE_LIMIT_BURST) in PostgreSQL, so two API replicas allow the limit once, not twice
 * (issue 42; one statement per request on an unlogged table: its cost is in docs/performance.md).
 */
@Injectable()
export class ApiRateLimiter {
  private readonly rate: number;
  private readonly burst: number;
  /** The clock in milliseconds (a unit test turns it); the wall clock, which every replica shares. */
  now: () => number = () => Date.now();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rate = config.apiRateLimitPerSecond;
    this.burst = config.apiRateLimitBurst;
  }

  /** Spends one token of the key's bucket, or refuses with 429 and the seconds until one is back. */
  async take(keyId: string): Promise<void> {
    const { rate, burst } = this;
    const [row] = await this.em
      .fork()
      .execute<{ tokens: number; allowed: boolean }[]>(TAKE, [keyId, burst, this.now(), burst, rate, burst, rate, burst, rate, burst, rate]);
    if (!row.allowed) {
      const retryAfter = Math.max(1, Math.ceil((1 - Number(row.tokens)) / rate));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limit_error', RATE_LIMIT_MESSAGE, undefined, 'rate_limited', retryAfter);
    }
  }
}
