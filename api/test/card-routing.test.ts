import { MikroORM } from '@mikro-orm/postgresql';
import { ROUTING_RULE_MESSAGES } from '@pg/domain';

import { ormConfig } from '../src/database/mikro-orm.config';
import { fakeStripe, unrecognized } from './support/fake-stripe';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

// Issue 41, first slice: PG Admin routes each card brand by rules (amount range, card country
// by BIN) to an ordered list of processors; the charge takes the route's first processor with
// keys; failed attempts record their decline class.

const ROUTINGS = '{ cardRoutings { cardId brand processors rules { minAmountCents maxAmountCents countries processors } } }';
const SAVE = `mutation($id: ID!, $routing: CardRoutingInput!) { saveCardRouting(cardId: $id, routing: $routing) {
  cardId brand processors rules { minAmountCents maxAmountCents countries processors } } }`;
const PREVIEW = `query($brand: String!, $amount: Int!, $country: String, $routing: CardRoutingInput) {
  routingPreview(brand: $brand, amountCents: $amount, country: $country, routing: $routing) { text processors rule } }`;
const CARDS = '{ cards(first: 100) { name paymentGateway { name } } }';
const PAY = `mutation($id: ID, $key: String, $token: String) {
  payInvoice(invoiceId: $id, accessKey: $key, stripeToken: $token, customerName: "Jane Payer", zipCode: "11001", phoneNumber: "+975 17 000000") { id status } }`;

interface Rule {
  minAmountCents: number | null;
  maxAmountCents: number | null;
  countries: string[];
  processors: string[];
}
interface Routing {
  cardId: string;
  brand: string;
  processors: string[];
  rules: Rule[];
}
type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const fields = (r: Errors) => r.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** Stripe's international test cards (BIN table in domain/src/bin-countries.ts). */
const VISA_DE = '4000002760000016';
const VISA_US = '4242424242424242';

