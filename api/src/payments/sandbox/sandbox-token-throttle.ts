import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';

import { TokenBuckets } from '../../security/token-buckets';
import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';

export const SANDBOX_TOKENS_RATE_LIMIT_MESSAGE = 'Too many card tokens were requested from your address. Please wait a minute and try again.';

/**
 * Per-address limit of the public POST /sandbox/tokens (security review: every public call has
 * one): a token bucket of SANDBOX_TOKENS_PER_MINUTE, refilled evenly over the minute, in this
 * process's memory (a payer needs a few tokens, not dozens: unlike the REST API's per-key limit,
 * which replicas share in PostgreSQL, a per-process allowance here costs nothing that matters).
 */
@Injectable()
export class SandboxTokenThrottle {
  private readonly buckets: TokenBuckets;
  /** The clock (a unit test may turn it). */
  now: () => number = () => performance.now();

  constructor(@Inject(SANDBOX_CONFIG) config: SandboxConfig) {
    this.buckets = new TokenBuckets(config.tokensPerMinute / 60, config.tokensPerMinute);
  }

  /** Spends one of the address's allowance, or refuses with 429 (Stripe's error shape) and Retry-After. */
  take(address: string): void {
    const retryAfter = this.buckets.take(address, this.now());
    if (retryAfter !== undefined) throw new SandboxRateLimited(retryAfter);
  }
}

/** The refusal; the controller sets its Retry-After header. */
export class SandboxRateLimited extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ error: { type: 'rate_limit_error', code: 'rate_limit', message: SANDBOX_TOKENS_RATE_LIMIT_MESSAGE } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
