import fc from 'fast-check';

import { applyBps, bpsToPercent, centsToDecimal, currencySymbol, formatMoney, formatPercent, parseBps, parseCents, percentToBps, toCents } from './money';

describe('money', () => {
  it('parses decimals without float error', () => {
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(33.3)).toBe(3330);
    expect(toCents('-12')).toBe(-1200);
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('converts percentages and basis points', () => {
    expect(percentToBps('4.99')).toBe(499);
    expect(percentToBps(2.5)).toBe(250);
    expect(bpsToPercent(499)).toBe(4.99);
    expect(bpsToPercent(250)).toBe(2.5);
    expect(centsToDecimal(123450)).toBe(1234.5);
  });

  it('rounds fees half-up to the cent', () => {
    expect(applyBps(9999, 499)).toBe(499); // 498.95 -> 499
    expect(applyBps(10000, 499)).toBe(499);
    expect(applyBps(1, 5000)).toBe(1); // 0.5 -> 1
    expect(applyBps(1, 4999)).toBe(0);
    expect(applyBps(-1, 5000)).toBe(-1);
  });

  it('formats dollars with separators', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-1200)).toBe('-$12.00');
  });

  it("formats through Intl.NumberFormat: each currency's grouping and minor units (review 49 s3)", () => {
    // Indian grouping (lakh, crore) for INR, by code or by its symbol.
    expect(formatMoney(100000000, '₹')).toBe('₹10,00,000.00');
    expect(formatMoney(123456789, 'INR')).toBe('₹12,34,567.89');
    expect(formatMoney(-123456789, currencySymbol('inr'))).toBe('-₹12,34,567.89');
    // The amount is in the currency's minor units: none for JPY, three for KWD.
    expect(formatMoney(1234, 'JPY')).toBe('JPY 1,234');
    expect(formatMoney(1234, 'KWD')).toBe('KWD 1.234');
    // A code without a symbol of ours reads as currencySymbol() says: the code and a space.
    expect(formatMoney(1250, currencySymbol('eur'))).toBe('EUR 12.50');
    expect(formatMoney(-1250, 'usd')).toBe('-$12.50');
    // Exact digits for the largest safe amounts (no float rounding on the way to Intl).
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    // Any other symbol is kept in front, Western grouping.
    expect(formatMoney(-123456, 'Nu.')).toBe('-Nu.1,234.56');
  });

  it('round-trips any cent amount through its decimal form', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => toCents(centsToDecimal(cents)) === cents));
  });

  it('never rounds a fee by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10000 }), (cents, bps) => {
        // fee - exact, in 1/10000 of a cent: within (-0.5, +0.5] cent.
        const diff = BigInt(applyBps(cents, bps)) * 10000n - BigInt(cents) * BigInt(bps);
        return diff > -5000n && diff <= 5000n;
      }),
    );
  });

  it('reads zero and sign correctly, and rejects loose text', () => {
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
    expect(toCents(' 7.5 ')).toBe(750);
    expect(toCents(0.1)).toBe(10);
    expect(() => toCents(0.1 + 0.2)).toThrow(/at most 2 decimals/);
    for (const bad of ['', '1,000', '1.', '.5', '+1', '1e3', '12.3.4']) expect(() => toCents(bad)).toThrow(RangeError);
    expect(() => toCents('99999999999999999999')).toThrow(/too large/);
  });

  it('parses form input without throwing', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('')).toBeUndefined();
    expect(parseCents(null)).toBeUndefined();
    expect(parseCents('1.234')).toBeUndefined();
    expect(parseBps('2.49')).toBe(249);
    expect(parseBps('x')).toBeUndefined();
  });

  it('formats percentages and currency symbols', () => {
    expect(formatPercent(499)).toBe('4.99%');
    expect(formatPercent(250)).toBe('2.5%');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol(undefined)).toBe('$');
    expect(formatMoney(5, currencySymbol('INR'))).toBe('₹0.05');
    expect(formatMoney(-123456789)).toBe('-$1,234,567.89');
  });

  it('formatted money reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents);
        return /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text) && toCents(text.replace(/[$,]/g, '')) === cents;
      }),
    );
  });

  it('round-trips percentages through basis points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bps) => percentToBps(bpsToPercent(bps)) === bps && percentToBps(String(bpsToPercent(bps))) === bps),
    );
  });

  it('applyBps is exact when the product divides evenly, and symmetric in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (cents, bps) => {
        const symmetric = applyBps(-cents, bps) === -applyBps(cents, bps) || cents === 0;
        const exact = applyBps(cents * 100, bps) === (cents * bps) / 100 || (cents * bps) % 100 !== 0;
        return symmetric && exact;
      }),
    );
  });
});
