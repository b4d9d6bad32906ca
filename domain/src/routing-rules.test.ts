import {
  type BrandRouting,
  describeRoute,
  firstEligible,
  normaliseCountries,
  routeOf,
  ROUTING_RULE_MESSAGES,
  type RoutingProcessor,
  type RoutingRule,
  ruleMatches,
  validateBrandRouting,
} from './routing-rules';

const KNOWN: RoutingProcessor[] = [
  { name: 'sandbox', displayName: 'Sandbox', available: true },
  { name: 'stripe', displayName: 'Stripe', available: true },
  { name: 'authorizeNet', displayName: 'Authorize.Net', available: false },
];
const rule = (over: Partial<RoutingRule>): RoutingRule => ({ minAmountCents: null, maxAmountCents: null, countries: [], processors: ['sandbox'], ...over });

describe('routing rules', () => {
  it('bounds are inclusive at both ends, to the cent', () => {
    const r = rule({ minAmountCents: 100_000, maxAmountCents: 500_000 });
    expect(ruleMatches(r, { amountCents: 99_999, country: null })).toBe(false);
    expect(ruleMatches(r, { amountCents: 100_000, country: null })).toBe(true);
    expect(ruleMatches(r, { amountCents: 500_000, country: null })).toBe(true);
    expect(ruleMatches(r, { amountCents: 500_001, country: null })).toBe(false);
  });

  it('an open bound has no limit on its side', () => {
    expect(ruleMatches(rule({ minAmountCents: 100 }), { amountCents: 999_999_999, country: null })).toBe(true);
    expect(ruleMatches(rule({ maxAmountCents: 100 }), { amountCents: 0, country: null })).toBe(true);
  });

  it('a country rule takes only cards of its countries; an unknown country matches no country rule', () => {
    const r = rule({ countries: ['DE', 'FR'] });
    expect(ruleMatches(r, { amountCents: 1, country: 'DE' })).toBe(true);
    expect(ruleMatches(r, { amountCents: 1, country: 'de' })).toBe(true);
    expect(ruleMatches(r, { amountCents: 1, country: 'US' })).toBe(false);
    expect(ruleMatches(r, { amountCents: 1, country: null })).toBe(false);
  });

  it('amount and country together must both hold', () => {
    const r = rule({ minAmountCents: 1000, countries: ['DE'] });
    expect(ruleMatches(r, { amountCents: 1000, country: 'DE' })).toBe(true);
    expect(ruleMatches(r, { amountCents: 999, country: 'DE' })).toBe(false);
    expect(ruleMatches(r, { amountCents: 1000, country: 'US' })).toBe(false);
  });

  it('the first matching rule wins; none matching takes the brand list', () => {
    const routing: BrandRouting = {
      processors: ['sandbox'],
      rules: [rule({ countries: ['DE'], processors: ['stripe', 'sandbox'] }), rule({ minAmountCents: 100_000, processors: ['authorizeNet'] })],
    };
    expect(routeOf(routing, { amountCents: 200_000, country: 'DE' })).toEqual({ processors: ['stripe', 'sandbox'], rule: 0 });
    expect(routeOf(routing, { amountCents: 200_000, country: 'US' })).toEqual({ processors: ['authorizeNet'], rule: 1 });
    expect(routeOf(routing, { amountCents: 99_999, country: 'US' })).toEqual({ processors: ['sandbox'], rule: null });
    expect(routeOf({ processors: ['sandbox'], rules: [] }, { amountCents: 1, country: null })).toEqual({ processors: ['sandbox'], rule: null });
  });

  it('the first eligible processor skips those without keys', () => {
    const available = (name: string) => KNOWN.find((p) => p.name === name)?.available ?? false;
    expect(firstEligible(['authorizeNet', 'stripe'], available)).toBe('stripe');
    expect(firstEligible(['authorizeNet'], available)).toBeNull();
  });

  describe('validation', () => {
    const valid: BrandRouting = { processors: ['sandbox', 'stripe'], rules: [rule({ minAmountCents: 0, maxAmountCents: 0 })] };
    it('accepts a valid routing, min equal to max included', () => {
      expect(validateBrandRouting(valid, KNOWN)).toEqual({});
    });
    it('refuses empty lists, duplicates, unknown and unconfigured processors', () => {
      expect(validateBrandRouting({ processors: [], rules: [] }, KNOWN)).toEqual({ processors: ROUTING_RULE_MESSAGES.noProcessors });
      expect(validateBrandRouting({ processors: ['sandbox', 'sandbox'], rules: [] }, KNOWN).processors).toBe(ROUTING_RULE_MESSAGES.duplicateProcessor);
      expect(validateBrandRouting({ processors: ['paypal'], rules: [] }, KNOWN).processors).toBe(ROUTING_RULE_MESSAGES.unknownProcessor);
      expect(validateBrandRouting({ processors: ['sandbox', 'authorizeNet'], rules: [] }, KNOWN).processors).toBe('Authorize.Net is not configured');
      expect(validateBrandRouting({ processors: ['sandbox'], rules: [rule({ countries: ['DE'], processors: [] })] }, KNOWN)).toEqual({
        'rules.0.processors': ROUTING_RULE_MESSAGES.noProcessors,
      });
    });
    it('refuses amounts that are not whole cents from 0, too large, or a minimum above the maximum', () => {
      const errors = (r: Partial<RoutingRule>) => validateBrandRouting({ processors: ['sandbox'], rules: [rule(r)] }, KNOWN);
      expect(errors({ minAmountCents: 10.5 })).toEqual({ 'rules.0.minAmountCents': ROUTING_RULE_MESSAGES.minAmount });
      expect(errors({ maxAmountCents: -1 })).toEqual({ 'rules.0.maxAmountCents': ROUTING_RULE_MESSAGES.maxAmount });
      expect(errors({ maxAmountCents: 1_000_000_000 })).toEqual({ 'rules.0.maxAmountCents': ROUTING_RULE_MESSAGES.tooLarge });
      expect(errors({ minAmountCents: 101, maxAmountCents: 100 })).toEqual({ 'rules.0.minAmountCents': ROUTING_RULE_MESSAGES.minAboveMax });
      expect(errors({ minAmountCents: 100, maxAmountCents: 100 })).toEqual({});
    });
    it('refuses a rule without a condition and countries that are not two letters', () => {
      const errors = (r: Partial<RoutingRule>) => validateBrandRouting({ processors: ['sandbox'], rules: [rule(r)] }, KNOWN);
      expect(errors({})).toEqual({ 'rules.0.countries': ROUTING_RULE_MESSAGES.noCondition });
      expect(errors({ countries: ['DEU'] })).toEqual({ 'rules.0.countries': ROUTING_RULE_MESSAGES.country });
      expect(errors({ countries: ['de'] })).toEqual({ 'rules.0.countries': ROUTING_RULE_MESSAGES.country });
    });
    it("refuses a rule that does not start with the brand's first processor (the pay page takes the card with it)", () => {
      expect(
        validateBrandRouting({ processors: ['sandbox', 'stripe'], rules: [rule({ countries: ['DE'], processors: ['stripe', 'sandbox'] })] }, KNOWN),
      ).toEqual({
        'rules.0.processors': ROUTING_RULE_MESSAGES.ruleFirstProcessor('Sandbox'),
      });
      expect(validateBrandRouting({ processors: ['sandbox', 'stripe'], rules: [rule({ countries: ['DE'], processors: ['sandbox'] })] }, KNOWN)).toEqual({});
    });

    it('refuses more than 20 rules', () => {
      const rules = Array.from({ length: 21 }, () => rule({ countries: ['DE'] }));
      expect(validateBrandRouting({ processors: ['sandbox'], rules }, KNOWN).rules).toBe(ROUTING_RULE_MESSAGES.tooManyRules);
    });
  });

  it('normalises countries: trimmed, upper case, once each', () => {
    expect(normaliseCountries([' de', 'FR', 'DE', ''])).toEqual(['DE', 'FR']);
  });

  it('describes a route in words', () => {
    expect(describeRoute('Visa', { amountCents: 120_000, country: 'de' }, ['stripe', 'sandbox'], KNOWN)).toBe(
      'A Visa of $1,200.00 from DE goes to Stripe, then Sandbox.',
    );
    expect(describeRoute('American Express', { amountCents: 5000, country: null }, ['sandbox'], KNOWN)).toBe('An American Express of $50.00 goes to Sandbox.');
    expect(describeRoute('Visa', { amountCents: 100, country: null }, ['authorizeNet', 'stripe'], KNOWN)).toBe(
      'A Visa of $1.00 goes to Stripe. Skipped, not configured: Authorize.Net.',
    );
    expect(describeRoute('Visa', { amountCents: 100, country: null }, ['authorizeNet'], KNOWN)).toBe(
      'A Visa of $1.00 cannot be taken: no processor of its route is configured. Skipped, not configured: Authorize.Net.',
    );
  });
});
