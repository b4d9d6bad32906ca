// Spec 000 line 72: the card brand the payer picks decides the gateway (the brand's paymentGateway
// name in the gateway settings' cards table); without a match the default provider takes it: the
// card payment provider.

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'authorizeNet'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Test mode's processor, and live payments' in the demo without processor keys (decision 0123). */
export const SANDBOX_PROVIDER: PaymentProviderName = 'sandbox';

/**
 * The default provider (spec 000 line 72: "the card payment provider"): Stripe where the page has
 * its publishable key; without one (the demo of `npm start`) the Sandbox, as the API's routing
 * (PaymentRouter, ProcessorRegistry.defaultGateway).
 */
export function defaultProvider(stripePublishableKey: string | null | undefined): PaymentProviderName {
  return stripePublishableKey ? 'stripe' : SANDBOX_PROVIDER;
}

export interface BrandRoute {
  name: string;
  paymentGateway: { name: string };
}

const isProvider = (name: string): name is PaymentProviderName => (PAYMENT_PROVIDERS as readonly string[]).includes(name);

/** The provider for a brand (case-insensitive), else the default (defaultProvider). */
export function providerForBrand(cards: readonly BrandRoute[], brand: string, fallback: PaymentProviderName = SANDBOX_PROVIDER): PaymentProviderName {
  const wanted = brand.trim().toLowerCase();
  const card = cards.find((c) => c.name.trim().toLowerCase() === wanted);
  const routed = card?.paymentGateway.name ?? '';
  // Issue 41: the Sandbox's fallback acquirer charges the Sandbox's own tokens (its fields).
  const gateway = routed === 'sandboxB' ? SANDBOX_PROVIDER : routed;
  return isProvider(gateway) ? gateway : fallback;
}

/**
 * A test checkout (test mode) is charged at the Sandbox whatever the routing says (the API
 * insists too): every brand is routed to the Sandbox's own fields.
 */
export function sandboxRoutes<C extends BrandRoute>(cards: readonly C[]): C[] {
  return cards.map((card) => ({ ...card, paymentGateway: { ...card.paymentGateway, name: SANDBOX_PROVIDER } }));
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
 * card element (needs its publishable key), our own fields tokenised in the browser by
 * Authorize.Net's Accept.js (spec 000 line 74; its settings are read when that brand is chosen),
 * or not at all (a Stripe without keys cannot take the payment).
 */
export type CardEntry = 'sandboxFields' | 'stripeElement' | 'acceptJsFields' | 'unavailable';

export function cardEntryFor(provider: PaymentProviderName, stripePublishableKey: string | null | undefined): CardEntry {
  if (provider === 'sandbox') return 'sandboxFields';
  if (provider === 'stripe') return stripePublishableKey ? 'stripeElement' : 'unavailable';
  return 'acceptJsFields';
}

/** Whether the card is typed into the page's own fields (and so validated there). */
export const ownCardFields = (entry: CardEntry): boolean => entry === 'sandboxFields' || entry === 'acceptJsFields';
