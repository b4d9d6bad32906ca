import { declineClassOfCode, isClassifiedCode } from '@pg/domain';

import {
  ANET_OWN_CODES,
  CARD_REASONS,
  CREDENTIAL_CODES,
  DUPLICATE_REASON,
  OTS_TOKEN_CODES,
  RESPONSE_CODES,
  SERVICE_CODES,
  SERVICE_REASONS,
  UNAVAILABLE,
} from './authorize-net/authorize-net-errors';
import { answerClass } from './payment-processor';
import { SANDBOX_ANSWER_CODES } from './sandbox/sandbox.processor';
import { CARD_CHECK_CODES, DECLINES } from './sandbox/sandbox-cards';
import { STRIPE_INTENT_CODES, STRIPE_INTENT_STATUSES } from './stripe/stripe.processor';
import { STRIPE_DECLINE_CODES, STRIPE_ERROR_CODES, STRIPE_ERROR_TYPES, STRIPE_FALLBACK_CODES } from './stripe/stripe-errors';

// Issue 41: every code each adapter can emit has a decline class. The codes come from the
// adapters' own tables, so a code added to one without a class in domain/src/decline-classes.ts
// fails here (a code nobody classed would be `hard`: never retried, but unreported).
const anet = (codes: Iterable<string>) => [...codes].map((code) => `anet_${code}`);

const ADAPTER_CODES: Record<string, string[]> = {
  stripe: [
    ...STRIPE_DECLINE_CODES,
    ...STRIPE_ERROR_CODES,
    ...STRIPE_ERROR_TYPES,
    ...STRIPE_FALLBACK_CODES,
    ...STRIPE_INTENT_CODES,
    // An intent that succeeded is no failure; every other status is answered as the failCode.
    ...Object.keys(STRIPE_INTENT_STATUSES).filter((status) => status !== 'succeeded'),
  ],
  authorizeNet: [
    ...anet(CARD_REASONS),
    ...anet(SERVICE_REASONS),
    ...anet([DUPLICATE_REASON]),
    ...anet(RESPONSE_CODES),
    ...ANET_OWN_CODES,
    ...OTS_TOKEN_CODES,
    ...SERVICE_CODES,
    ...CREDENTIAL_CODES,
  ],
  sandbox: [...Object.values(DECLINES).map((d) => d.code), ...SANDBOX_ANSWER_CODES, ...CARD_CHECK_CODES, 'rate_limit'],
};

describe('decline classes of the adapters', () => {
  it.each(Object.entries(ADAPTER_CODES))('every code the %s adapter can emit is classed', (_adapter, codes) => {
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.filter((code) => !isClassifiedCode(code))).toEqual([]);
  });

  it('the Sandbox test cards are classed as the issue says', () => {
    expect(Object.fromEntries(Object.entries(DECLINES).map(([behaviour, d]) => [behaviour, declineClassOfCode(d.code)]))).toEqual({
      decline: 'hard',
      insufficient_funds: 'hard',
      expired_card: 'hard',
      incorrect_cvc: 'hard',
      processing_error: 'retryableElsewhere',
      authentication_required: 'authenticationRequired',
    });
  });

  it("an answer the adapter calls unknown is an unknown outcome, whatever its code's class", () => {
    expect(answerClass(UNAVAILABLE, { retried: false })).toBe('unknownOutcome');
    const rateLimited = {
      status: 'failed' as const,
      errorType: 'api_error' as const,
      failCode: 'rate_limit',
      failMessage: 'x',
      unknown: 'answerLost' as const,
    };
    expect(answerClass(rateLimited, { retried: false })).toBe('unknownOutcome');
    expect(answerClass({ ...rateLimited, unknown: undefined }, { retried: false })).toBe('retryableElsewhere');
    // A spent Accept.js token is the payer's stale token on a first try, unknown after an earlier try.
    const used = { status: 'failed' as const, errorType: 'validation_error' as const, failCode: 'E00114', failMessage: 'x', unknown: 'tokenUsed' as const };
    expect(answerClass(used, { retried: false })).toBe('hard');
    expect(answerClass(used, { retried: true })).toBe('unknownOutcome');
  });
});
