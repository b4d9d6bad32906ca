import { centsOf, countriesOf, draftOf, inputOf, moved, sendable } from './routingDraft';

describe('routing draft', () => {
  it('moves an item up or down, and not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('reads dollars as cents and countries as codes', () => {
    expect(centsOf('1,200.00')).toBe(120_000);
    expect(centsOf('$0.01')).toBe(1);
    expect(centsOf(' ')).toBeNull();
    expect(centsOf('1.005')).toBeNaN();
    expect(countriesOf('de, fr DE')).toEqual(['DE', 'FR']);
  });

  it('round-trips a saved routing into the input', () => {
    const saved = { processors: ['stripe', 'sandbox'], rules: [{ minAmountCents: 100_000, maxAmountCents: null, countries: ['DE'], processors: ['sandbox'] }] };
    const draft = draftOf(saved);
    expect(draft.rules[0]).toMatchObject({ minAmount: '1000.00', maxAmount: '', countries: 'DE' });
    expect(inputOf(draft)).toEqual(saved);
    expect(sendable(inputOf(draft))).toBe(true);
    expect(sendable(inputOf({ ...draft, rules: [{ ...draft.rules[0], minAmount: 'abc' }] }))).toBe(false);
  });
});
