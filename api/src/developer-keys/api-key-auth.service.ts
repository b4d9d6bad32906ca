import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';

import { ApiError } from './api-error';
import { ApiRateLimiter } from './api-rate-limiter';
import { MerchantKey } from './merchant-key.entity';
import { secretMatches, UNKNOWN_KEY_HASH } from './merchant-key-secrets';

/** Failed attempts allowed per client address and API key in a window, before they are refused outright. */
export const API_AUTH_MAX_FAILURES = 10;
export const API_AUTH_WINDOW_MS = 10 * 60 * 1000;

// The REST API's error, kept beside the authentication that raises most of them.
export { ApiError } from './api-error';

const INVALID = 'Invalid API key or secret';

/**
 * Authenticates the merchant checkout API (HTTP Basic: apiKey as user, secretKey as password).
 * Unknown keys, wrong secrets and inactive keys get the same answer after the same work (a hash
 * compared in constant time), and an address with too many failures for one key is refused for a while.
 */
@Injectable()
export class ApiKeyAuthService {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly rateLimit: ApiRateLimiter,
  ) {}

  async authenticate(authorization: string | undefined, address: string): Promise<MerchantKey> {
    const credentials = parseBasic(authorization);
    // Nothing to guess without credentials: refused at once, and counted nowhere.
    if (!credentials)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'authentication_error', 'Send your API key and secret as HTTP Basic credentials (apiKey:secretKey)');
    // Failures count per address and API key: guessing one key's secret is throttled, while a
    // stranger's failures (another key, or none) never lock out a merchant's server behind the
    // same address (decision 0187: a contract fuzzer's wrong credentials did).
    const attempt = `${address} ${credentials.apiKey}`;
    this.assertNotThrottled(attempt);
    const key = await this.em.fork().findOne(MerchantKey, { apiKey: credentials.apiKey }, { populate: ['organization'] });
    const matches = secretMatches(credentials.secret, key?.secretHash ?? UNKNOWN_KEY_HASH);
    if (!key || !matches || !key.isActive) {
      this.fail(attempt);
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'authentication_error', key && matches ? 'This API key is inactive' : INVALID);
    }
    if (key.organization.status !== 'active' || key.organization.blockTransactions) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'permission_error', 'This merchant is not accepting payments at the moment.');
    }
    this.failures.delete(attempt);
    // Per key, after the key is proven: nobody can spend a merchant's allowance with its public key alone.
    await this.rateLimit.take(key.id);
    return key;
  }

  private assertNotThrottled(attempt: string): void {
    const entry = this.failures.get(attempt);
    if (!entry) return;
    if (Date.now() - entry.since > API_AUTH_WINDOW_MS) {
      this.failures.delete(attempt);
      return;
    }
    if (entry.count >= API_AUTH_MAX_FAILURES) {
      const retryAfter = Math.max(1, Math.ceil((entry.since + API_AUTH_WINDOW_MS - Date.now()) / 1000));
      // 401, not 429: these credentials are refused (the document's answer to wrong ones; a
      // contract fuzzer checks it), Retry-After says when they are tried again (decision 0187).
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'authentication_error',
        'Too many failed attempts. Please try again later.',
        undefined,
        undefined,
        retryAfter,
      );
    }
  }

  private fail(attempt: string): void {
    const entry = this.failures.get(attempt);
    if (!entry || Date.now() - entry.since > API_AUTH_WINDOW_MS) this.failures.set(attempt, { count: 1, since: Date.now() });
    else entry.count++;
    // Bounded memory: forget the oldest attempts first.
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }
}

function parseBasic(header: string | undefined): { apiKey: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  return { apiKey: text.slice(0, colon), secret: text.slice(colon + 1) };
}
