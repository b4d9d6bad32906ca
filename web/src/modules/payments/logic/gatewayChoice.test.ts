import { cardEntryFor, defaultProvider, detectBrand, providerForBrand } from './gatewayChoice';

const cards = [
  { name: 'Visa', paymentGateway: { name: 'sandbox' } },
  { name: 'Mastercard', paymentGateway: { name: 'stripe' } },
  { name: 'American Express', paymentGateway: { name: 'authorizeNet' } },
  { name: 'Discover', paymentGateway: { name: 'somethingElse' } },
];

describe('gateway choice by card brand', () => {
  it('routes a brand to its gateway, case-insensitively', () => {
    expect(providerForBrand(cards, 'visa')).toBe('sandbox');
    expect(providerForBrand(cards, 'Mastercard')).toBe('stripe');
    expect(providerForBrand(cards, 'AMERICAN EXPRESS')).toBe('authorizeNet');
  });

  it('falls back to the default provider for an unknown brand or gateway', () => {
    expect(providerForBrand(cards, 'JCB', 'stripe')).toBe('stripe');
    expect(providerForBrand(cards, 'Discover', 'stripe')).toBe('stripe');
    expect(providerForBrand([], '', 'sandbox')).toBe('sandbox');
  });

  it('defaults to the card payment provider where it is configured, else (the demo) to the Sandbox', () => {
    expect(defaultProvider('pk_test_123')).toBe('stripe');
    expect(defaultProvider(null)).toBe('sandbox');
  });

  it('collects the card in our fields for the Sandbox and Accept.js, and in Stripe’s element for Stripe', () => {
    expect(cardEntryFor('sandbox', null)).toBe('sandboxFields');
    expect(cardEntryFor('stripe', 'pk_test_123')).toBe('stripeElement');
    expect(cardEntryFor('stripe', null)).toBe('unavailable');
    expect(cardEntryFor('authorizeNet', 'pk_test_123')).toBe('acceptJsFields');
  });

  it('preselects the accepted brand a number looks like', () => {
    expect(detectBrand(cards, '4242 4242')).toBe('Visa');
    expect(detectBrand(cards, '5555 5555 5555 4444')).toBe('Mastercard');
    expect(detectBrand(cards, '3782 822463 10005')).toBe('American Express');
    expect(detectBrand(cards, '3530 1113 3330 0000')).toBeNull(); // JCB is not accepted here
    expect(detectBrand(cards, '')).toBeNull();
  });
});
