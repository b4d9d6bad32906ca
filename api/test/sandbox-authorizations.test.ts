import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import type { ChargeRequest } from '../src/payments/payment-processor';
import { SandboxProcessor } from '../src/payments/sandbox/sandbox.processor';
import { CARDS, sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

// Issue 41, review: the Sandbox authorises without capturing (the amount held), then captures or
// voids the authorisation once; repeats answer the same, and the other move is refused.

describe('Sandbox authorisations', () => {
  let t: TestApp;
  let sandbox: SandboxProcessor;

  const request = async (over: Partial<ChargeRequest> = {}): Promise<ChargeRequest> => ({
    amountCents: 12_345,
    currency: 'USD',
    token: await sandboxToken(t),
    idempotencyKey: randomUUID(),
    description: 'Review test',
    metadata: {},
    customer: { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 17 000000' },
    capture: false,
    ...over,
  });
  const statusOf = async (id: string): Promise<string> => {
    const [row] = await t.app.get(MikroORM).em.fork().execute<{ status: string }[]>('select status from sandbox_charge where id = ?', [id]);
    return row.status;
  };
  const authorise = async (over: Partial<ChargeRequest> = {}) => {
    const answer = await sandbox.charge(await request(over));
    if (answer.status !== 'succeeded') throw new Error(answer.failMessage);
    return answer;
  };

  beforeAll(async () => {
    t = await createTestApp();
    sandbox = t.app.get(SandboxProcessor, { strict: false });
  }, 120_000);
  afterAll(() => t.close());

  it('authorises without capturing, then captures once: a repeat answers the same, a void is refused', async () => {
    const auth = await authorise();
    expect(auth).toMatchObject({ status: 'succeeded', captured: false, brand: 'Visa', last4: '4242' });
    expect(await statusOf(auth.chargeId)).toBe('authorized');
    // Not money yet: nothing to refund.
    expect(await sandbox.refund({ chargeId: auth.chargeId, amountCents: 100, idempotencyKey: randomUUID() })).toMatchObject({
      failCode: 'charge_not_refundable',
    });

    const key = randomUUID();
    expect(await sandbox.capture({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: key })).toEqual({ status: 'succeeded' });
    expect(await statusOf(auth.chargeId)).toBe('succeeded');
    expect(await sandbox.capture({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: key })).toEqual({ status: 'succeeded' });
    expect(await sandbox.voidAuthorization({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: randomUUID() })).toMatchObject({
      status: 'failed',
      failCode: 'payment_intent_unexpected_state',
    });
    expect(await sandbox.refund({ chargeId: auth.chargeId, amountCents: 100, idempotencyKey: randomUUID() })).toMatchObject({ status: 'succeeded' });
  });

  it('voids an authorisation once: a repeat answers the same, a capture is refused, a replay of the charge key still says authorised', async () => {
    const req = await request();
    const auth = await sandbox.charge(req);
    if (auth.status !== 'succeeded') throw new Error('not authorised');
    expect(await sandbox.voidAuthorization({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: randomUUID() })).toEqual({ status: 'succeeded' });
    expect(await statusOf(auth.chargeId)).toBe('voided');
    expect(await sandbox.voidAuthorization({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: randomUUID() })).toEqual({ status: 'succeeded' });
    expect(await sandbox.capture({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: randomUUID() })).toMatchObject({
      failCode: 'payment_intent_unexpected_state',
    });
    expect(await sandbox.charge(req)).toMatchObject({ status: 'succeeded', chargeId: auth.chargeId, captured: false });
  });

  it('captures only the amount authorised, and a declined card authorises nothing', async () => {
    const auth = await authorise();
    expect(await sandbox.capture({ chargeId: auth.chargeId, amountCents: 99, idempotencyKey: randomUUID() })).toMatchObject({ failCode: 'amount_too_large' });
    expect(await statusOf(auth.chargeId)).toBe('authorized');
    const declined = await sandbox.charge(await request({ token: await sandboxToken(t, CARDS.declined) }));
    expect(declined).toMatchObject({ status: 'failed', failCode: 'card_declined' });
    expect(await sandbox.capture({ chargeId: randomUUID(), amountCents: 1, idempotencyKey: randomUUID() })).toMatchObject({ failCode: 'resource_missing' });
  });

  it('a charge without capture false is captured at once, as before', async () => {
    const charged = await sandbox.charge(await request({ capture: undefined }));
    expect(charged.status === 'succeeded' && charged.captured).toBeUndefined();
    if (charged.status === 'succeeded') expect(await statusOf(charged.chargeId)).toBe('succeeded');
  });

  it('the dispute card opens its dispute on capture, not on authorisation', async () => {
    const auth = await authorise({ token: await sandboxToken(t, '4000000000000259') });
    const disputes = async () => {
      const [row] = await t.app
        .get(MikroORM)
        .em.fork()
        .execute<{ n: number }[]>('select count(*)::int as n from sandbox_dispute where charge_id = ?', [auth.chargeId]);
      return row.n;
    };
    expect(await disputes()).toBe(0);
    await sandbox.capture({ chargeId: auth.chargeId, amountCents: 12_345, idempotencyKey: randomUUID() });
    expect(await disputes()).toBe(1);
  });
});