describe('card routing: Stripe and the Sandbox both take live payments', () => {
  const fake = fakeStripe(unrecognized);
  let t: TestApp;
  let pg: string;
  let visa: Routing;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_URL: `http://127.0.0.1:${fake.server.port}`, SANDBOX_LIVE_PAYMENTS: '1' });
    t = await createTestApp({ worker: true });
    pg = await t.login('pg.admin@demo.test');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_URL', 'SANDBOX_LIVE_PAYMENTS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("lists today's routing as each brand's own list of one, without rules", async () => {
    const r = await t.gql<{ cardRoutings: Routing[] }>(ROUTINGS, {}, pg);
    expect(r.errors).toBeUndefined();
    expect(r.data!.cardRoutings.map((c) => [c.brand, c.processors, c.rules])).toEqual([
      ['American Express', ['sandbox'], []],
      ['Mastercard', ['sandbox'], []],
      ['Visa', ['sandbox'], []],
    ]);
    visa = r.data!.cardRoutings.find((c) => c.brand === 'Visa')!;
  });

  it('refuses every other role and strangers', async () => {
    const routing = { processors: ['sandbox'] };
    for (const email of ['bank.admin@demo.test', 'bank.finance@demo.test', 'owner@demo.test', 'admin@demo.test', 'user@demo.test']) {
      const token = await t.login(email);
      for (const [query, variables] of [
        [ROUTINGS, {}],
        [SAVE, { id: visa.cardId, routing }],
        [PREVIEW, { brand: 'Visa', amount: 100 }],
      ] as const) {
        const r = await t.gql(query, variables, token);
        expect({ email, code: r.errors?.[0].extensions?.code }).toEqual({ email, code: 'FORBIDDEN' });
      }
    }
    expect((await t.gql(SAVE, { id: visa.cardId, routing })).errors?.[0].extensions?.code).toBe('AUTH_REQUIRED');
    expect((await t.gql(PREVIEW, { brand: 'Visa', amount: 100 })).errors?.[0].extensions?.code).toBe('AUTH_REQUIRED');
  });

  it('validates a routing with clear messages and keeps the saved one', async () => {
    const save = (routing: object) => t.gql(SAVE, { id: visa.cardId, routing }, pg);
    expect(fields(await save({ processors: [] }))).toEqual({ processors: ROUTING_RULE_MESSAGES.noProcessors });
    expect(fields(await save({ processors: ['sandbox', 'authorizeNet'] }))).toEqual({ processors: 'Authorize.Net is not configured' });
    expect(fields(await save({ processors: ['sandbox', 'paypal'] }))).toEqual({ processors: ROUTING_RULE_MESSAGES.unknownProcessor });
    const rules = await save({
      processors: ['sandbox'],
      rules: [
        { minAmountCents: 500, maxAmountCents: 499, processors: ['sandbox'] },
        { countries: ['Germany'], processors: ['sandbox'] },
        { processors: ['sandbox'] },
        { minAmountCents: -1, countries: ['DE'], processors: [] },
      ],
    });
    expect(fields(rules)).toEqual({
      'rules.0.minAmountCents': ROUTING_RULE_MESSAGES.minAboveMax,
      'rules.1.countries': ROUTING_RULE_MESSAGES.country,
      'rules.2.countries': ROUTING_RULE_MESSAGES.noCondition,
      'rules.3.processors': ROUTING_RULE_MESSAGES.noProcessors,
      'rules.3.minAmountCents': ROUTING_RULE_MESSAGES.minAmount,
    });
    // Cents are whole: GraphQL's Int refuses a fraction before the service sees it.
    expect((await save({ processors: ['sandbox'], rules: [{ minAmountCents: 10.5, processors: ['stripe'] }] })).errors).toBeDefined();
    expect((await t.gql(SAVE, { id: '00000000-0000-4000-8000-000000000000', routing: { processors: ['sandbox'] } }, pg)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const after = await t.gql<{ cardRoutings: Routing[] }>(ROUTINGS, {}, pg);
    expect(after.data!.cardRoutings.find((c) => c.brand === 'Visa')).toEqual(visa);
  });

  describe('rules by amount and country', () => {
    let small: { id: string; accessKey: string };
    let large: { id: string; accessKey: string; totalCents: number };

    beforeAll(async () => {
      const owner = await t.login('owner@demo.test');
      const doi = await doiId(t, owner);
      small = await createInvoice(t, owner, invoiceInput(doi, { name: 'Small trek' }));
      const big = await createInvoice(
        t,
        owner,
        invoiceInput(doi, { name: 'Large trek', lineItems: [{ description: 'Expedition', quantity: 1, price: 5000 }] }),
      );
      const [row] = await t.app.get(MikroORM).em.fork().execute<{ total_cents: number }[]>('select total_cents from invoice where id = ?', [big.id]);
      large = { ...big, totalCents: row.total_cents };
      // Visa: the Sandbox first, Stripe after; German cards to the Sandbox alone; from the large
      // invoice's total up (inclusive) Sandbox then Stripe. A rule starts with the brand's first
      // processor (decision 0174: the pay page takes the card with it).
      const r = await t.gql<{ saveCardRouting: Routing }>(
        SAVE,
        {
          id: visa.cardId,
          routing: {
            processors: ['sandbox', 'stripe'],
            rules: [
              { countries: [' de'], processors: ['sandbox'] },
              { minAmountCents: large.totalCents, processors: ['sandbox', 'stripe'] },
            ],
          },
        },
        pg,
      );
      expect(r.errors).toBeUndefined();
    });

    it('saves the routing, its countries normalised, and the first processor becomes the brand gateway', async () => {
      const r = await t.gql<{ cardRoutings: Routing[] }>(ROUTINGS, {}, pg);
      expect(r.data!.cardRoutings.find((c) => c.brand === 'Visa')).toEqual({
        ...visa,
        processors: ['sandbox', 'stripe'],
        rules: [
          { minAmountCents: null, maxAmountCents: null, countries: ['DE'], processors: ['sandbox'] },
          { minAmountCents: large.totalCents, maxAmountCents: null, countries: [], processors: ['sandbox', 'stripe'] },
        ],
      });
      const cards = await t.gql<{ cards: { name: string; paymentGateway: { name: string } }[] }>(CARDS);
      expect(cards.data!.cards.find((c) => c.name === 'Visa')!.paymentGateway.name).toBe('sandbox');
      // A rule that would send the card elsewhere first is refused with the reason.
      const away = await t.gql(
        SAVE,
        { id: visa.cardId, routing: { processors: ['sandbox', 'stripe'], rules: [{ countries: ['US'], processors: ['stripe'] }] } },
        pg,
      );
      expect(fields(away)).toEqual({ 'rules.0.processors': ROUTING_RULE_MESSAGES.ruleFirstProcessor('Sandbox') });
    });

    it('previews where a payment goes, by the saved routing or a draft', async () => {
      const preview = async (variables: Record<string, unknown>) =>
        (await t.gql<{ routingPreview: { text: string; processors: string[]; rule: number | null } }>(PREVIEW, variables, pg)).data!.routingPreview;
      expect(await preview({ brand: 'Visa', amount: 120_000, country: 'de' })).toEqual({
        text: 'A Visa of $1,200.00 from DE goes to Sandbox.',
        processors: ['sandbox'],
        rule: 0,
      });
      expect(await preview({ brand: 'visa', amount: large.totalCents - 1, country: 'US' })).toMatchObject({ processors: ['sandbox', 'stripe'], rule: null });
      expect(await preview({ brand: 'Visa', amount: large.totalCents })).toMatchObject({ processors: ['sandbox', 'stripe'], rule: 1 });
      expect(await preview({ brand: 'Visa', amount: 100, routing: { processors: ['sandbox', 'stripe', 'authorizeNet'] } })).toEqual({
        text: 'A Visa of $1.00 goes to Sandbox, then Stripe. Skipped, not configured: Authorize.Net.',
        processors: ['sandbox', 'stripe'],
        rule: null,
      });
      // A brand without a row goes to the default provider (Stripe where it has keys).
      expect((await preview({ brand: 'Discover', amount: 100 })).text).toBe('A Discover of $1.00 goes to Stripe.');
      const bad = await t.gql(PREVIEW, { brand: ' ', amount: -1, country: 'DEU' }, pg);
      expect(fields(bad)).toEqual({
        brand: 'Card brand is required',
        amountCents: 'Amount must be a whole number of cents from 0',
        country: 'Country is a two-letter code, e.g. DE',
      });
    });

    it('a German Visa goes to the Sandbox by its country rule; a US Visa under the bound by the brand list', async () => {
      const paid = await t.gql<{ payInvoice: { id: string; status: string } }>(PAY, {
        id: small.id,
        key: small.accessKey,
        token: await sandboxToken(t, VISA_DE),
      });
      expect(paid.errors).toBeUndefined();
      expect(paid.data!.payInvoice.status).toBe('succeeded');
      const [payment] = await t.app
        .get(MikroORM)
        .em.fork()
        .execute<{ processor: string }[]>('select processor from payment where id = ?', [paid.data!.payInvoice.id]);
      expect(payment.processor).toBe('sandbox');

      // A US Visa under the bound takes the brand's own list: the Sandbox first.
      const other = await createInvoice(
        t,
        await t.login('owner@demo.test'),
        invoiceInput(await doiId(t, await t.login('owner@demo.test')), { name: 'Small US' }),
      );
      const own = await t.gql<{ payInvoice: { status: string } }>(PAY, { id: other.id, key: other.accessKey, token: await sandboxToken(t, VISA_US) });
      expect(own.data?.payInvoice.status).toBe('succeeded');
    });

    it('a US Visa of exactly the bound goes to the Sandbox by its amount rule, and a decline records its class', async () => {
      const declined = await t.gql<{ payInvoice: { id: string; status: string } }>(PAY, {
        id: large.id,
        key: large.accessKey,
        token: await sandboxToken(t, '4000000000000002'),
      });
      const processingError = await t.gql<{ payInvoice: { id: string; status: string } }>(PAY, {
        id: large.id,
        key: large.accessKey,
        token: await sandboxToken(t, '4000000000000119'),
      });
      const paid = await t.gql<{ payInvoice: { id: string; status: string } }>(PAY, {
        id: large.id,
        key: large.accessKey,
        token: await sandboxToken(t, VISA_US),
      });
      expect(paid.errors).toBeUndefined();
      expect(paid.data!.payInvoice.status).toBe('succeeded');
      const rows = await t.app
        .get(MikroORM)
        .em.fork()
        .execute<{ processor: string; status: string; fail_code: string | null; decline_class: string | null }[]>(
          'select processor, status, fail_code, decline_class from payment where invoice_id = ? order by created_at',
          [large.id],
        );
      expect(rows).toEqual([
        { processor: 'sandbox', status: 'failed', fail_code: 'card_declined', decline_class: 'hard' },
        { processor: 'sandbox', status: 'failed', fail_code: 'processing_error', decline_class: 'retryableElsewhere' },
        { processor: 'sandbox', status: 'succeeded', fail_code: null, decline_class: null },
      ]);
      // What the payer saw of the declines is unchanged: the processor's words.
      expect(JSON.stringify(declined)).toContain('Your card was declined.');
      expect(JSON.stringify(processingError)).toContain('An error occurred while processing your card');
      const history = await t.gql<{ invoice: { payments: { failCode: string | null; declineClass: string | null }[] } }>(
        'query($id: ID) { invoice(id: $id) { payments { failCode declineClass } } }',
        { id: large.id },
        pg,
      );
      expect(history.data!.invoice.payments.map((p) => p.declineClass).sort()).toEqual([null, 'hard', 'retryableElsewhere'].sort());
    });

    it("updateCard (spec 002) makes its gateway the brand's primary and keeps the fallbacks and rules", async () => {
      const gateways = await t.gql<{ paymentGateways: { id: string; name: string }[] }>('{ paymentGateways { id name } }', {}, pg);
      const stripeId = gateways.data!.paymentGateways.find((g) => g.name === 'stripe')!.id;
      const updated = await t.gql(
        'mutation($id: ID!, $gw: ID) { updateCard(id: $id, name: "Visa", paymentGatewayId: $gw) { id } }',
        { id: visa.cardId, gw: stripeId },
        pg,
      );
      expect(updated.errors).toBeUndefined();
      const r = await t.gql<{ cardRoutings: Routing[] }>(ROUTINGS, {}, pg);
      const after = r.data!.cardRoutings.find((c) => c.brand === 'Visa')!;
      expect(after.processors).toEqual(['stripe', 'sandbox']);
      // Every rule starts with the new primary too (the pay page takes the card with it).
      expect(after.rules.map((rule) => rule.processors)).toEqual([
        ['stripe', 'sandbox'],
        ['stripe', 'sandbox'],
      ]);
    });
  });
});

