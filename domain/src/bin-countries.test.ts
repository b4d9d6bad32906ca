import { countryOfCardNumber } from './bin-countries';

describe('card country by BIN', () => {
  it.each([
    ['4242 4242 4242 4242', 'US'],
    ['4000 0000 0000 0002', 'US'],
    ['5555 5555 5555 4444', 'US'],
    ['3782 822463 10005', 'US'],
    ['4000 0027 6000 0016', 'DE'],
    ['4000-0082-6000-0000', 'GB'],
    ['4000 0025 0000 3155', 'FR'],
    ['4000 0007 6000 0002', 'BR'],
    ['4000 0012 4000 0000', 'CA'],
  ])('%s is from %s', (number, country) => {
    expect(countryOfCardNumber(number)).toBe(country);
  });

  it('has no country for a number it does not list', () => {
    expect(countryOfCardNumber('5105 1051 0510 5100')).toBeNull();
    expect(countryOfCardNumber('')).toBeNull();
  });
});
