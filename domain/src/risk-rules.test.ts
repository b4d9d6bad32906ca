import fc from 'fast-check';

import { CARD_ERROR_FALLBACK_MESSAGE, paymentErrorMessage } from './payment-messages';
import {
  assessRisk,
  blockValueError,
  merchantLimitErrors,
  type MerchantRiskLimits,
  NO_MERCHANT_LIMITS,
  RISK_BLOCK_KINDS,
  RISK_BLOCK_MESSAGES,
  RISK_DECLINE,
  type RiskBlock,
  type RiskFacts,
  SUGGESTED_VELOCITY,
  VELOCITY_MESSAGES,
  velocityErrors,
  type VelocityLimit,
} from './risk-rules';

const facts = (over: Partial<RiskFacts> = {}): RiskFacts => ({
  amountCents: 10_000,
  cardFingerprint: 'fp_1',
  email: 'payer@example.com',
  clientAddress: '203.0.113.9',
  cardCountry: 'US',
  recentDeclines: { cardFingerprint: 0, email: 0, clientAddress: 0 },
  ...over,
});

const arbText = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
const arbCents = fc.integer({ min: 0, max: 100_000_000 });
const arbLimit = fc.option(fc.integer({ min: 50, max: 100_000_000 }), { nil: null });
const arbFacts: fc.Arbitrary<RiskFacts> = fc.record({
  amountCents: arbCents,
  cardFingerprint: fc.option(arbText, { nil: null }),
  email: fc.option(arbText, { nil: null }),
  clientAddress: fc.option(arbText, { nil: null }),
  cardCountry: fc.option(fc.constantFrom('US', 'DE', 'FR', 'gb'), { nil: null }),
  recentDeclines: fc.record({ cardFingerprint: fc.nat(20), email: fc.nat(20), clientAddress: fc.nat(20) }),
});
const arbBlocks: fc.Arbitrary<RiskBlock[]> = fc.array(fc.record({ kind: fc.constantFrom(...RISK_BLOCK_KINDS), value: arbText }), { maxLength: 6 });
const arbLimits: fc.Arbitrary<MerchantRiskLimits> = fc.record({ maxAmountCents: arbLimit, reviewThresholdCents: arbLimit });
const arbVelocity: fc.Arbitrary<VelocityLimit | null> = fc.option(
  fc.record({
    maxDeclines: fc.integer({ min: 1, max: 30 }),
    windowMinutes: fc.integer({ min: 1, max: 60 }),
    keys: fc.subarray(['cardFingerprint', 'email', 'clientAddress'] as const),
  }),
  { nil: null },
);

const VELOCITY_KEYS_BUT = (key: string) => (['cardFingerprint', 'email', 'clientAddress'] as const).filter((k) => k !== key);

