import { MikroORM } from '@mikro-orm/postgresql';

import { stripeChecks } from '../src/ledger/ledger-audit.checks';
import type { FakeReply, RecordedRequest } from './support/fake-http-server';
import { fakeStripe, unrecognized } from './support/fake-stripe';
import { createTestApp, type TestApp } from './test-app';

// The audit's Stripe check against Stripe's own records (a local server speaking Stripe's API):
// a charge that agrees is silent; one captured or refunded differently, or unknown, is named.
const CHARGES: Record<string, { amount_captured: number; amount_refunded: number }> = {
  ch_agrees: { amount_captured: 10_000, amount_refunded: 0 },
  ch_differs: { amount_captured: 9_000, amount_refunded: 500 },
};

function answer(req: RecordedRequest): FakeReply {
  const id = /^\/v1\/charges\/(\w+)/.exec(req.path)?.[1];
  if (req.method === 'GET' && id && CHARGES[id]) {
    return {
      status: 200,
      body: {
        id,
        object: 'charge',
        ...CHARGES[id],
        balance_transaction: { id: `txn_${id}`, object: 'balance_transaction', net: CHARGES[id].amount_captured - 320 },
      },
    };
  }
  if (req.method === 'GET' && id)
    return {
      status: 404,
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such charge: '${id}'` } },
    };
  return unrecognized(req);
}

describe('ledger audit: Stripe reconciliation', () => {
  const fake = fakeStripe(answer);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60000);
  afterAll(() => t.close());

  it('names each Stripe payment Stripe records differently or not at all', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const [invoice] = await em.execute<{ id: string }[]>(`select id from invoice where status = 'paid' limit 1`);
    for (const [charge, amount] of [
      ['ch_agrees', 10_000],
      ['ch_differs', 10_000],
      ['ch_missing', 5_000],
    ] as const) {
      await em.execute(
        `insert into payment (id, created_at, updated_at, invoice_id, amount_cents, platform_fee_cents, status, idempotency_key, processor, charge_id) values (gen_random_uuid(), now(), now(), ?, ?, 0, 'succeeded', ?, 'stripe', ?)`,
        [invoice.id, amount, `audit-${charge}`, charge],
      );
    }
    const differences = await stripeChecks(em, fake.stripe);
    expect(differences).toHaveLength(2);
    expect(differences).toEqual(
      expect.arrayContaining([
        { check: 'processorStripe', subject: 'ch_missing', detail: 'no such charge at Stripe' },
        { check: 'processorStripe', subject: 'ch_differs', detail: 'Stripe captured 9000 and refunded 500 cents; the platform 10000 and 0' },
      ]),
    );
    expect(fake.server.requests.filter((r) => r.path.startsWith('/v1/charges/')).length).toBe(3);
  });
});
