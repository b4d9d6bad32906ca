// @long-running 20 s: refunds and transfers through real processes, PostgreSQL and the Sandbox.
import { MikroORM } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents, percentToBps } from '@pg/domain';

import { ledgerSqlChecks } from '../src/ledger/ledger-audit.checks';
import { Organization } from '../src/organizations/organization.entity';
import { Refund } from '../src/refunds/refund.entity';
import { bookInvariants, payableEntries } from './support/ledger-fixtures';
import { APPROVE, DENY, RESOLVE } from './support/refund-fixtures';
import { balanceCents, bankApprovedRefund, cents, createTransfer, paidInvoiceOf, TRANSFER_FIELDS } from './support/transfer-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 47 (money review A4): refunds and transfers see a refund at the same moment. The bank's
// approval reserves the refund out of the merchant's payable; the card refund spends the reserve;
// a denial releases it, and a refund an earlier transfer deducted is then paid back by a later
// one. Whatever the order, the merchant is paid exactly what it is owed and its balance ends at
// what it was before.

const RELEASED = `query { refunds(releasedForTransfer: true, first: 100) { items { id code } } }`;
const OFFERED = `query { refunds(offeredToTransfer: true, first: 100) { items { id code progressStatus } } }`;
const WITH_RELEASED = `mutation($invoiceIds: [ID!], $releasedRefundIds: [ID!]) {
  createTransaction(invoiceIds: $invoiceIds, releasedRefundIds: $releasedRefundIds) { ${TRANSFER_FIELDS} } }`;
const payable = (invoice: { totals: { subtotal: number } }) => invoiceTransferAmountCents(cents(invoice.totals.subtotal), percentToBps(2.5));

