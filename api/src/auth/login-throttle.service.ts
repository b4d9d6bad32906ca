import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';

// Per account: 5 failures in 15 minutes block that account for 15 minutes.
// Per address: 30 failures in 15 minutes block the address (many accounts tried from one place).
const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { account: 5, address: 30 } as const;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
export const SECOND_FACTOR_THROTTLE_MESSAGE = 'Too many wrong codes. Please try again in 15 minutes.';

type Scope = keyof typeof LOGIN_LIMITS;

/** The attempt reserved by `reserve`, handed back to `succeeded` when the password was right. */
export interface LoginAttempt {
  email: string;
  address: string;
  /** '' for passwords; 'second-factor:' for codes (issue 44), counted apart with the same limits. */
  prefix?: string;
}

/**
 * Counts sign-in attempts per account and per address. Each attempt is counted as a failure
 * BEFORE the password is checked (reserve), in one statement per key that counts and answers, so
 * 40 attempts sent at once cannot all read "under the limit" while the first Argon2 checks run
 * (issue 46). A right password then takes its attempt back (succeeded): the account's count is
 * cleared, the address's lowered by one, so only failures stay counted.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  private keys(email: string, address: string, prefix = ''): [Scope, string][] {
    return [
      ['account', `${prefix}account:${email}`],
      ['address', `${prefix}address:${address}`],
    ];
  }

  /**
   * A second-factor code (issue 44): throttled like a password, per account (the user id) and per
   * address, on keys of its own so a wrong code does not lock the password out or the reverse.
   */
  reserveSecondFactor(userId: string, address: string, now = new Date()): Promise<LoginAttempt> {
    return this.reserve(userId, address, now, 'second-factor:');
  }

  /** Counts the attempt on both keys, or refuses it when either is over its limit. */
  async reserve(email: string, address: string, now = new Date(), prefix = ''): Promise<LoginAttempt> {
    const stale = new Date(now.getTime() - WINDOW_MS);
    const blockEnd = new Date(now.getTime() + WINDOW_MS);
    let refused = false;
    for (const [scope, key] of this.keys(email, address, prefix)) {
      const limit = LOGIN_LIMITS[scope];
      // A window starts afresh once it is 15 minutes old, unless a block is still running (then
      // the count keeps growing, so every attempt during the block is over the limit). Reaching
      // the limit starts a 15-minute block, as before.
      const [row] = await this.em.execute<{ failures: number }[]>(
        `insert into login_throttle as t (key, failures, window_start, blocked_until)
         values (?, 1, ?, case when 1 >= ? then ?::timestamptz end)
         on conflict (key) do update set
           failures = case when t.window_start < ? and not coalesce(t.blocked_until > ?, false) then 1 else t.failures + 1 end,
           window_start = case when t.window_start < ? and not coalesce(t.blocked_until > ?, false) then excluded.window_start else t.window_start end,
           blocked_until = case
             when t.blocked_until > ? then t.blocked_until
             when (case when t.window_start < ? then 1 else t.failures + 1 end) >= ? then ?::timestamptz
             else null end
         returning failures`,
        [key, now, limit, blockEnd, stale, now, stale, now, now, stale, limit, blockEnd],
      );
      if (Number(row.failures) > limit) refused = true;
    }
    if (refused) throw new GatewayException(GatewayErrorCode.TOO_MANY_ATTEMPTS, prefix ? SECOND_FACTOR_THROTTLE_MESSAGE : THROTTLE_MESSAGE);
    return { email, address, prefix };
  }

  /** The password was right: the account starts afresh, the address keeps only its failures. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const prefix = attempt.prefix ?? '';
    await this.em.execute('delete from login_throttle where key = ?', [`${prefix}account:${attempt.email}`]);
    await this.em.execute(
      `update login_throttle set failures = failures - 1,
         blocked_until = case when failures - 1 < ? then null else blocked_until end
       where key = ? and failures > 0`,
      [LOGIN_LIMITS.address, `${prefix}address:${attempt.address}`],
    );
  }

  /** A proven owner (right password, or a followed reset link): the account's failures are forgotten. */
  async recordSuccess(email: string): Promise<void> {
    await this.em.execute('delete from login_throttle where key = ?', [`account:${email}`]);
  }
}
