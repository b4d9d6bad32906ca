import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { LoginThrottle } from './login-throttle.entity';

// Per account: 5 failures in 15 minutes block that account for 15 minutes.
// Per address: 30 failures in 15 minutes block the address (many accounts tried from one place).
const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { account: 5, address: 30 } as const;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

type Scope = keyof typeof LIMITS;

@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  private keys(email: string, address: string): [Scope, string][] {
    return [
      ['account', `account:${email}`],
      ['address', `address:${address}`],
    ];
  }

  async assertAllowed(email: string, address: string, now = new Date()): Promise<void> {
    const rows = await this.em.find(LoginThrottle, {
      key: { $in: this.keys(email, address).map(([, k]) => k) },
    });
    if (rows.some((r) => r.blockedUntil && r.blockedUntil > now)) {
      throw new GatewayException(GatewayErrorCode.TOO_MANY_ATTEMPTS, THROTTLE_MESSAGE);
    }
  }

  async recordFailure(email: string, address: string, now = new Date()): Promise<void> {
    for (const [scope, key] of this.keys(email, address)) {
      // One statement per key: concurrent failures must all count.
      await this.em.execute(
        `insert into login_throttle (key, failures, window_start, blocked_until)
         values (?, 1, ?, null)
         on conflict (key) do update set
           failures = case when login_throttle.window_start < ? then 1 else login_throttle.failures + 1 end,
           window_start = case when login_throttle.window_start < ? then excluded.window_start else login_throttle.window_start end,
           blocked_until = case
             when login_throttle.window_start >= ? and login_throttle.failures + 1 >= ? then ?::timestamptz
             else login_throttle.blocked_until end`,
        [
          key,
          now,
          new Date(now.getTime() - WINDOW_MS),
          new Date(now.getTime() - WINDOW_MS),
          new Date(now.getTime() - WINDOW_MS),
          LIMITS[scope],
          new Date(now.getTime() + WINDOW_MS),
        ],
      );
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.em.nativeDelete(LoginThrottle, { key: `account:${email}` });
  }
}
