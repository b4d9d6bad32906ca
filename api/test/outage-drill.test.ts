import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { sleep } from '../../test-support/sleep';
import { ProcessorRegistry } from '../src/payments/processor-registry';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

// Issue 41, the outage drill: the primary acquirer is down for a period while payments come in.
// Every payment succeeds on the fallback, every invoice is captured exactly once across
// processors (the Sandbox's successful charges equal the payments), the circuit breaker opens
// and later probes the primary back, and the ledger audit is clean.

const RUN_AUDIT = `mutation { runLedgerAudit { status differences { check subject detail } } }`;
const PAYMENTS = 8;
const COOLDOWN_MS = 1500;

describe('outage drill: the primary processor down during payments', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;

  beforeAll(async () => {
    Object.assign(process.env, { PROCESSOR_BREAKER_FAILURES: '3', PROCESSOR_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS) });
    t = await createTestApp({ worker: true, processorFallbacks: true });
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    delete process.env.PROCESSOR_BREAKER_FAILURES;
    delete process.env.PROCESSOR_BREAKER_COOLDOWN_MS;
  });

  it('all payments succeed on the fallback, each captured once; the breaker skips the primary, then probes it back', async () => {
    const sql = t.app.get(MikroORM).em.getConnection();
    const doi = await doiId(t, owner);
    const invoices = await Promise.all(Array.from({ length: PAYMENTS }, (_, i) => createInvoice(t, owner, invoiceInput(doi, { name: `Drill ${i}` }))));
    const fault = await fetch(`${t.url}/sandbox/control/faults/sandbox`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'down', seconds: 30 }),
    });
    expect(fault.status).toBe(200);

    // Two payers at a time, as the pay pages would send them.
    const answers: string[] = [];
    for (let i = 0; i < PAYMENTS; i += 2) {
      const pair = invoices.slice(i, i + 2).map(async (invoice) => {
        const r = await t.gql<{ payInvoice: { status: string } }>(PAY, {
          invoiceId: invoice.id,
          accessKey: invoice.accessKey,
          token: await sandboxToken(t),
          key: randomUUID(),
        });
        return r.data?.payInvoice.status ?? JSON.stringify(r.errors);
      });
      answers.push(...(await Promise.all(pair)));
    }
    expect(answers).toEqual(Array(PAYMENTS).fill('succeeded'));

    const ids = invoices.map((i) => i.id);
    const rows = await sql.execute<{ processor: string; status: string; n: string }[]>(
      `select processor, status, count(*) as n from payment where invoice_id = any(?::uuid[]) group by 1, 2 order by 1, 2`,
      [`{${ids.join(',')}}`],
    );
    const count = (processor: string, status: string) => Number(rows.find((r) => r.processor === processor && r.status === status)?.n ?? 0);
    expect(count('sandboxB', 'succeeded')).toBe(PAYMENTS);
    expect(count('sandbox', 'succeeded')).toBe(0);
    // The breaker opened after 3 failures: the later payments skipped the primary altogether.
    expect(count('sandbox', 'failed')).toBeGreaterThanOrEqual(3);
    expect(count('sandbox', 'failed')).toBeLessThan(PAYMENTS);

    // Exactly once across processors: one successful Sandbox charge per invoice, all at the fallback.
    const charges = await sql.execute<{ invoice: string; acquirer: string; n: string }[]>(
      `select metadata ->> 'invoiceId' as invoice, acquirer, count(*) as n from sandbox_charge where status = 'succeeded' and metadata ->> 'invoiceId' = any(?::text[]) group by 1, 2`,
      [`{${ids.join(',')}}`],
    );
    expect(charges).toHaveLength(PAYMENTS);
    expect(charges.every((c) => c.acquirer === 'sandboxB' && Number(c.n) === 1)).toBe(true);
    const paid = await sql.execute<{ n: string }[]>(`select count(*) as n from invoice where id = any(?::uuid[]) and status = 'paid'`, [`{${ids.join(',')}}`]);
    expect(Number(paid[0].n)).toBe(PAYMENTS);
    // The journals name the processor that captured: its clearing account.
    const clearing = await sql.execute<{ account: string; n: string }[]>(
      `select p.account_id as account, count(*) as n from ledger_posting p join ledger_journal j on j.id = p.journal_id
       where j.source_id = any(?::uuid[]) and p.account_id like 'clearing:%' group by 1`,
      [`{${ids.join(',')}}`],
    );
    expect(clearing).toEqual([{ account: 'clearing:sandboxB', n: String(PAYMENTS) }]);

    const registry = t.app.get(ProcessorRegistry, { strict: false });
    expect(registry.health.snapshots().find((s) => s.processor === 'sandbox')?.state).not.toBe('closed');

    // The primary is back; after the cooldown the next payment probes it and closes its breaker.
    // PG Admin sees it: skipped while open, probing once its cooldown has passed.
    await registry.healthStore.write();
    const HEALTH = '{ processorHealth { processor state } }';
    const stateOf = async () =>
      (await t.gql<{ processorHealth: { processor: string; state: string }[] }>(HEALTH, {}, pg)).data!.processorHealth.find((h) => h.processor === 'sandbox')
        ?.state;
    // Open (or already half-open on a slow machine: the cooldown runs from the third failure).
    expect(await stateOf()).toMatch(/^(open|halfOpen)$/);
    await fetch(`${t.url}/sandbox/control/faults/sandbox`, { method: 'DELETE' });
    await sleep(COOLDOWN_MS);
    expect(await stateOf()).toBe('halfOpen');
    const after = await createInvoice(t, owner, invoiceInput(doi, { name: 'After the outage' }));
    const r = await t.gql<{ payInvoice: { status: string } }>(PAY, {
      invoiceId: after.id,
      accessKey: after.accessKey,
      token: await sandboxToken(t),
      key: randomUUID(),
    });
    expect(r.data?.payInvoice.status).toBe('succeeded');
    expect(await sql.execute(`select processor, status from payment where invoice_id = ?`, [after.id])).toEqual([
      { processor: 'sandbox', status: 'succeeded' },
    ]);
    expect(registry.health.snapshots().find((s) => s.processor === 'sandbox')?.state).toBe('closed');

    const audit = await t.gql<{ runLedgerAudit: { status: string; differences: unknown[] } }>(RUN_AUDIT, {}, pg);
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.runLedgerAudit).toEqual({ status: 'clean', differences: [] });
  }, 120_000);
});
