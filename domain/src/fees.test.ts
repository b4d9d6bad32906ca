import fc from 'fast-check';

import { customerFeeCents, invoiceTotals, lineTotalCents } from './fees';

const line = fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), priceCents: fc.integer({ min: 1, max: 10_000_000 }) });
const bps = fc.integer({ min: 0, max: 499 });

describe('invoice fees (spec 000 section 9)', () => {
  it('computes the create-page example in cents', () => {
    const t = invoiceTotals({
      lineItems: [
        { quantity: 2, priceCents: 125_000 },
        { quantity: 3, priceCents: 3_333 },
      ],
      platformFeeBps: 499,
      merchantFeeBps: 250,
      disbursementCents: [40_000, 10_000],
    });
    expect(t.subtotalCents).toBe(259_999);
    // 259999 x 2.49 % = 6473.9751 -> 6474
    expect(t.feeCents).toBe(6_474);
    expect(t.totalCents).toBe(266_473);
    // 259999 x 2.5 % = 6499.975 -> 6500
    expect(t.merchantFeeCents).toBe(6_500);
    expect(t.netCents).toBe(259_999 - 6_500 - 50_000);
    expect(t.platformFeeCents).toBe(6_474 + 6_500);
  });

  it('rounds half-up to the cent', () => {
    // 100 cents x 0.5 % = 0.5 cent -> 1 cent
    expect(customerFeeCents(100, 50, 0)).toBe(1);
    expect(customerFeeCents(99, 50, 0)).toBe(0);
    expect(lineTotalCents({ quantity: 3, priceCents: 1999 })).toBe(5997);
  });

  it('never charges the customer a negative fee', () => {
    expect(customerFeeCents(10_000, 200, 300)).toBe(0);
  });

  it('total = subtotal + fee; fee >= 0 when platform >= merchant; net + merchant fee + disbursements = subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        bps,
        bps,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 }),
        (items, a, b, disb) => {
          const platform = Math.max(a, b);
          const merchant = Math.min(a, b);
          const t = invoiceTotals({ lineItems: items, platformFeeBps: platform, merchantFeeBps: merchant, disbursementCents: disb });
          expect(t.totalCents).toBe(t.subtotalCents + t.feeCents);
          expect(t.feeCents).toBeGreaterThanOrEqual(0);
          expect(t.netCents + t.merchantFeeCents + t.disbursementsCents).toBe(t.subtotalCents);
          expect(Number.isInteger(t.feeCents) && Number.isInteger(t.merchantFeeCents)).toBe(true);
          // The two fees together are within a cent of the platform fee on the subtotal.
          const whole = (t.subtotalCents * platform) / 10_000;
          expect(Math.abs(t.feeCents + t.merchantFeeCents - whole)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
