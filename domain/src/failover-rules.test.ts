import { DECLINE_CLASSES } from './decline-classes';
import { FAILOVER_WAIT_MS, fallbacksOf, MAX_PROCESSOR_ATTEMPTS, nextCandidates, tokenFamily, triesElsewhere } from './failover-rules';

describe('failover rules', () => {
  it('goes elsewhere only for retryable and settled unknown classes, never for hard declines or authentication', () => {
    const goes = DECLINE_CLASSES.filter((klass) => triesElsewhere(klass));
    expect(goes).toEqual(['retryableElsewhere', 'unknownOutcome']);
    expect(triesElsewhere(null)).toBe(false);
    expect(triesElsewhere(undefined)).toBe(false);
  });

  it('lists as fallbacks only processors that can charge the token, in route order, within the bound', () => {
    const all = () => true;
    expect(tokenFamily('sandboxB')).toBe(tokenFamily('sandbox'));
    expect(tokenFamily('stripe')).not.toBe(tokenFamily('authorizeNet'));
    expect(fallbacksOf(['sandbox', 'stripe', 'sandboxB'], 'sandbox', all)).toEqual(['sandboxB']);
    // A Stripe token cannot go to Authorize.Net or the Sandbox.
    expect(fallbacksOf(['stripe', 'authorizeNet', 'sandbox'], 'stripe', all)).toEqual([]);
    // Without keys here, a processor is no fallback.
    expect(fallbacksOf(['sandbox', 'sandboxB'], 'sandbox', (name) => name !== 'sandboxB')).toEqual([]);
    expect(fallbacksOf(['sandboxB', 'sandbox'], 'sandboxB', all)).toEqual(['sandbox']);
    expect(fallbacksOf(['sandbox', 'sandboxB', 'sandbox2', 'sandbox3'], 'sandbox', () => true).length).toBeLessThanOrEqual(MAX_PROCESSOR_ATTEMPTS - 1);
  });

  const failed = { declineClass: 'retryableElsewhere', processor: 'sandbox', candidates: ['sandbox', 'sandboxB'], attempts: 1, elapsedMs: 100 };

  it('chooses the processor after the one used', () => {
    expect(nextCandidates(failed)).toEqual(['sandboxB']);
    expect(nextCandidates({ ...failed, declineClass: 'unknownOutcome' })).toEqual(['sandboxB']);
    // The charge skipped an open breaker and used the fallback: nothing is left.
    expect(nextCandidates({ ...failed, processor: 'sandboxB' })).toEqual([]);
  });

  it("stops at a hard decline, authentication required, the bound of attempts and the payer's wait", () => {
    expect(nextCandidates({ ...failed, declineClass: 'hard' })).toEqual([]);
    expect(nextCandidates({ ...failed, declineClass: 'authenticationRequired' })).toEqual([]);
    expect(nextCandidates({ ...failed, attempts: MAX_PROCESSOR_ATTEMPTS })).toEqual([]);
    expect(nextCandidates({ ...failed, attempts: MAX_PROCESSOR_ATTEMPTS - 1 })).toEqual(['sandboxB']);
    expect(nextCandidates({ ...failed, elapsedMs: FAILOVER_WAIT_MS })).toEqual([]);
    expect(nextCandidates({ ...failed, elapsedMs: FAILOVER_WAIT_MS - 1 })).toEqual(['sandboxB']);
    expect(nextCandidates({ ...failed, processor: null })).toEqual([]);
    expect(nextCandidates({ ...failed, processor: 'stripe' })).toEqual([]);
  });
});