describe('the card routing migration', () => {
  it("keeps each brand's gateway as its own list of one", async () => {
    const db = await createTestDatabase('card_routing_migration');
    const orm = await MikroORM.init(ormConfig(db.url));
    try {
      await orm.migrator.up({ to: 'Migration20261207210000_sandbox_refund_faults' });
      const sql = orm.em.getConnection();
      await sql.execute(`insert into payment_gateway (id, created_at, updated_at, name, display_name)
        select gen_random_uuid(), now(), now(), n, n from unnest(array['sandbox', 'stripe']) n on conflict (name) do nothing`);
      await sql.execute(`insert into card (id, created_at, updated_at, name, payment_gateway_id)
        select gen_random_uuid(), now(), now(), c, (select id from payment_gateway where name = g) from (values ('Visa', 'stripe'), ('JCB', 'sandbox')) v(c, g)`);
      await orm.migrator.up({ to: 'Migration20261208070000_card_routing' });
      const rows = await sql.execute<{ name: string; processors: string[]; routing_rules: unknown[] }[]>(
        'select name, processors, routing_rules from card order by name',
      );
      expect(rows).toEqual([
        { name: 'JCB', processors: ['sandbox'], routing_rules: [] },
        { name: 'Visa', processors: ['stripe'], routing_rules: [] },
      ]);
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});
