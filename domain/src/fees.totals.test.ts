import fc from 'fast-check';

import {
  availableRefundCents,
  checkoutTotals,
  DEFAULT_PLATFORM_FEE_BPS,
  invoiceTotals,
  MAX_MERCHANT_FEE_BPS,
  refundTotals,
  sumCents,
  transferTotalCents,
} from './fees';

describe('invoiceTotals (spec 000 section 9)', () => {
  it('3 x $33.33 with the platform fee 4.99 % and no merchant fee', () => {
    const t = invoiceTotals({ lineItems: [{ quantity: 3, priceCents: 3333 }], platformFeeBps: 499, merchantFeeBps: 0 });
    expect(t.lineTotalsCents).toEqual([9999]);
    expect(t.subtotalCents).toBe(9999);
    // 99.99 x 4.99 % = 4.989501 -> 4.99
    expect(t.customerFeeCents).toBe(499);
    expect(t.totalCents).toBe(10498);
    expect(t.merchantFeeCents).toBe(0);
    expect(t.payableCents).toBe(9999);
    expect(t.netCents).toBe(9999);
  });

  it('3 x $33.33 with the merchant absorbing the whole 4.99 % and a $20 DOI disbursement', () => {
    const t = invoiceTotals({
      lineItems: [{ quantity: 3, priceCents: 3333 }],
      platformFeeBps: DEFAULT_PLATFORM_FEE_BPS,
      merchantFeeBps: MAX_MERCHANT_FEE_BPS,
      otherDisbursementsCents: 2000,
    });
    expect(t.customerFeeCents).toBe(0);
    expect(t.totalCents).toBe(9999);
    expect(t.merchantFeeCents).toBe(499);
    expect(t.payableCents).toBe(9500);
    expect(t.netCents).toBe(7500);
  });

  it('splits the fee between customer and merchant, each rounded half-up', () => {
    // $1,000.10 subtotal; merchant 2.00 %, customer 2.99 %.
    const t = invoiceTotals({
      lineItems: [
        { quantity: 1, priceCents: 50_000 },
        { quantity: 2, priceCents: 25_005 },
      ],
      platformFeeBps: 499,
      merchantFeeBps: 200,
      disbursementCents: [10_000, 5_000],
    });
    expect(t.subtotalCents).toBe(100_010);
    expect(t.customerFeeCents).toBe(2990); // 2990.299 -> 2990
    expect(t.merchantFeeCents).toBe(2000); // 2000.2 -> 2000
    expect(t.totalCents).toBe(103_000);
    expect(t.disbursementsCents).toBe(15_000);
    expect(t.netCents).toBe(100_010 - 2000 - 15_000);
  });

  it('an empty invoice is all zeros; fractional quantities and cents are refused', () => {
    expect(invoiceTotals({ lineItems: [], platformFeeBps: 499, merchantFeeBps: 0 }).totalCents).toBe(0);
    expect(() => invoiceTotals({ lineItems: [{ quantity: 1.5, priceCents: 100 }], platformFeeBps: 499, merchantFeeBps: 0 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lineItems: [{ quantity: 1, priceCents: 10.5 }], platformFeeBps: 499, merchantFeeBps: 0 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lineItems: [{ quantity: 1, priceCents: 100 }], platformFeeBps: 4.99, merchantFeeBps: 0 })).toThrow(RangeError);
  });

  it('the customer never pays less as the platform fee rises, nor more as the merchant absorbs more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 499 }), (price, platform, merchant) => {
        const at = (p: number, m: number) => invoiceTotals({ lineItems: [{ quantity: 1, priceCents: price }], platformFeeBps: p, merchantFeeBps: m });
        const base = at(platform, merchant);
        return (
          at(platform + 1, merchant).customerFeeCents >= base.customerFeeCents &&
          at(platform, merchant + 1).customerFeeCents <= base.customerFeeCents &&
          base.payableCents === base.subtotalCents - base.merchantFeeCents
        );
      }),
    );
  });
});

describe('checkout, refund and transfer maths', () => {
  it('checkout total = amount + transaction fee; payable = amount - merchant fee (spec 002 s9)', () => {
    expect(checkoutTotals({ amountCents: 12_345, transactionFeeCents: 616, merchantFeeCents: 250 })).toEqual({ totalCents: 12_961, payableCents: 12_095 });
    expect(() => checkoutTotals({ amountCents: 1.5, transactionFeeCents: 0, merchantFeeCents: 0 })).toThrow(RangeError);
  });

  it('refund footer: sub total, pro rata fee, refund total and remaining', () => {
    const feeBasis = { chargedSubtotalCents: 10_000, chargedFeeCents: 499, refundedSubtotalCents: 0, refundedFeeCents: 0 };
    expect(
      refundTotals({ lineItems: [{ amountCents: 5000 }, { amountCents: 2550 }], refundPolicyTerms: 'fullRefund', availableCents: 10_000, feeBasis }),
    ).toEqual({
      subtotalCents: 7550,
      feeCents: 377,
      totalCents: 7927,
      remainingCents: 2073,
    });
    expect(refundTotals({ lineItems: [{ amountCents: 12_000 }], refundPolicyTerms: 'processingFeeNotRefunded', availableCents: 10_000, feeBasis })).toEqual({
      subtotalCents: 12_000,
      feeCents: 0,
      totalCents: 12_000,
      remainingCents: -2000,
    });
  });

  it('available refund: paid total less earlier refunds not denied, never negative', () => {
    const refunds = [
      { amountCents: 3000, denied: false },
      { amountCents: 5000, denied: true },
      { amountCents: 1500, denied: false },
    ];
    expect(availableRefundCents(10_498, refunds)).toBe(5998);
    expect(availableRefundCents(10_498, [])).toBe(10_498);
    expect(availableRefundCents(1000, [{ amountCents: 2000, denied: false }])).toBe(0);
  });

  it('transfer total = invoices + checkouts - disputes - refunds + won disputes (spec 002 s4)', () => {
    expect(transferTotalCents({ invoices: [9500, 100_000], checkouts: [12_095], refunds: [7927], disputes: [5000], wonDisputes: [2500] })).toBe(
      9500 + 100_000 + 12_095 - 7927 - 5000 + 2500,
    );
    expect(transferTotalCents({ invoices: [], checkouts: [], refunds: [], disputes: [], wonDisputes: [] })).toBe(0);
    expect(() => transferTotalCents({ invoices: [0.5], checkouts: [], refunds: [], disputes: [], wonDisputes: [] })).toThrow(RangeError);
  });

  it('transfer total is additive over item selections', () => {
    const cents = fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 8 });
    const items = fc.record({ invoices: cents, checkouts: cents, refunds: cents, disputes: cents, wonDisputes: cents });
    fc.assert(
      fc.property(items, items, (a, b) => {
        const merged = {
          invoices: [...a.invoices, ...b.invoices],
          checkouts: [...a.checkouts, ...b.checkouts],
          refunds: [...a.refunds, ...b.refunds],
          disputes: [...a.disputes, ...b.disputes],
          wonDisputes: [...a.wonDisputes, ...b.wonDisputes],
        };
        return transferTotalCents(merged) === transferTotalCents(a) + transferTotalCents(b);
      }),
    );
  });

  it('available never exceeds the paid total and never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.record({ amountCents: fc.integer({ min: 0, max: 1e9 }), denied: fc.boolean() })),
        (paid, refunds) => {
          const available = availableRefundCents(paid, refunds);
          const held = sumCents(refunds.filter((r) => !r.denied).map((r) => r.amountCents));
          return available >= 0 && available <= paid && available === Math.max(0, paid - held);
        },
      ),
    );
  });
});