describe('risk rules', () => {
  it('no rule lets a blocked fingerprint through, whatever the other facts, lists and limits', () => {
    fc.assert(
      fc.property(arbFacts, arbText, arbBlocks, arbLimits, arbVelocity, fc.boolean(), (f, fingerprint, others, limits, velocity, upper) => {
        // The list may hold it in another case or with spaces: still the same card.
        const listed = upper ? ` ${fingerprint.toUpperCase()} ` : fingerprint;
        const blocks = [...others, { kind: 'cardFingerprint' as const, value: listed }];
        const verdict = assessRisk({ ...f, cardFingerprint: fingerprint }, blocks, limits, velocity);
        expect(verdict.action).toBe('block');
      }),
    );
  });

  it('every kind of block-list entry blocks a payment with that fact', () => {
    fc.assert(
      fc.property(arbFacts, fc.constantFrom(...RISK_BLOCK_KINDS), arbText, arbLimits, arbVelocity, (f, kind, value, limits, velocity) => {
        const withFact = { ...f, [kind]: kind === 'cardCountry' ? 'DE' : value };
        const verdict = assessRisk(withFact, [{ kind, value: kind === 'cardCountry' ? 'de' : value }], limits, velocity);
        expect(verdict.action).toBe('block');
      }),
    );
  });

  it('the amount limit is exact at its bound: the limit passes, a cent more is declined', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100_000_000 }), (limit) => {
        const limits = { ...NO_MERCHANT_LIMITS, maxAmountCents: limit };
        expect(assessRisk(facts({ amountCents: limit }), [], limits, null)).toEqual({ action: 'allow' });
        expect(assessRisk(facts({ amountCents: limit + 1 }), [], limits, null)).toEqual({ action: 'block', rule: 'amountLimit' });
      }),
    );
  });

  it('the review threshold is exact at its bound: the threshold is captured at once, a cent more waits for review', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100_000_000 }), (threshold) => {
        const limits = { ...NO_MERCHANT_LIMITS, reviewThresholdCents: threshold };
        expect(assessRisk(facts({ amountCents: threshold }), [], limits, null)).toEqual({ action: 'allow' });
        expect(assessRisk(facts({ amountCents: threshold + 1 }), [], limits, null)).toEqual({ action: 'review', rule: 'reviewThreshold' });
      }),
    );
  });

  it('velocity is exact at its bound for each key: maxDeclines pass, one more blocks; an unknown key never counts', () => {
    fc.assert(
      fc.property(fc.constantFrom('cardFingerprint', 'email', 'clientAddress' as const), fc.integer({ min: 1, max: 50 }), (key, max) => {
        const velocity = { maxDeclines: max, windowMinutes: 10, keys: [key] };
        const at = (n: number, known = true) =>
          assessRisk(
            facts({ [key]: known ? 'x' : null, recentDeclines: { cardFingerprint: 0, email: 0, clientAddress: 0, [key]: n } }),
            [],
            NO_MERCHANT_LIMITS,
            velocity,
          );
        expect(at(max)).toEqual({ action: 'allow' });
        expect(at(max + 1)).toEqual({ action: 'block', rule: `velocity.${key}` });
        expect(at(max + 1, false)).toEqual({ action: 'allow' });
        // Off, or not counting this key: never blocks by velocity.
        const facts1 = facts({ [key]: 'x', recentDeclines: { cardFingerprint: 0, email: 0, clientAddress: 0, [key]: max + 1 } });
        expect(assessRisk(facts1, [], NO_MERCHANT_LIMITS, null)).toEqual({ action: 'allow' });
        expect(assessRisk(facts1, [], NO_MERCHANT_LIMITS, { ...velocity, keys: VELOCITY_KEYS_BUT(key) })).toEqual({ action: 'allow' });
      }),
    );
  });

  it("the issue's example: a fourth decline in the window blocks the next payment, three do not", () => {
    const declines = (n: number) => facts({ recentDeclines: { cardFingerprint: n, email: 0, clientAddress: 0 } });
    expect(SUGGESTED_VELOCITY).toMatchObject({ maxDeclines: 3, windowMinutes: 10 });
    expect(assessRisk(declines(3), [], NO_MERCHANT_LIMITS, SUGGESTED_VELOCITY).action).toBe('allow');
    expect(assessRisk(declines(4), [], NO_MERCHANT_LIMITS, SUGGESTED_VELOCITY)).toEqual({ action: 'block', rule: 'velocity.cardFingerprint' });
  });

  it('a block wins over review, and nothing blocks or reviews without a reason', () => {
    fc.assert(
      fc.property(arbFacts, arbBlocks, arbLimits, arbVelocity, (f, blocks, limits, velocity) => {
        const verdict = assessRisk(f, blocks, limits, velocity);
        const overLimit = limits.maxAmountCents !== null && f.amountCents > limits.maxAmountCents;
        const overThreshold = limits.reviewThresholdCents !== null && f.amountCents > limits.reviewThresholdCents;
        if (verdict.action === 'allow') expect(overLimit || overThreshold).toBe(false);
        if (verdict.action === 'review') expect(overThreshold && !overLimit).toBe(true);
        if (verdict.action === 'block' && verdict.rule === 'amountLimit') expect(overLimit).toBe(true);
      }),
    );
  });

  it('the payer of a blocked payment is told what a declined card is told, never the rule', () => {
    expect(paymentErrorMessage(RISK_DECLINE.errorType, RISK_DECLINE.failMessage)).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    expect(RISK_DECLINE.failCode).toBe('card_declined');
  });

  it('block values: countries are two letters, e-mails have an @, nothing is empty', () => {
    expect(blockValueError('cardCountry', ' de ')).toBeUndefined();
    expect(blockValueError('cardCountry', 'DEU')).toBe(RISK_BLOCK_MESSAGES.country);
    expect(blockValueError('email', 'nobody')).toBe(RISK_BLOCK_MESSAGES.email);
    expect(blockValueError('clientAddress', '   ')).toBe(RISK_BLOCK_MESSAGES.required);
    expect(blockValueError('cardFingerprint', 'fp_abc')).toBeUndefined();
  });

  it('velocity settings: whole numbers in range, at least one key', () => {
    expect(velocityErrors(SUGGESTED_VELOCITY)).toEqual({});
    expect(velocityErrors({ maxDeclines: 0, windowMinutes: 1441, keys: [] })).toEqual({
      maxDeclines: VELOCITY_MESSAGES.maxDeclines,
      windowMinutes: VELOCITY_MESSAGES.windowMinutes,
      keys: VELOCITY_MESSAGES.keys,
    });
  });

  it('limits: at least 50 cents, and review below the limit', () => {
    expect(merchantLimitErrors({ maxAmountCents: 49, reviewThresholdCents: null })).toEqual({ maxAmountCents: RISK_BLOCK_MESSAGES.limit });
    expect(merchantLimitErrors({ maxAmountCents: 1000, reviewThresholdCents: 1000 })).toEqual({ reviewThresholdCents: RISK_BLOCK_MESSAGES.reviewOverLimit });
    expect(merchantLimitErrors({ maxAmountCents: 1000, reviewThresholdCents: 999 })).toEqual({});
    expect(merchantLimitErrors(NO_MERCHANT_LIMITS)).toEqual({});
  });
});