describe('refunds reserved in the books from the bank approval (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let pg: string;
  let druk: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, bank, pg] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)));
    druk = (await t.app.get(MikroORM).em.fork().findOneOrFail(Organization, { name: 'Druk Heritage Tours' })).id;
  }, 60000);
  afterAll(() => t.close());

  const em = () => t.app.get(MikroORM).em.fork();
  const refundAudit = async () => (await ledgerSqlChecks(em())).differences.filter((d) => d.check === 'refundTransfers' || d.check === 'refunds');

  it('refunded before any transfer takes it: the books debit it at the approval and the next transfer still deducts it, with no overdraft', async () => {
    const before = await balanceCents(t, bank, druk);
    const invoice = await paidInvoiceOf(t, owner, 'rr-a-invoice');
    const refund = await bankApprovedRefund(t, owner, bank, invoice.id);
    // Subtotal 100.00 under fullRefund terms, plus the fee the payer paid pro rata: 102.49 back to the card.
    expect(await balanceCents(t, bank, druk)).toBe(before + payable(invoice) - 10_249);
    expect((await payableEntries(em(), { sourceId: refund.id })).map((e) => [e.transactionType, e.amountCents])).toEqual([['refund', -10_249]]);

    expect((await t.gql<{ approveRefund: { progressStatus: string } }>(APPROVE, { id: refund.id }, pg)).data!.approveRefund.progressStatus).toBe('pgApproved');
    expect((await t.gql<{ resolvedAsRefunded: { progressStatus: string } }>(RESOLVE, { id: refund.id }, pg)).data!.resolvedAsRefunded.progressStatus).toBe(
      'refunded',
    );
    // The card refund spends the reserve: the payable does not move twice.
    expect((await payableEntries(em(), { sourceId: refund.id })).map((e) => [e.transactionType, e.amountCents])).toEqual([['refund', -10_249]]);
    expect(await balanceCents(t, bank, druk)).toBe(before + payable(invoice) - 10_249);

    // Still offered to transfers once refunded: the transfer deducts it as the books did.
    const offered = await t.gql<{ refunds: { items: { id: string }[] } }>(OFFERED, {}, bank);
    expect(offered.data!.refunds.items.map((r) => r.id)).toContain(refund.id);
    const made = await createTransfer(t, bank, { invoiceIds: [invoice.id], refundIds: [refund.id] });
    expect(made.errors).toBeUndefined();
    expect(cents(made.data!.createTransaction.amount)).toBe(payable(invoice) - 10_249);
    expect(await balanceCents(t, bank, druk)).toBe(before);
    expect(await refundAudit()).toEqual([]);
    expect(await bookInvariants(em())).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
  }, 90000);

  it('deducted by a transfer, then denied by the platform: the reserve is released and a later transfer pays it back, once', async () => {
    const before = await balanceCents(t, bank, druk);
    const invoice = await paidInvoiceOf(t, owner, 'rr-b-invoice');
    const refund = await bankApprovedRefund(t, owner, bank, invoice.id);
    const first = await createTransfer(t, bank, { invoiceIds: [invoice.id], refundIds: [refund.id] });
    expect(first.errors).toBeUndefined();
    expect(cents(first.data!.createTransaction.amount)).toBe(payable(invoice) - 10_249);
    expect(await balanceCents(t, bank, druk)).toBe(before);

    const denied = await t.gql<{ denyRefund: { progressStatus: string } }>(DENY, { id: refund.id, reason: 'Service was delivered' }, pg);
    expect(denied.data!.denyRefund.progressStatus).toBe('denied');
    // The merchant is owed the refund again...
    expect(await balanceCents(t, bank, druk)).toBe(before + 10_249);
    expect((await payableEntries(em(), { sourceId: refund.id })).map((e) => [e.transactionType, e.amountCents])).toEqual([
      ['refund', -10_249],
      ['adjustment', 10_249],
    ]);
    expect(await refundAudit()).toEqual([]);

    // ...and the next transfer pays it back with its payments.
    const released = await t.gql<{ refunds: { items: { id: string }[] } }>(RELEASED, {}, bank);
    expect(released.data!.refunds.items.map((r) => r.id)).toEqual([refund.id]);
    const next = await paidInvoiceOf(t, owner, 'rr-b-next');
    const second = await t.gql<{ createTransaction: { amount: number; items: { kind: string; code: string; signedAmount: number }[] } }>(
      WITH_RELEASED,
      { invoiceIds: [next.id], releasedRefundIds: [refund.id] },
      bank,
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.createTransaction.items.map((i) => [i.kind, i.code, cents(i.signedAmount)])).toEqual([
      ['invoice', next.code, payable(next)],
      ['releasedRefund', refund.code, 10_249],
    ]);
    // Paid in all: both invoices' payables, the refund never taken from the merchant.
    expect(cents(first.data!.createTransaction.amount) + cents(second.data!.createTransaction.amount)).toBe(payable(invoice) + payable(next));
    expect(await balanceCents(t, bank, druk)).toBe(before);
    expect((await em().findOneOrFail(Refund, { id: refund.id })).releaseTransferId).toBeTruthy();
    // Paid back once: no longer offered, and a second try takes nothing.
    expect((await t.gql<{ refunds: { items: unknown[] } }>(RELEASED, {}, bank)).data!.refunds.items).toEqual([]);
    const again = await paidInvoiceOf(t, owner, 'rr-b-again');
    const third = await t.gql(WITH_RELEASED, { invoiceIds: [again.id], releasedRefundIds: [refund.id] }, bank);
    expect(third.errors?.[0]?.message).toMatch(/no longer available|not available/i);
    expect(await refundAudit()).toEqual([]);
    expect(await bookInvariants(em())).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
  }, 90000);

  it('the nightly audit names a refund a transfer deducted that is not in the books, and a reserve no transfer can count', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'rr-c-invoice');
    const refund = await bankApprovedRefund(t, owner, bank, invoice.id);
    const made = await createTransfer(t, bank, { invoiceIds: [invoice.id], refundIds: [refund.id] });
    expect(made.errors).toBeUndefined();
    // A refund the transfer deducted but whose stage moved on with its reserve in place (a broken release).
    await em().getConnection().execute(`update refund set progress_status = 'merchantDeclined' where id = ?`, [refund.id]);
    const differences = await refundAudit();
    expect(differences).toEqual([
      {
        check: 'refundTransfers',
        subject: refund.code,
        detail: 'reserved in the ledger at merchantDeclined, where no transfer can deduct it and it was not released',
      },
    ]);
    await em().getConnection().execute(`update refund set progress_status = 'bankApproved' where id = ?`, [refund.id]);
  }, 90000);
});
