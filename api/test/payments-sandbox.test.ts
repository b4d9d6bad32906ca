import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';

import type { ChargeRequest, ChargeResult, PaymentProcessor } from '../src/payments/payment-processor';
import { ProcessorRegistry, ProcessorUnavailableError, UnknownCardBrandError } from '../src/payments/processor-registry';
import { createTestApp, type TestApp } from './test-app';

// The Sandbox processor end to end: tokenise over HTTP like the pay page, charge and refund
// through the registry like the invoice activity, look at the result like a person would.

interface Token {
  token: string;
  brand: string;
  last4: string;
}
interface ApiError {
  error: { type: string; code: string; message: string };
}
interface ChargeView {
  id: string;
  status: string;
  amountCents: number;
  refundedCents: number;
  refunded: boolean;
  disputeOnCapture: boolean;
  brand: string;
  last4: string;
  failCode: string | null;
  refunds: { id: string; amountCents: number }[];
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('payments: Sandbox processor over HTTP', () => {
  let t: TestApp;
  let sandbox: PaymentProcessor;
  let registry: ProcessorRegistry;

  beforeAll(async () => {
    t = await createTestApp();
    registry = t.app.get(ProcessorRegistry);
    sandbox = registry.processorFor('sandbox');
  });
  afterAll(() => t.close());

  async function post(body: Record<string, unknown>): Promise<{ status: number; json: Token & ApiError }> {
    const res = await fetch(`${t.url}/sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Token & ApiError };
  }

  async function tokenise(cardNumber: string, cvc = '123'): Promise<Token> {
    const r = await post({ cardNumber, expMonth: 12, expYear: NEXT_YEAR, cvc, name: 'Pema Wangmo' });
    expect(r.status).toBe(200);
    return r.json;
  }

  async function view(id: string): Promise<ChargeView> {
    const res = await fetch(`${t.url}/sandbox/charges/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ChargeView;
  }

  const request = (token: string, idempotencyKey = randomUUID(), amountCents = 12550): ChargeRequest => ({
    amountCents,
    currency: 'USD',
    token,
    idempotencyKey,
    description: 'Invoice INV-1',
    metadata: { invoiceCode: 'INV-1' },
    customer: { name: 'Pema Wangmo', zipCode: '11001', phoneNumber: '+975 17 000000' },
  });

  it('tokenises 4242 4242 4242 4242 and charges it once per key', async () => {
    const token = await tokenise('4242 4242 4242 4242');
    expect(token).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(token.token).toMatch(/^tok_sandbox_[0-9a-f]{32}$/);
    expect(token).not.toHaveProperty('cardNumber');

    const key = randomUUID();
    const first = await sandbox.charge(request(token.token, key));
    expect(first).toMatchObject({ status: 'succeeded', brand: 'Visa', last4: '4242' });
    const retry = await sandbox.charge(request(token.token, key));
    expect(retry).toEqual(first);

    // Single-use token: a new key is a new payment, and the token is spent.
    const reuse = await sandbox.charge(request(token.token));
    expect(reuse).toMatchObject({ status: 'failed', errorType: 'invalid_request_error', failCode: 'token_already_used' });
    // The same key with other parameters is a client bug, not a retry.
    const changed = await sandbox.charge(request(token.token, key, 999));
    expect(changed).toMatchObject({ status: 'failed', errorType: 'idempotency_error' });

    const charge = await view((first as Extract<ChargeResult, { status: 'succeeded' }>).chargeId);
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 12550, brand: 'Visa', last4: '4242', refundedCents: 0, disputeOnCapture: false });
  });

  it('charges once when the same key arrives concurrently', async () => {
    const token = await tokenise('4242424242424242');
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => sandbox.charge(request(token.token, key))));
    const ids = new Set(results.map((r) => (r.status === 'succeeded' ? r.chargeId : 'failed')));
    expect([...ids]).toHaveLength(1);
    expect(results[0].status).toBe('succeeded');
  });

  it('refuses an unknown token, and leaves the token unspent when the charge cannot be written', async () => {
    expect(await sandbox.charge(request('tok_sandbox_nosuchtoken'))).toMatchObject({
      status: 'failed',
      errorType: 'invalid_request_error',
      failCode: 'resource_missing',
      failMessage: "No such token: 'tok_sandbox_nosuchtoken'",
    });
    // The token is claimed and the charge written by one statement: when the write fails (a
    // description over the column's 255 characters), the claim is undone with it.
    const token = await tokenise('4242424242424242');
    const key = randomUUID();
    await expect(sandbox.charge({ ...request(token.token, key), description: 'x'.repeat(300) })).rejects.toThrow();
    expect(await sandbox.charge(request(token.token, key))).toMatchObject({ status: 'succeeded', last4: '4242' });
  });

  it("declines 4000 0000 0000 0002 and 9995 with Stripe's card errors, recording the failed charge", async () => {
    const declined = await sandbox.charge(request((await tokenise('4000 0000 0000 0002')).token));
    expect(declined).toMatchObject({ status: 'failed', errorType: 'card_error', failCode: 'card_declined', failMessage: 'Your card was declined.' });
    const funds = await sandbox.charge(request((await tokenise('4000000000009995')).token));
    expect(funds).toMatchObject({
      status: 'failed',
      errorType: 'card_error',
      failCode: 'insufficient_funds',
      failMessage: 'Your card has insufficient funds.',
    });
    const failed = await view((declined as { chargeId: string }).chargeId);
    expect(failed).toMatchObject({ status: 'failed', failCode: 'card_declined' });
  });

  it('marks 4000 0000 0000 0259 to open a dispute and takes Mastercard 5555 5555 5555 4444', async () => {
    const dispute = await sandbox.charge(request((await tokenise('4000000000000259')).token));
    expect(dispute.status).toBe('succeeded');
    expect(await view((dispute as { chargeId: string }).chargeId)).toMatchObject({ status: 'succeeded', disputeOnCapture: true });
    const mc = await tokenise('5555 5555 5555 4444');
    expect(mc).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(await sandbox.charge(request(mc.token))).toMatchObject({ status: 'succeeded', brand: 'Mastercard', last4: '4444' });
  });

  it("refuses bad card details at tokenisation with Stripe's error shape", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNumber: '4242424242424241', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }, 'incorrect_number'],
      [{ cardNumber: '4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }, 'incorrect_number'],
      [{ cardNumber: '4242424242424242', expMonth: 13, expYear: NEXT_YEAR, cvc: '123' }, 'invalid_expiry_month'],
      [{ cardNumber: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' }, 'expired_card'],
      [{ cardNumber: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '12' }, 'invalid_cvc'],
      [{ cardNumber: '378282246310005', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }, 'invalid_cvc'],
      [{}, 'incorrect_number'],
    ];
    for (const [body, code] of cases) {
      const r = await post(body);
      expect({ status: r.status, type: r.json.error?.type, code: r.json.error?.code }).toEqual({ status: 400, type: 'card_error', code });
    }
    const amex = await post({ cardNumber: '3782 822463 10005', expMonth: '04', expYear: String(NEXT_YEAR % 100), cvc: '1234' });
    expect(amex.json).toMatchObject({ brand: 'American Express', last4: '0005' });
  });

  it('refunds up to the unrefunded amount, idempotently, and shows the card refunded', async () => {
    const charged = await sandbox.charge(request((await tokenise('4242424242424242')).token, randomUUID(), 10000));
    const chargeId = (charged as { chargeId: string }).chargeId;
    const key = randomUUID();
    const first = await sandbox.refund({ chargeId, amountCents: 4000, idempotencyKey: key });
    expect(first.status).toBe('succeeded');
    expect(await sandbox.refund({ chargeId, amountCents: 4000, idempotencyKey: key })).toEqual(first);

    const over = await sandbox.refund({ chargeId, amountCents: 7000, idempotencyKey: randomUUID() });
    expect(over).toEqual({
      status: 'failed',
      errorType: 'invalid_request_error',
      failCode: 'amount_too_large',
      failMessage: 'Refund amount ($70.00) is greater than unrefunded amount on charge ($60.00)',
    });
    // Concurrent refunds of the remainder: exactly one wins.
    const race = await Promise.all([1, 2, 3].map(() => sandbox.refund({ chargeId, amountCents: 6000, idempotencyKey: randomUUID() })));
    expect(race.filter((r) => r.status === 'succeeded')).toHaveLength(1);

    const shown = await view(chargeId);
    expect(shown).toMatchObject({ refundedCents: 10000, refunded: true });
    expect(shown.refunds.map((r) => r.amountCents)).toEqual([4000, 6000]);
    expect(await sandbox.refund({ chargeId, amountCents: 1, idempotencyKey: randomUUID() })).toMatchObject({ failCode: 'charge_already_refunded' });
    expect(await sandbox.refund({ chargeId: randomUUID(), amountCents: 1, idempotencyKey: randomUUID() })).toMatchObject({ failCode: 'resource_missing' });
    expect(await sandbox.refund({ chargeId: 'nope', amountCents: 1, idempotencyKey: randomUUID() })).toMatchObject({ failCode: 'resource_missing' });
    expect((await fetch(`${t.url}/sandbox/charges/${randomUUID()}`)).status).toBe(404);
  });

  it('keeps no card number or CVC in the database', async () => {
    const em = t.app.get(EntityManager).fork();
    const columns = await em
      .getConnection()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name in ('sandbox_token', 'sandbox_charge', 'sandbox_refund')`,
      );
    expect(columns.map((c) => c.column_name).filter((c) => /cvc|cvv|number|pan/i.test(c))).toEqual([]);
    const rows = await em
      .getConnection()
      .execute<{ text: string }[]>(
        `select t::text as text from sandbox_token t union all select c::text from sandbox_charge c union all select r::text from sandbox_refund r`,
      );
    const dump = rows.map((r) => r.text).join('\n');
    expect(rows.length).toBeGreaterThan(10);
    for (const pan of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000000259',
      '5555555555554444',
      '378282246310005',
      '4242 4242',
      '5555 5555',
    ]) {
      expect(dump).not.toContain(pan);
    }
    expect(dump).toContain('4242');
  });

  it('resolves card brands through the gateway settings', async () => {
    expect(registry.available()).toEqual(['sandbox', 'sandboxB']);
    expect((await registry.processorForBrand('Visa')).name).toBe('sandbox');
    expect((await registry.processorForBrand(' mastercard ')).name).toBe('sandbox');
    expect(await registry.gatewayForBrand('American Express')).toBe('sandbox');
    await expect(registry.processorForBrand('Discover')).rejects.toBeInstanceOf(UnknownCardBrandError);
    await expect(registry.processorForBrand('%')).rejects.toBeInstanceOf(UnknownCardBrandError);
    expect(() => registry.processorFor('stripe')).toThrow(ProcessorUnavailableError);
    expect(() => registry.processorFor('paypal')).toThrow(ProcessorUnavailableError);
  });
});
