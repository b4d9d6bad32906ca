// Spec 000: the card brand the payer picks decides the gateway (the brand's paymentGateway name
// in the gateway settings' cards table); without a match the default provider takes it.

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'authorizeNet'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The platform's default card processor (api/src/payments/README.md). */
export const DEFAULT_PROVIDER: PaymentProviderName = 'sandbox';

export interface BrandRoute {
  name: string;
  paymentGateway: { name: string };
}

const isProvider = (name: string): name is PaymentProviderName => (PAYMENT_PROVIDERS as readonly string[]).includes(name);

/** The provider for a brand (case-insensitive), else the default. */
export function providerForBrand(cards: readonly BrandRoute[], brand: string): PaymentProviderName {
  const wanted = brand.trim().toLowerCase();
  const card = cards.find((c) => c.name.trim().toLowerCase() === wanted);
  const gateway = card?.paymentGateway.name ?? '';
  return isProvider(gateway) ? gateway : DEFAULT_PROVIDER;
}

/**
 * A test checkout (test mode) is charged at the Sandbox whatever the routing says (the API
 * insists too): every brand is routed to the Sandbox's own fields.
 */
export function sandboxRoutes<C extends BrandRoute>(cards: readonly C[]): C[] {
  return cards.map((card) => ({ ...card, paymentGateway: { ...card.paymentGateway, name: DEFAULT_PROVIDER } }));
}

// Leading digits of the common schemes; only used to preselect the brand as the payer types.
const SCHEMES: ReadonlyArray<{ brand: string; pattern: RegExp }> = [
  { brand: 'visa', pattern: /^4/ },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/ },
  { brand: 'american express', pattern: /^3[47]/ },
  { brand: 'discover', pattern: /^6(011|5)/ },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/ },
  { brand: 'unionpay', pattern: /^62/ },
];

/** The accepted brand (its name as configured) a card number looks like, if any. */
export function detectBrand(cards: readonly BrandRoute[], cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  const scheme = SCHEMES.find((s) => s.pattern.test(digits));
  if (!scheme) return null;
  return cards.find((c) => c.name.trim().toLowerCase() === scheme.brand)?.name ?? null;
}

/**
 * How the card is collected for a provider: our own fields tokenised by the Sandbox, Stripe's
 * card element (needs its publishable key), or not at all here (Authorize.Net's Accept.js is
 * not on this page; a Stripe without keys cannot take the payment).
 */
export type CardEntry = 'sandboxFields' | 'stripeElement' | 'unavailable';

export function cardEntryFor(provider: PaymentProviderName, stripePublishableKey: string | null | undefined): CardEntry {
  if (provider === 'sandbox') return 'sandboxFields';
  if (provider === 'stripe') return stripePublishableKey ? 'stripeElement' : 'unavailable';
  return 'unavailable';
}
