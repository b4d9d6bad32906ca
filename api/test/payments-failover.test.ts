import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { ProcessorRegistry } from '../src/payments/processor-registry';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

// Issue 41: every decline class driven through routing against the Sandbox made to fail. The demo
// routing sends Visa to the Sandbox, then its fallback acquirer (sandboxB): a retryable failure,
// and an unknown outcome the primary's record settles as not charged, go on to the fallback; a
// hard decline and authentication required never do; a charge whose answer was lost is found,
// not made twice.

interface Attempt {
  processor: string;
  status: string;
  declineClass: string | null;
}

const HISTORY = `query($id: ID) { invoice(id: $id) { status payments { processor status failCode declineClass } } }`;

describe('payment failover through the routing (real PostgreSQL + Temporal)', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;
  let doi: string;

  beforeAll(async () => {
    Object.assign(process.env, { SANDBOX_TIMEOUT_MS: '300', PROCESSOR_BREAKER_FAILURES: '1000' });
    t = await createTestApp({ worker: true, processorFallbacks: true });
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
    doi = await doiId(t, owner);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    delete process.env.SANDBOX_TIMEOUT_MS;
    delete process.env.PROCESSOR_BREAKER_FAILURES;
  });

  const sql = () => t.app.get(MikroORM).em.getConnection();

  /** Pays a new invoice with this card; its attempts in order and the Sandbox's charges for it. */
  async function payWith(card: string) {
    const invoice = await createInvoice(t, owner, invoiceInput(doi, { name: `Failover ${card}` }));
    const r = await t.gql<{ payInvoice: { status: string } }>(PAY, {
      invoiceId: invoice.id,
      accessKey: invoice.accessKey,
      token: await sandboxToken(t, card),
      key: randomUUID(),
    });
    const attempts = await sql().execute<Attempt[]>(
      `select processor, status, decline_class as "declineClass" from payment where invoice_id = ? order by created_at, idempotency_key`,
      [invoice.id],
    );
    const charges = await sql().execute<{ acquirer: string; status: string }[]>(
      `select acquirer, status from sandbox_charge where metadata ->> 'invoiceId' = ? order by created_at`,
      [invoice.id],
    );
    return { invoice, r, attempts: attempts.map((a) => [a.processor, a.status, a.declineClass]), charges: charges.map((c) => [c.acquirer, c.status]) };
  }

  it.each([
    // card, answer, attempts [processor, status, class], Sandbox charges [acquirer, status]
    ['4000000000000002', 'hard: declined, never tried elsewhere', 'failed', [['sandbox', 'failed', 'hard']], [['sandbox', 'failed']]],
    [
      '4000000000010092',
      'authentication required: never tried elsewhere',
      'failed',
      [['sandbox', 'failed', 'authenticationRequired']],
      [['sandbox', 'failed']],
    ],
    [
      '4000000000010076',
      'retryable elsewhere (primary rate-limited): paid by the fallback',
      'succeeded',
      [
        ['sandbox', 'failed', 'retryableElsewhere'],
        ['sandboxB', 'succeeded', null],
      ],
      [['sandboxB', 'succeeded']],
    ],
    [
      '4000000000000119',
      'retryable elsewhere at every acquirer: the last failure is the answer',
      'failed',
      [
        ['sandbox', 'failed', 'retryableElsewhere'],
        ['sandboxB', 'failed', 'retryableElsewhere'],
      ],
      [
        ['sandbox', 'failed'],
        ['sandboxB', 'failed'],
      ],
    ],
    [
      '4000000000010050',
      'unknown outcome (primary timed out), settled as not charged: paid by the fallback',
      'succeeded',
      [
        ['sandbox', 'failed', 'unknownOutcome'],
        ['sandboxB', 'succeeded', null],
      ],
      [['sandboxB', 'succeeded']],
    ],
    [
      '4000000000010068',
      'unknown outcome (primary 5xx), settled as not charged: paid by the fallback',
      'succeeded',
      [
        ['sandbox', 'failed', 'unknownOutcome'],
        ['sandboxB', 'succeeded', null],
      ],
      [['sandboxB', 'succeeded']],
    ],
    [
      '4000000000010001',
      'unknown outcome (answer lost after the charge), settled as charged: never charged twice',
      'succeeded',
      [['sandbox', 'succeeded', null]],
      [['sandbox', 'succeeded']],
    ],
  ])('%s %s', async (card, _what, status, attempts, charges) => {
    const paid = await payWith(card);
    expect(paid.attempts).toEqual(attempts);
    expect(paid.charges).toEqual(charges);
    if (status === 'succeeded') expect(paid.r.data?.payInvoice.status).toBe('succeeded');
    else expect(paid.r.data?.payInvoice ?? null).toBeNull();
    // The Transaction History shows each attempt with its processor and class.
    const history = await t.gql<{ invoice: { status: string; payments: { processor: string; declineClass: string | null }[] } }>(
      HISTORY,
      { id: paid.invoice.id },
      owner,
    );
    expect(history.data!.invoice.status).toBe(status === 'succeeded' ? 'paid' : 'unpaid');
    expect(history.data!.invoice.payments.map((p) => p.processor).sort()).toEqual(attempts.map((a) => a[0]).sort());
  });

  it('the "down" card puts the primary down for a period: later payments go to the fallback until it is cleared', async () => {
    const down = await payWith('4000000000010084');
    expect(down.attempts).toEqual([
      ['sandbox', 'failed', 'retryableElsewhere'],
      ['sandboxB', 'succeeded', null],
    ]);
    const next = await payWith('4242424242424242');
    expect(next.attempts).toEqual([
      ['sandbox', 'failed', 'retryableElsewhere'],
      ['sandboxB', 'succeeded', null],
    ]);
    expect(await control('DELETE', 'sandbox')).toBe(204);
    expect((await payWith('4242424242424242')).attempts).toEqual([['sandbox', 'succeeded', null]]);
  });

  async function control(method: string, acquirer: string, body?: unknown): Promise<number> {
    const res = await fetch(`${t.url}/sandbox/control/faults/${acquirer}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.status;
  }

  it('the control endpoint makes an acquirer misbehave for a period, lists it, clears it, and checks its input', async () => {
    expect(await control('PUT', 'sandbox', { mode: 'serverError', seconds: 60 })).toBe(200);
    const listed = (await (await fetch(`${t.url}/sandbox/control/faults`)).json()) as { acquirer: string; mode: string }[];
    expect(listed).toEqual([expect.objectContaining({ acquirer: 'sandbox', mode: 'serverError' })]);
    expect((await payWith('4242424242424242')).attempts).toEqual([
      ['sandbox', 'failed', 'unknownOutcome'],
      ['sandboxB', 'succeeded', null],
    ]);
    // Both acquirers down: the payment fails, retryable, and nothing is charged anywhere.
    expect(await control('PUT', 'sandboxB', { mode: 'rateLimit', seconds: 60 })).toBe(200);
    const none = await payWith('4242424242424242');
    expect(none.attempts).toEqual([
      ['sandbox', 'failed', 'unknownOutcome'],
      ['sandboxB', 'failed', 'retryableElsewhere'],
    ]);
    expect(none.charges).toEqual([]);
    expect(await control('DELETE', 'sandbox')).toBe(204);
    expect(await control('DELETE', 'sandboxB')).toBe(204);
    expect((await payWith('4242424242424242')).attempts).toEqual([['sandbox', 'succeeded', null]]);

    expect(await control('PUT', 'sandbox', { mode: 'nope', seconds: 5 })).toBe(400);
    expect(await control('PUT', 'sandbox', { mode: 'down', seconds: 0 })).toBe(400);
    expect(await control('PUT', 'stripe', { mode: 'down', seconds: 5 })).toBe(400);
  });

  it('is refused in production mode', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(await control('PUT', 'sandbox', { mode: 'down', seconds: 5 })).toBe(404);
      expect((await fetch(`${t.url}/sandbox/control/faults`)).status).toBe(404);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(await sql().execute('select * from sandbox_fault where until > now()')).toEqual([]);
  });

  it("PG Admin sees each processor's health; a merchant does not", async () => {
    await t.app.get(ProcessorRegistry, { strict: false }).healthStore.write();
    const q = '{ processorHealth { processor displayName state calls successRate p95Ms } }';
    const r = await t.gql<{
      processorHealth: { processor: string; displayName: string; state: string; calls: number; successRate: number | null; p95Ms: number | null }[];
    }>(q, {}, pg);
    expect(r.errors).toBeUndefined();
    const byName = new Map(r.data!.processorHealth.map((h) => [h.processor, h]));
    expect(byName.get('sandboxB')).toMatchObject({ displayName: 'Sandbox (fallback)', state: 'closed' });
    const primary = byName.get('sandbox')!;
    expect(primary.calls).toBeGreaterThan(5);
    expect(primary.successRate).toBeGreaterThan(0);
    expect(primary.successRate).toBeLessThan(1);
    expect(primary.p95Ms).toBeGreaterThanOrEqual(0);
    expect((await t.gql(q, {}, owner)).errors?.[0]?.message).toBeTruthy();
  });
});
