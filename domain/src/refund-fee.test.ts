import fc from 'fast-check';

import { refundTotals } from './fees';
import { NO_REFUND_FEE_BASIS, refundableChargeCents, type RefundFeeBasis, refundProcessingFeeCents } from './refund-fee';

/** Subtotal $100.00; the payer paid a 2.99 % fee ($2.99): platform 4.99 %, merchant 2.00 %. */
const paid: RefundFeeBasis = { chargedSubtotalCents: 10_000, chargedFeeCents: 299, refundedSubtotalCents: 0, refundedFeeCents: 0 };

describe('refund processing fee: what the payer paid, pro rata (issue 47)', () => {
  it('a full refund returns exactly the fee charged, not 4.99 % of the lines', () => {
    expect(refundProcessingFeeCents(10_000, 'fullRefund', paid)).toBe(299);
    // Merchant paying the whole fee: the payer paid none, so none comes back.
    expect(refundProcessingFeeCents(10_000, 'fullRefund', { ...paid, chargedFeeCents: 0 })).toBe(0);
  });

  it('a partial refund returns the fee pro rata, half-up on the cumulative share', () => {
    // 299 x 5000 / 10000 = 149.5 -> 150
    expect(refundProcessingFeeCents(5000, 'fullRefund', paid)).toBe(150);
    // The second half takes the remainder: 299 - 150 = 149.
    expect(refundProcessingFeeCents(5000, 'fullRefund', { ...paid, refundedSubtotalCents: 5000, refundedFeeCents: 150 })).toBe(149);
    // 299 x 3333 / 10000 = 99.66 -> 100
    expect(refundProcessingFeeCents(3333, 'fullRefund', paid)).toBe(100);
  });

  it('no fee under processingFeeNotRefunded or without terms', () => {
    expect(refundProcessingFeeCents(10_000, 'processingFeeNotRefunded', paid)).toBe(0);
    expect(refundProcessingFeeCents(10_000, null, paid)).toBe(0);
    expect(refundProcessingFeeCents(10_000, 'fullRefund', NO_REFUND_FEE_BASIS)).toBe(0);
  });

  it('lines beyond the subtotal never return more than the fee charged', () => {
    expect(refundProcessingFeeCents(20_000, 'fullRefund', paid)).toBe(299);
    // Earlier refunds under the old 4.99 % rule already returned more: nothing more now.
    expect(refundProcessingFeeCents(5000, 'fullRefund', { ...paid, refundedSubtotalCents: 5000, refundedFeeCents: 250 })).toBe(49);
    expect(refundProcessingFeeCents(1000, 'fullRefund', { ...paid, refundedSubtotalCents: 5000, refundedFeeCents: 400 })).toBe(0);
  });

  it('refund totals: the footer takes the pro rata fee; remaining = available - total', () => {
    const available = refundableChargeCents(10_299, 299, 'fullRefund');
    expect(available).toBe(10_299);
    expect(refundTotals({ lineItems: [{ amountCents: 10_000 }], refundPolicyTerms: 'fullRefund', availableCents: available, feeBasis: paid })).toEqual({
      subtotalCents: 10_000,
      feeCents: 299,
      totalCents: 10_299,
      remainingCents: 0,
    });
  });

  it('what can come back: the charge under fullRefund, the lines only otherwise', () => {
    expect(refundableChargeCents(10_299, 299, 'fullRefund')).toBe(10_299);
    expect(refundableChargeCents(10_299, 299, 'processingFeeNotRefunded')).toBe(10_000);
    expect(refundableChargeCents(100, 299, null)).toBe(0);
  });

  it('property: partial refunds never return more fee than charged; the one reaching the subtotal takes the remainder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        (subtotal, fee, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          // Split the subtotal into parts by weight; the last part takes what is left.
          let left = subtotal;
          const parts = weights.map((w, i) => {
            const part = i === weights.length - 1 ? left : Math.floor((subtotal * w) / sum);
            left -= part;
            return part;
          });
          let refundedSubtotalCents = 0;
          let refundedFeeCents = 0;
          for (const part of parts) {
            const basis = { chargedSubtotalCents: subtotal, chargedFeeCents: fee, refundedSubtotalCents, refundedFeeCents };
            const f = refundProcessingFeeCents(part, 'fullRefund', basis);
            expect(Number.isSafeInteger(f)).toBe(true);
            expect(f).toBeGreaterThanOrEqual(0);
            refundedSubtotalCents += part;
            refundedFeeCents += f;
            expect(refundedFeeCents).toBeLessThanOrEqual(fee);
          }
          expect(refundedSubtotalCents).toBe(subtotal);
          expect(refundedFeeCents).toBe(fee);
        },
      ),
    );
  });
});
