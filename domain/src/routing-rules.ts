import { formatMoney, MAX_AMOUNT_CENTS, MAX_AMOUNT_TEXT } from './money';

// Issue 41: where a card payment goes. Per card brand an ordered list of processors (primary,
// then fallbacks) for any payment, and rules by amount range and card country, each with its own
// ordered list, evaluated first-match; a payment no rule matches takes the brand's own list.
// Today's routing (brand -> one processor) is that own list, with no rules (migration
// 20261208070000). Processors are adapter names (sandbox, stripe, authorizeNet).

export interface RoutingRule {
  /** Inclusive lower bound in cents; null: no lower bound. */
  minAmountCents: number | null;
  /** Inclusive upper bound in cents; null: no upper bound. */
  maxAmountCents: number | null;
  /** ISO 3166-1 alpha-2 codes of the card's country (from its BIN); empty: any country. */
  countries: readonly string[];
  /** Primary, then fallbacks. */
  processors: readonly string[];
}

export interface BrandRouting {
  /** The brand's own list: for a payment no rule matches. Its first is the brand's gateway (spec 002 Card.paymentGateway). */
  processors: readonly string[];
  rules: readonly RoutingRule[];
}

export interface RoutedPayment {
  amountCents: number;
  /** Null when the card's country is not known: only rules without countries match it. */
  country: string | null;
}

/** The processors of a payment in order, and which rule gave them (null: the brand's own list). */
export interface Route {
  processors: readonly string[];
  rule: number | null;
}

/** Whether a rule takes a payment: both bounds inclusive, the country among its countries (when it lists any). */
export function ruleMatches(rule: RoutingRule, payment: RoutedPayment): boolean {
  if (rule.minAmountCents !== null && payment.amountCents < rule.minAmountCents) return false;
  if (rule.maxAmountCents !== null && payment.amountCents > rule.maxAmountCents) return false;
  if (rule.countries.length > 0 && (payment.country === null || !rule.countries.includes(payment.country.toUpperCase()))) return false;
  return true;
}

/** First match wins; the brand's own list when no rule matches. */
export function routeOf(routing: BrandRouting, payment: RoutedPayment): Route {
  const index = routing.rules.findIndex((rule) => ruleMatches(rule, payment));
  return index < 0 ? { processors: routing.processors, rule: null } : { processors: routing.rules[index].processors, rule: index };
}

/** The first processor of the route that can take payments here (keys configured); null when none can. */
export function firstEligible(processors: readonly string[], available: (name: string) => boolean): string | null {
  return processors.find(available) ?? null;
}

export const ROUTING_RULE_MESSAGES = {
  noProcessors: 'Add at least one processor',
  duplicateProcessor: 'A processor can be listed only once',
  unknownProcessor: 'Unknown processor',
  notConfigured: (name: string) => `${name} is not configured`,
  noCondition: 'A rule needs an amount range or a country',
  minAmount: 'Minimum amount must be a whole number of cents from 0',
  maxAmount: 'Maximum amount must be a whole number of cents from 0',
  tooLarge: `Amounts must be at most $${MAX_AMOUNT_TEXT}`,
  minAboveMax: 'Minimum amount must not be more than the maximum amount',
  country: 'Countries are two-letter codes, e.g. DE',
  tooManyRules: 'At most 20 rules per card',
  ruleFirstProcessor: (name: string) => `A rule starts with ${name}, the first processor of the card: the pay page takes the card with it`,
} as const;

export const MAX_ROUTING_RULES = 20;

/** A processor as validation and the preview know it: adapter name, display name, keys here. */
export interface RoutingProcessor {
  name: string;
  displayName: string;
  available: boolean;
}

/**
 * Field errors of a brand's routing, keyed `processors` or `rules.<i>.<field>` (field:
 * processors, minAmountCents, maxAmountCents, countries); empty when valid. A processor without
 * keys here is refused: every payment routed first to it would fail.
 */
