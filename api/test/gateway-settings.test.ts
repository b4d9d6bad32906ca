import { ProcessorRegistry } from '../src/payments/processor-registry';
import { createTestApp, type TestApp } from './test-app';

// Spec 002 gateway settings over GraphQL: PG Admin manages card brand -> gateway routing; the
// pay page reads cards and the active gateway without a session.

interface Gateway {
  id: string;
  name: string;
  displayName: string;
  available: boolean;
}
interface Card {
  id: string;
  name: string;
  paymentGatewayId: string;
  paymentGateway: { id: string; name: string };
}

const CARDS = '{ cards(first: 100) { id name paymentGatewayId paymentGateway { id name } } }';
const GATEWAYS = '{ paymentGateways { id name displayName available } }';
const CREATE = 'mutation($name: String, $gw: ID) { createCard(name: $name, paymentGatewayId: $gw) { id name paymentGateway { id name } } }';
const UPDATE = 'mutation($id: ID!, $name: String, $gw: ID) { updateCard(id: $id, name: $name, paymentGatewayId: $gw) { id name paymentGateway { name } } }';
const REMOVE = 'mutation($id: ID!) { removeCard(id: $id) { success } }';

describe('gateway settings', () => {
  let t: TestApp;
  let pg: string;
  let gateways: Gateway[];
  const sandboxId = () => gateways.find((g) => g.name === 'sandbox')!.id;

  beforeAll(async () => {
    t = await createTestApp();
    pg = await t.login('pg.admin@demo.test');
    gateways = (await t.gql<{ paymentGateways: Gateway[] }>(GATEWAYS, {}, pg)).data!.paymentGateways;
  });
  afterAll(() => t.close());

  it("lists the seeded gateways to PG Admin, with only the Sandbox's acquirers available without keys", () => {
    expect(gateways.map((g) => [g.name, g.displayName, g.available])).toEqual([
      ['sandbox', 'Sandbox', true],
      ['sandboxB', 'Sandbox (fallback)', true],
      ['stripe', 'Stripe', false],
      ['authorizeNet', 'Authorize.Net', false],
    ]);
  });

  it('shows the seeded cards publicly, each routed to the Sandbox', async () => {
    const r = await t.gql<{ cards: Card[] }>(CARDS);
    expect(r.errors).toBeUndefined();
    expect(r.data!.cards.map((c) => [c.name, c.paymentGateway.name])).toEqual([
      ['American Express', 'sandbox'],
      ['Mastercard', 'sandbox'],
      ['Visa', 'sandbox'],
    ]);
    expect(r.data!.cards[0].paymentGatewayId).toBe(sandboxId());
    expect((await t.gql<{ cards: Card[] }>('{ cards(first: 1) { id } }')).data!.cards).toHaveLength(1);
  });

  it('answers the public pay-page queries', async () => {
    const active = await t.gql<{ activePaymentGateway: Gateway | null }>('query($id: ID!) { activePaymentGateway(id: $id) { id name available } }', {
      id: sandboxId(),
    });
    expect(active.data!.activePaymentGateway).toMatchObject({ name: 'sandbox', available: true });
    const byName = await t.gql<{ activePaymentGateway: Gateway | null }>('query($id: ID!) { activePaymentGateway(id: $id) { name } }', { id: 'sandbox' });
    expect(byName.data!.activePaymentGateway).toEqual({ name: 'sandbox' });
    const stripeId = gateways.find((g) => g.name === 'stripe')!.id;
    expect(
      (await t.gql<{ activePaymentGateway: null }>('query($id: ID!) { activePaymentGateway(id: $id) { name } }', { id: stripeId })).data!.activePaymentGateway,
    ).toBeNull();
    expect((await t.gql<{ getStripePublishableKey: string | null }>('{ getStripePublishableKey }')).data!.getStripePublishableKey).toBeNull();
  });

  it('refuses every other role and strangers', async () => {
    for (const email of ['bank.admin@demo.test', 'bank.finance@demo.test', 'owner@demo.test', 'admin@demo.test', 'user@demo.test']) {
      const token = await t.login(email);
      for (const [query, variables] of [
        [GATEWAYS, {}],
        [CREATE, { name: 'JCB', gw: sandboxId() }],
        [REMOVE, { id: sandboxId() }],
        [UPDATE, { id: sandboxId(), name: 'X' }],
      ] as const) {
        const r = await t.gql(query, variables, token);
        expect({ email, code: r.errors?.[0].extensions?.code }).toEqual({ email, code: 'FORBIDDEN' });
      }
    }
    expect((await t.gql(CREATE, { name: 'JCB', gw: sandboxId() })).errors?.[0].extensions?.code).toBe('AUTH_REQUIRED');
    expect((await t.gql<{ cards: Card[] }>(CARDS)).data!.cards.map((c) => c.name)).not.toContain('JCB');
  });

  it('validates a new card with the spec messages and refuses duplicates and unconfigured gateways', async () => {
    const noName = await t.gql(CREATE, { name: '  ', gw: sandboxId() }, pg);
    expect(noName.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const noGateway = await t.gql(CREATE, { name: 'JCB' }, pg);
    expect(noGateway.errors?.[0].message).toBe('Payment Gateway is required');
    const both = await t.gql(CREATE, {}, pg);
    expect(both.errors?.[0].extensions?.fields).toEqual({ name: 'Name is required', paymentGatewayId: 'Payment Gateway is required' });
    expect((await t.gql(CREATE, { name: 'visa', gw: sandboxId() }, pg)).errors?.[0].message).toBe('A card with this name already exists');
    const stripeId = gateways.find((g) => g.name === 'stripe')!.id;
    expect((await t.gql(CREATE, { name: 'JCB', gw: stripeId }, pg)).errors?.[0].message).toBe('Payment Gateway is not configured');
    expect((await t.gql(CREATE, { name: 'JCB', gw: '00000000-0000-4000-8000-000000000000' }, pg)).errors?.[0].message).toBe('Payment Gateway not found');
  });

  it('creates, updates and removes a card, and the registry routes by it', async () => {
    const registry = t.app.get(ProcessorRegistry);
    const created = await t.gql<{ createCard: Card }>(CREATE, { name: ' Discover ', gw: sandboxId() }, pg);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCard).toMatchObject({ name: 'Discover', paymentGateway: { name: 'sandbox' } });
    expect(await registry.gatewayForBrand('discover')).toBe('sandbox');

    const id = created.data!.createCard.id;
    const renamed = await t.gql<{ updateCard: Card }>(UPDATE, { id, name: 'JCB', gw: sandboxId() }, pg);
    expect(renamed.data!.updateCard).toMatchObject({ id, name: 'JCB', paymentGateway: { name: 'sandbox' } });
    expect((await t.gql(UPDATE, { id, name: 'Mastercard', gw: sandboxId() }, pg)).errors?.[0].message).toBe('A card with this name already exists');
    // Keeping its own name is not a duplicate.
    expect((await t.gql(UPDATE, { id, name: 'jcb', gw: sandboxId() }, pg)).errors).toBeUndefined();

    expect((await t.gql<{ removeCard: { success: boolean } }>(REMOVE, { id }, pg)).data!.removeCard.success).toBe(true);
    await expect(registry.processorForBrand('JCB')).rejects.toThrow("Card brand 'JCB' is not accepted");
    expect((await t.gql(REMOVE, { id }, pg)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
