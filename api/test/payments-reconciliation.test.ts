import { MikroORM } from '@mikro-orm/postgresql';
import { PAYMENT_RECONCILING_MESSAGE, PAYMENT_SYSTEM_ERROR_MESSAGE } from '@pg/domain';

import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { RECORD_NOT_PAYABLE } from '../src/reconciliation/reconciliation.service';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { payableEntries } from './support/ledger-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

/** The Sandbox's fault card that answers 5xx every time: the outcome stays unknown. */
const ANSWERS_5XX = '4000000000010019';
const QUEUE = `query { chargeReconciliations { id recordKind recordId recordCode organizationName processor idempotencyKey amount attemptedAt settledAt outcome } }`;
const SETTLE = `mutation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {
  settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) { id settledAt outcome chargeId } }`;

interface Queued {
  id: string;
  recordKind: string;
  recordId: string;
  recordCode: string;
  organizationName: string;
  processor: string;
  idempotencyKey: string;
  amount: number;
  settledAt: string | null;
}

// Issue 47: a charge whose outcome stays unknown is not retried forever with its record locked.
// Past a bound (3 s for the payer's answer, 4 s before the queue here, by configuration) it goes to
// the reconciliation queue: the payer is told why no other payment starts, and PG Admin settles it
// as paid (the normal paid path and journal) or not paid after checking the processor.
describe('the reconciliation queue of charges whose outcome stayed unknown (real PostgreSQL + Temporal + Sandbox fault card)', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;

  beforeAll(async () => {
    Object.assign(process.env, { CHARGE_GIVE_UP_MS: '3000', RECONCILE_AFTER_MS: '4000' });
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
  });
  afterAll(async () => {
    await t.close();
    delete process.env.CHARGE_GIVE_UP_MS;
    delete process.env.RECONCILE_AFTER_MS;
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const pay = async (invoice: { id: string; accessKey: string }, card: string | undefined, key: string) =>
    t.gql<{ payInvoice: { status: string } }>(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token: await sandboxToken(t, card), key });
  /** An invoice whose charge answered 5xx until the bound: queued for reconciliation. */
  const queuedInvoice = async (key: string) => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const first = await pay(invoice, ANSWERS_5XX, key);
    expect(first.errors?.[0]?.message).toBe(PAYMENT_SYSTEM_ERROR_MESSAGE);
    const queued = await eventually(async () => {
      const r = await t.gql<{ chargeReconciliations: Queued[] }>(QUEUE, {}, pg);
      return r.data?.chargeReconciliations.find((q) => q.recordId === invoice.id);
    }, 30_000);
    return { invoice, queued };
  };

  it('past the bound the charge is queued; the payer is told why a new payment waits; settled as not paid, the invoice can be paid again', async () => {
    const { invoice, queued } = await queuedInvoice('reconcile-1');
    const row = await em().findOneOrFail(Invoice, { id: invoice.id });
    expect(queued).toMatchObject({ recordKind: 'invoice', recordCode: invoice.code, processor: 'sandbox', amount: row.totalCents / 100, settledAt: null });
    expect(queued.idempotencyKey).toBe(`invoice-${invoice.code}/reconcile-1`);
    expect(queued.organizationName).toBeTruthy();
    // The attempt is still pending (a charge may have happened): the invoice's amounts stay frozen.
    expect((await em().find(Payment, { invoice: invoice.id })).map((p) => p.status)).toEqual(['pending']);

    // The record is no longer stuck "in progress": the payer gets the reason, not a generic error.
    const again = await pay(invoice, undefined, 'reconcile-1b');
    expect(again.errors?.[0]?.message).toBe(PAYMENT_RECONCILING_MESSAGE);
    // Only PG Admin sees or settles the queue.
    expect((await t.gql(QUEUE, {}, owner)).errors?.[0]?.message).toMatch(/permission|not allowed|forbidden/i);

    const settled = await t.gql<{ settleChargeReconciliation: { outcome: string; settledAt: string | null } }>(
      SETTLE,
      { id: queued.id, outcome: 'notPaid' },
      pg,
    );
    expect(settled.errors).toBeUndefined();
    expect(settled.data!.settleChargeReconciliation).toMatchObject({ outcome: 'notPaid' });
    expect((await em().find(Payment, { invoice: invoice.id })).map((p) => [p.status, p.failCode])).toEqual([['failed', 'not_charged']]);
    expect((await t.gql<{ chargeReconciliations: Queued[] }>(QUEUE, {}, pg)).data!.chargeReconciliations.some((q) => q.id === queued.id)).toBe(false);

    const paid = await pay(invoice, undefined, 'reconcile-1c');
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payInvoice.status).toBe('succeeded');
  }, 90000);

  it('settled as paid after checking the processor: the invoice is paid through the normal path, with its journal, once', async () => {
    const { invoice, queued } = await queuedInvoice('reconcile-2');
    const missing = await t.gql(SETTLE, { id: queued.id, outcome: 'paid' }, pg);
    expect(missing.errors?.[0]?.message).toBe("The processor's charge id is required to settle a payment as paid");
    const settled = await t.gql<{ settleChargeReconciliation: { outcome: string; chargeId: string } }>(
      SETTLE,
      { id: queued.id, outcome: 'paid', chargeId: 'ch_found_at_processor' },
      pg,
    );
    expect(settled.errors).toBeUndefined();
    expect(settled.data!.settleChargeReconciliation).toMatchObject({ outcome: 'paid', chargeId: 'ch_found_at_processor' });
    const row = await em().findOneOrFail(Invoice, { id: invoice.id });
    expect(row.status).toBe('paid');
    expect((await em().find(Payment, { invoice: invoice.id })).map((p) => [p.status, p.chargeId, p.amountCents])).toEqual([
      ['succeeded', 'ch_found_at_processor', row.totalCents],
    ]);
    expect((await payableEntries(em(), { sourceId: invoice.id })).map((e) => e.transactionType)).toEqual(['invoicePayment']);
    // Once: a second settlement is refused.
    const twice = await t.gql(SETTLE, { id: queued.id, outcome: 'paid', chargeId: 'ch_other' }, pg);
    expect(twice.errors?.[0]?.message).toBe('This payment has already been settled.');
  }, 90000);

  it('voided while queued (the record unblocked): settling as paid is refused with what to do; not paid settles it', async () => {
    const { invoice, queued } = await queuedInvoice('reconcile-3');
    // The process unblocks as soon as the attempt is queued (the queue row is written just before).
    const voided = await eventually(async () => {
      const r = await t.gql<{ updateStatus: { status: string } }>(
        'mutation($id: ID!) { updateStatus(id: $id, status: void) { id status } }',
        { id: invoice.id },
        owner,
      );
      return r.errors ? undefined : r;
    }, 10_000);
    expect(voided.data!.updateStatus.status).toBe('void');
    const paid = await t.gql(SETTLE, { id: queued.id, outcome: 'paid', chargeId: 'ch_late' }, pg);
    expect(paid.errors?.[0]?.message).toBe(RECORD_NOT_PAYABLE);
    const notPaid = await t.gql(SETTLE, { id: queued.id, outcome: 'notPaid' }, pg);
    expect(notPaid.errors).toBeUndefined();
    expect((await em().find(Payment, { invoice: invoice.id })).map((p) => p.status)).toEqual(['failed']);
  }, 90000);
});