export function validateBrandRouting(routing: BrandRouting, known: readonly RoutingProcessor[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const listError = (processors: readonly string[]): string | undefined => {
    if (processors.length === 0) return ROUTING_RULE_MESSAGES.noProcessors;
    if (new Set(processors).size !== processors.length) return ROUTING_RULE_MESSAGES.duplicateProcessor;
    for (const name of processors) {
      const processor = known.find((p) => p.name === name);
      if (!processor) return ROUTING_RULE_MESSAGES.unknownProcessor;
      if (!processor.available) return ROUTING_RULE_MESSAGES.notConfigured(processor.displayName);
    }
    return undefined;
  };
  const own = listError(routing.processors);
  if (own) errors.processors = own;
  if (routing.rules.length > MAX_ROUTING_RULES) errors.rules = ROUTING_RULE_MESSAGES.tooManyRules;
  routing.rules.forEach((rule, i) => {
    const at = (field: string, message: string | undefined) => {
      if (message) errors[`rules.${i}.${field}`] = message;
    };
    at('processors', listError(rule.processors));
    // The pay page takes the card with the brand's first processor, before the amount or the
    // card's country is known to it: a rule may reorder the fallbacks only (decision 0174).
    const primary = known.find((p) => p.name === routing.processors[0]);
    if (!errors[`rules.${i}.processors`] && primary && rule.processors[0] !== primary.name)
      at('processors', ROUTING_RULE_MESSAGES.ruleFirstProcessor(primary.displayName));
    at('minAmountCents', amountError(rule.minAmountCents, ROUTING_RULE_MESSAGES.minAmount));
    at('maxAmountCents', amountError(rule.maxAmountCents, ROUTING_RULE_MESSAGES.maxAmount));
    if (
      !errors[`rules.${i}.minAmountCents`] &&
      !errors[`rules.${i}.maxAmountCents`] &&
      rule.minAmountCents !== null &&
      rule.maxAmountCents !== null &&
      rule.minAmountCents > rule.maxAmountCents
    )
      at('minAmountCents', ROUTING_RULE_MESSAGES.minAboveMax);
    if (rule.countries.some((c) => !/^[A-Z]{2}$/.test(c))) at('countries', ROUTING_RULE_MESSAGES.country);
    // A rule without a condition would take every payment, and hide the rules after it.
    if (rule.minAmountCents === null && rule.maxAmountCents === null && rule.countries.length === 0) at('countries', ROUTING_RULE_MESSAGES.noCondition);
  });
  return errors;
}

function amountError(cents: number | null, message: string): string | undefined {
  if (cents === null) return undefined;
  if (!Number.isSafeInteger(cents) || cents < 0) return message;
  return cents > MAX_AMOUNT_CENTS ? ROUTING_RULE_MESSAGES.tooLarge : undefined;
}

/** Country codes as stored: trimmed, upper case, each once, in the order given. */
export function normaliseCountries(countries: readonly string[]): string[] {
  return [...new Set(countries.map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

/**
 * The preview's sentence: "A Visa of $1,200.00 from DE goes to Stripe, then Authorize.Net."
 * Processors without keys here are skipped (the charge skips them too) and named at the end.
 */
export function describeRoute(brand: string, payment: RoutedPayment, processors: readonly string[], known: readonly RoutingProcessor[]): string {
  const named = processors.map((name) => known.find((p) => p.name === name) ?? { name, displayName: name, available: false });
  const usable = named.filter((p) => p.available).map((p) => p.displayName);
  const skipped = named.filter((p) => !p.available).map((p) => p.displayName);
  const article = /^[aeiou]/i.test(brand) ? 'An' : 'A';
  const from = payment.country ? ` from ${payment.country.toUpperCase()}` : '';
  const head = `${article} ${brand} of ${formatMoney(payment.amountCents)}${from}`;
  const goes = usable.length ? `${head} goes to ${usable.join(', then ')}.` : `${head} cannot be taken: no processor of its route is configured.`;
  return skipped.length ? `${goes} Skipped, not configured: ${skipped.join(', ')}.` : goes;
}
