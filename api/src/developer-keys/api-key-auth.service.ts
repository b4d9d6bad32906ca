import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MerchantKey } from './merchant-key.entity';
import { UNKNOWN_KEY_HASH, secretMatches } from './merchant-key-secrets';

/** Failed attempts allowed per client address in a window, before it is refused outright. */
export const API_AUTH_MAX_FAILURES = 10;
export const API_AUTH_WINDOW_MS = 10 * 60 * 1000;

/**
 * An error of the merchant REST API, in one shape: `{ error: { type, code, message, param } }`
 * (param: the first field at fault, or null; `fields` lists every field's message when several).
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, type: string, message: string, fields?: Record<string, string>, code?: string) {
    const param = fields ? (Object.keys(fields).find((k) => fields[k]) ?? null) : null;
    super({ error: { type, code: code ?? (param ? 'parameter_invalid' : defaultCode(status)), message, param, ...(fields ? { fields } : {}) } }, status);
  }
}

/** A code for errors that name none: what the HTTP status already says, in Stripe's words. */
function defaultCode(status: HttpStatus): string {
  switch (status) {
    case HttpStatus.UNAUTHORIZED:
      return 'invalid_api_key';
    case HttpStatus.FORBIDDEN:
      return 'permission_denied';
    case HttpStatus.NOT_FOUND:
      return 'resource_missing';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'rate_limited';
    case HttpStatus.CONFLICT:
      return 'idempotency_key_in_use';
    case HttpStatus.UNPROCESSABLE_ENTITY:
      return 'idempotency_key_reused';
    default:
      return 'invalid_request';
  }
}

const INVALID = 'Invalid API key or secret';

/**
 * Authenticates the merchant checkout API (HTTP Basic: apiKey as user, secretKey as password).
 * Unknown keys, wrong secrets and inactive keys get the same answer after the same work (a hash
 * compared in constant time), and an address with too many failures is refused for a while.
 */
@Injectable()
export class ApiKeyAuthService {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly em: EntityManager) {}

  async authenticate(authorization: string | undefined, address: string): Promise<MerchantKey> {
    this.assertNotThrottled(address);
    const credentials = parseBasic(authorization);
    if (!credentials) {
      this.fail(address);
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'authentication_error', 'Send your API key and secret as HTTP Basic credentials (apiKey:secretKey)');
    }
    const key = await this.em.fork().findOne(MerchantKey, { apiKey: credentials.apiKey }, { populate: ['organization'] });
    const matches = secretMatches(credentials.secret, key?.secretHash ?? UNKNOWN_KEY_HASH);
    if (!key || !matches || !key.isActive) {
      this.fail(address);
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'authentication_error', key && matches ? 'This API key is inactive' : INVALID);
    }
    if (key.organization.status !== 'active' || key.organization.blockTransactions) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'permission_error', 'This merchant is not accepting payments at the moment.');
    }
    this.failures.delete(address);
    return key;
  }

  private assertNotThrottled(address: string): void {
    const entry = this.failures.get(address);
    if (!entry) return;
    if (Date.now() - entry.since > API_AUTH_WINDOW_MS) {
      this.failures.delete(address);
      return;
    }
    if (entry.count >= API_AUTH_MAX_FAILURES) {
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limit_error', 'Too many failed attempts. Please try again later.');
    }
  }

  private fail(address: string): void {
    const entry = this.failures.get(address);
    if (!entry || Date.now() - entry.since > API_AUTH_WINDOW_MS) this.failures.set(address, { count: 1, since: Date.now() });
    else entry.count++;
    // Bounded memory: forget the oldest addresses first.
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
