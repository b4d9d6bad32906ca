import { compactCents, percent } from './format';

describe('dashboard formats (review 49 s3: Intl.NumberFormat)', () => {
  it('prints basis points as a percentage with one decimal, negative ones too', () => {
    expect(percent(-150)).toBe('-1.5%');
    expect(percent(-5)).toBe('-0.1%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(1250)).toBe('12.5%');
    expect(percent(10_000)).toBe('100.0%');
  });

  it('rounds to the nearest tenth instead of truncating', () => {
    expect(percent(1255)).toBe('12.6%');
    expect(percent(6667)).toBe('66.7%');
    expect(percent(3333)).toBe('33.3%');
    expect(percent(99)).toBe('1.0%');
  });

  it('keeps the axis labels: "$1.2k", "$3.5M", whole dollars below a thousand', () => {
    expect(compactCents(0)).toBe('$0');
    expect(compactCents(1_249)).toBe('$12');
    expect(compactCents(99_900)).toBe('$999');
    expect(compactCents(123_400)).toBe('$1.2k');
    expect(compactCents(1_550_000)).toBe('$15.5k');
    expect(compactCents(350_000_000)).toBe('$3.5M');
    expect(compactCents(-250_000)).toBe('-$2.5k');
    // A thousand thousand is a million, not "$1000k".
    expect(compactCents(99_999_900)).toBe('$1M');
  });
});
