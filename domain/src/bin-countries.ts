// Issue 41: the card's country from its BIN (the leading digits), for routing rules by country.
// The code had no BIN data: this is a small table for the Sandbox and the test cards only
// (Stripe's test numbers and its international test cards, whose digits 7-9 are the ISO numeric
// country: 4000 0027 6... is Germany). A real deployment reads the country the processor reports
// (Stripe's card.country) or a licensed BIN list; an unlisted number has no country (null), which
// only rules without a country condition match.

/** Leading digits -> ISO 3166-1 alpha-2 country; the longest matching prefix wins. */
export const BIN_COUNTRIES: Readonly<Record<string, string>> = {
  // Stripe's default test cards are US cards (https://docs.stripe.com/testing).
  '4242424242': 'US',
  '4000000000': 'US',
  '5555555555': 'US',
  '378282': 'US',
  '601111': 'US',
  // Stripe's international test cards.
  '4000000760': 'BR',
  '4000001240': 'CA',
  '4000002500': 'FR',
  '4000002760': 'DE',
  '4000003560': 'IN',
  '4000003920': 'JP',
  '4000008260': 'GB',
};

const PREFIXES = Object.keys(BIN_COUNTRIES).sort((a, b) => b.length - a.length);

/** The card's country by its number (spaces and dashes allowed); null when the table does not know it. */
export function countryOfCardNumber(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const prefix = PREFIXES.find((p) => digits.startsWith(p));
  return prefix ? BIN_COUNTRIES[prefix] : null;
}
