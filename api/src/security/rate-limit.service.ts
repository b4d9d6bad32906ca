import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';

const DAY_MS = 24 * 3600 * 1000;

/** How many requests a key may make in a window. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitTake {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

/** The refusal of a rate-limited call: says what was limited and when to try again. */
function rateLimitRefusal(what: string, retryAfterSeconds: number): GatewayException {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new GatewayException(GatewayErrorCode.TOO_MANY_ATTEMPTS, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * A fixed-window counter per key in PostgreSQL, so every API process (docker-compose runs two)
 * shares one count; an in-memory counter would give each replica its own allowance. One
 * statement counts and answers, so a burst of concurrent calls cannot all read "under the limit"
 * before any of them is counted. Refused calls are counted too (they never extend the window).
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly em: EntityManager) {}

  async take(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitTake> {
    const stale = new Date(now.getTime() - rule.windowMs);
    const [row] = await this.em.execute<{ hits: number; window_start: Date }[]>(
      `insert into rate_limit as r (key, hits, window_start) values (?, 1, ?)
       on conflict (key) do update set
         hits = case when r.window_start <= ? then 1 else r.hits + 1 end,
         window_start = case when r.window_start <= ? then excluded.window_start else r.window_start end
       returning hits, window_start`,
      [key, now, stale, stale],
    );
    // Keys of addresses seen once would pile up: now and then, forget windows a day old.
    if (Math.random() < 0.01) await this.em.execute('delete from rate_limit where window_start < ?', [new Date(now.getTime() - DAY_MS)]);
    const hits = Number(row.hits);
    const ends = new Date(row.window_start).getTime() + rule.windowMs;
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
  }

  /** Takes one, or throws the refusal naming `what` ("sign-up attempts from this address"). */
  async consume(key: string, rule: RateLimitRule, what: string): Promise<void> {
    const taken = await this.take(key, rule);
    if (!taken.allowed) throw rateLimitRefusal(what, taken.retryAfterSeconds);
  }
}
