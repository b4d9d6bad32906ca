// @long-running 20 s: transfers through their processes (jest.sequencer.js starts it early).
import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents, MAX_TRANSFER_ITEMS_PER_KIND, percentToBps, TRANSFER_MESSAGES } from '@pg/domain';
import { checkoutStateQuery, checkoutWorkflowId, invoiceWorkflowId } from '@pg/workflows';

import { EventsService } from '../src/events/events.service';
import { Invoice } from '../src/invoices/invoice.entity';
import { Refund } from '../src/refunds/refund.entity';
import { TemporalService } from '../src/temporal/temporal.service';
import { Transfer } from '../src/transfers/transfer.entity';
import { TransferItem } from '../src/transfers/transfer-item.entity';
import { TransferProcessService } from '../src/transfers/transfer-process.service';
import type { CreatedInvoice } from './support/invoice-fixtures';
import { payableEntries } from './support/ledger-fixtures';
import { RESOLVE } from './support/refund-fixtures';
import {
  balanceCents,
  bankApprovedRefund,
  cents,
  createTransfer,
  ledgerOf,
  NOTES,
  outstandingCents,
  paidCheckout,
  paidInvoiceOf,
  TRANSFER,
  type TransferResult,
  TRANSFERS,
} from './support/transfer-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

type Paid = CreatedInvoice & { ownerId: string };
const payable = (invoice: Paid) => invoiceTransferAmountCents(cents(invoice.totals.subtotal), percentToBps(2.5));
const STATUS = 'mutation($id: ID!, $status: InvoiceStatus!) { updateStatus(id: $id, status: $status) { id status } }';

describe('transfers and the ledger (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let finance: string;
  let pg: string;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, bank, finance, pg] = await Promise.all(
      ['owner@demo.test', 'bank.admin@demo.test', 'bank.finance@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)),
    );
    const [org] = await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ id: string }[]>(`select id from organization where name = 'Druk Heritage Tours'`);
    orgId = org.id;
  }, 60000);
  afterAll(() => t.close());

  const invoiceRow = (id: string) => t.app.get(MikroORM).em.fork().findOneOrFail(Invoice, { id });
  const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

  it('demo data: the demo money events are in the ledger and one transfer was made from demo items', async () => {
    const transfers = await t.gql<{ transfers: { total: number; items: { code: string; amount: number; notes: string }[] } }>(TRANSFERS, {}, bank);
    expect(transfers.data!.transfers.total).toBe(1);
    expect(transfers.data!.transfers.items[0]).toMatchObject({ amount: 1170, notes: 'Weekly payout to Druk Heritage Tours' });
    // Every paid demo invoice and checkout (those of the other demo seeds too) credited its
    // payable, the checkout disbursed by hand debited it again, each demo dispute posted its
    // chargeback (the accepted one its fee, the won one the amount back); the transfer, newest,
    // debited 1,170.00.
    const db = t.app.get(MikroORM).em.fork().getConnection();
    const count = async (sql: string) => Number((await db.execute<{ n: string }[]>(`select count(*) as n from ${sql}`, [orgId]))[0].n);
    const expected = {
      invoicePayment: await count(`invoice where owner_id = ? and paid_at is not null`),
      checkoutPayment: await count(`web_payment where owner_id = ? and paid_at is not null`),
      disbursement: await count(`web_payment where owner_id = ? and status = 'disbursed' and transfer_id is null`),
      dispute: (await count(`dispute where owner_id = ?`)) + (await count(`dispute where owner_id = ? and acceptance_fee_cents > 0`)),
      disputeWon: await count(`dispute where owner_id = ? and progress_status = 'overturned'`),
      transfer: 1,
    };
    expect(expected).toMatchObject({ checkoutPayment: 2, disbursement: 1, dispute: 4, disputeWon: 1 });
    const ledger = await ledgerOf(t, bank, orgId);
    const byType: Record<string, number> = {};
    for (const e of ledger.items) byType[e.transactionType] = (byType[e.transactionType] ?? 0) + 1;
    expect(byType).toEqual(expected);
    expect(ledger.items[0]).toMatchObject({ transactionType: 'transfer', amount: -1170 });
    const sumCents = ledger.items.reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
    expect(Math.round(ledger.items[0].balance * 100)).toBe(sumCents);
    expect(await balanceCents(t, bank, orgId)).toBe(sumCents);
    expect(await outstandingCents(t, bank)).toBe(sumCents);
  }, 60000);

  let paidA: Paid;
  let paidB: Paid;
  let made: TransferResult;

  it('a card payment credits the merchant its payable, in the same transaction as the invoice', async () => {
    const before = await balanceCents(t, bank, orgId);
    paidA = await paidInvoiceOf(t, owner, 'trf-a');
    paidB = await paidInvoiceOf(t, owner, 'trf-b');
    // 1,120.50 subtotal less the 2.5 % merchant fee (28.01): 1,092.49 each.
    expect(payable(paidA)).toBe(109_249);
    expect(await balanceCents(t, bank, orgId)).toBe(before + 2 * 109_249);
    const ledger = await ledgerOf(t, bank, orgId);
    expect(ledger.items[0]).toMatchObject({ transactionType: 'invoicePayment', amount: 1092.49, sourceType: 'invoice', sourceId: paidB.id });
    // The merchant sees its own balance; another tenant's is hidden.
    expect(await balanceCents(t, owner, orgId)).toBe(before + 2 * 109_249);
  }, 60000);

  it('builds a transfer of invoices and a bank-approved refund: items marked, processes ended, ledger debited, report e-mailed', async () => {
    const refund = await bankApprovedRefund(t, owner, bank, paidA.id);
    const beforeBalance = await balanceCents(t, bank, orgId);
    const beforeOutstanding = await outstandingCents(t, bank);

    const r = await createTransfer(t, bank, { notes: 'Batch 7', invoiceIds: [paidA.id, paidB.id], refundIds: [refund.id] });
    expect(r.errors).toBeUndefined();
    made = r.data!.createTransaction;
    const expected = 2 * 109_249 - 10_249;
    expect(made.code).toMatch(/^TRF-\d{4}-\d{6,}$/);
    expect(cents(made.amount)).toBe(expected);
    expect(made).toMatchObject({ notes: 'Batch 7', transferredBy: { name: 'Karma Dorji' } });
    expect(made.items.map((i) => [i.kind, i.code, i.status, cents(i.signedAmount)])).toEqual([
      ['invoice', paidA.code, 'disbursed', 109_249],
      ['invoice', paidB.code, 'disbursed', 109_249],
      ['refund', refund.code, 'bankApproved', -10_249],
    ]);
    expect(made.invoices.map((i) => [i.status, i.transferId, i.transfer?.code])).toEqual([
      ['disbursed', made.id, made.code],
      ['disbursed', made.id, made.code],
    ]);
    // Spec 002 s3 "Invoice as used in transfers": invoiceAmount is what the invoice brought in (its payable), beside its totals.
    expect(made.invoices.map((i) => [i.totals, i.invoiceAmount])).toEqual([
      [{ subtotal: 1120.5, fee: 27.9, total: 1148.4 }, 1092.49],
      [{ subtotal: 1120.5, fee: 27.9, total: 1148.4 }, 1092.49],
    ]);
    // Spec 002 s2 "(ID, Status, Sub Total)": each item's own subtotal, unsigned; amount stays what the transfer counted.
    expect(made.items.map((i) => [i.kind, i.subtotal, i.amount])).toEqual([
      ['invoice', 1120.5, 1092.49],
      ['invoice', 1120.5, 1092.49],
      ['refund', 100, 102.49],
    ]);
    expect(made.refunds).toEqual([{ id: refund.id, code: refund.code, progressStatus: 'bankApproved', transferId: made.id }]);

    // Each invoice's process ended as disbursed, through the transfer's signal.
    const client = await t.app.get(TemporalService).getClient();
    for (const invoice of [paidA, paidB]) expect(await client.workflow.getHandle(invoiceWorkflowId(invoice.code)).result()).toBe('disbursed');
    expect((await invoiceRow(paidA.id)).actualDisbursementDate).toBeTruthy();

    // One ledger entry for the organization: its share, debited.
    const ledger = await ledgerOf(t, bank, orgId);
    expect(ledger.items[0]).toMatchObject({
      transactionType: 'transfer',
      sourceType: 'transfer',
      sourceId: made.id,
      remarks: `Transfer ${made.code} (3 items)`,
    });
    expect(cents(ledger.items[0].amount)).toBe(-expected);
    expect(await balanceCents(t, bank, orgId)).toBe(beforeBalance - expected);
    expect(await outstandingCents(t, bank)).toBe(beforeOutstanding - expected);

    // The refund goes on through its own process; refunding the card spends the reserve the bank's
    // approval made (decision 0162): the payable does not move again.
    await t.gql('mutation($id: ID!) { approveRefund(id: $id) { id } }', { id: refund.id }, pg);
    expect((await t.gql<{ resolvedAsRefunded: { progressStatus: string } }>(RESOLVE, { id: refund.id }, pg)).data!.resolvedAsRefunded.progressStatus).toBe(
      'refunded',
    );
    expect(await balanceCents(t, bank, orgId)).toBe(beforeBalance - expected);
    // Everything A and B brought in is paid out now: two payments in, the refund (reserved before the transfer) and the transfer out.
    expect(expected).toBe(2 * 109_249 - 10_249);

    // The bank is e-mailed the report; the merchant its own share.
    const mails = await eventually(async () => {
      const all = await t.outbox();
      const found = all.filter((m) => m.text.includes(`Transfer ${made.code}`));
      return found.length >= 2 ? found : undefined;
    });
    const toBank = mails.find((m) => /application\/pdf/.test(m.text))!;
    expect(toBank.text).toMatch(/^To: .*bank\.admin@demo\.test/m);
    expect(toBank.text).toContain(`filename=transfer-${made.code}.pdf`);
    expect(mails.some((m) => /^To: hello@drukheritage\.test/m.test(m.text) && !/application\/pdf/.test(m.text))).toBe(true);
  }, 60000);

  it('the detail, the list (search, sort, paging) and the invoice link read the transfer; names only for the bank admin', async () => {
    const asFinance = (await t.gql<{ transfer: TransferResult }>(TRANSFER, { id: made.id }, finance)).data!.transfer;
    // Withheld from all but the bank admin (FIELD_ACCESS); the screens show the provider instead.
    expect({ transferredBy: asFinance.transferredBy, notes: asFinance.notes }).toEqual({ transferredBy: null, notes: null });
    expect(asFinance.items).toHaveLength(3);

    const list = async (vars: Record<string, unknown>) =>
      (await t.gql<{ transfers: { total: number; items: { code: string; amount: number }[] } }>(TRANSFERS, vars, pg)).data!.transfers;
    expect((await list({})).items.map((i) => i.code)[0]).toBe(made.code);
    expect((await list({ searchParam: paidB.code })).items.map((i) => i.code)).toEqual([made.code]);
    expect((await list({ searchParam: made.code.slice(-6) })).total).toBe(1);
    const byAmount = (await list({ sortField: 'amount', sortDirection: 'ASC' })).items.map((i) => i.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    const paged = await list({ first: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, items: [{ amount: 1170 }] });

    const invoice = await t.gql<{ invoice: { transfer: { id: string; code: string } } }>(
      'query($id: ID) { invoice(id: $id) { transfer { id code } } }',
      { id: paidA.id },
      pg,
    );
    expect(invoice.data!.invoice.transfer).toEqual({ id: made.id, code: made.code });
  }, 60000);

  it("the spec's `transferId: null` and `refundTransferId: null` list only what no transfer holds (spec 002 L174)", async () => {
    type Row = { id: string; transferId: string | null; refundTransferId?: string | null };
    const rows = async (query: string, field: 'invoices' | 'webPayments' | 'disputes', vars: Record<string, unknown> = {}) => {
      const r = await t.gql<Record<string, { items: Row[] }>>(query, vars, bank);
      expect(r.errors).toBeUndefined();
      return r.data![field].items;
    };
    // Omitted: every invoice, those of the transfer too; an explicit null: none a transfer holds.
    const all = await rows('{ invoices(first: 1000) { items { id transferId } } }', 'invoices');
    expect(all.map((i) => i.id)).toContain(paidA.id);
    const free = await rows('{ invoices(first: 1000, transferId: null) { items { id transferId } } }', 'invoices');
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((i) => i.transferId === null)).toBe(true);
    expect(free.map((i) => i.id)).not.toContain(paidA.id);
    // Through a variable sent as null, as a client written to the spec does.
    const viaVariable = await rows('query($t: ID) { invoices(first: 1000, transferId: $t) { items { id transferId } } }', 'invoices', { t: null });
    expect(viaVariable.map((i) => i.id).sort()).toEqual(free.map((i) => i.id).sort());
    expect((await rows('{ webPayments(first: 1000, transferId: null) { items { id transferId } } }', 'webPayments')).every((c) => c.transferId === null)).toBe(
      true,
    );
    const disputes = await rows('{ disputes(first: 100, transferId: null, refundTransferId: null) { items { id transferId refundTransferId } } }', 'disputes');
    expect(disputes.every((d) => d.transferId === null && d.refundTransferId === null)).toBe(true);
  }, 60000);

  it('refuses to take the same items again, and checks what is asked', async () => {
    const before = await balanceCents(t, bank, orgId);
    expect(message(await createTransfer(t, bank, { invoiceIds: [paidA.id] }))).toBe(`${TRANSFER_MESSAGES.unavailable} (1 of 1).`);
    expect(message(await createTransfer(t, bank, { refundIds: [made.refunds[0].id] }))).toBe(TRANSFER_MESSAGES.nothingSelected);
    expect(message(await createTransfer(t, bank, { invoiceIds: ['not-an-id'] }))).toBe(`${TRANSFER_MESSAGES.unavailable}.`);
    // A dispute nobody can transfer (unknown) counts among what is not available; nothing is taken.
    expect(message(await createTransfer(t, bank, { invoiceIds: [paidA.id], disputeIds: ['00000000-0000-4000-8000-000000000000'] }))).toBe(
      `${TRANSFER_MESSAGES.unavailable} (2 of 2).`,
    );
    expect(await balanceCents(t, bank, orgId)).toBe(before);
    // The refused ones are not listed.
    expect((await t.gql<{ transfers: { total: number } }>(TRANSFERS, {}, bank)).data!.transfers.total).toBe(2);
  }, 60000);

  it('two transfers submitted at once over the same invoice: exactly one takes it', async () => {
    const [a, b, c] = [await paidInvoiceOf(t, owner, 'race-a'), await paidInvoiceOf(t, owner, 'race-b'), await paidInvoiceOf(t, owner, 'race-c')];
    const before = await balanceCents(t, bank, orgId);
    const results = await Promise.all([createTransfer(t, bank, { invoiceIds: [a.id, b.id] }), createTransfer(t, bank, { invoiceIds: [b.id, c.id] })]);
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(message(refused[0])).toMatch(new RegExp(`^${TRANSFER_MESSAGES.unavailable}`));
    const winner = ok[0].data!.createTransaction;
    const em = t.app.get(MikroORM).em.fork();
    expect(await em.count(TransferItem, { itemId: b.id })).toBe(1);
    const rows = await em.find(Invoice, { id: { $in: [a.id, b.id, c.id] } });
    for (const row of rows) {
      const taken = winner.invoices.some((i) => i.id === row.id);
      expect({ code: row.code, status: row.status, transferId: row.transferId ?? null }).toEqual({
        code: row.code,
        status: taken ? 'disbursed' : 'paid',
        transferId: taken ? winner.id : null,
      });
    }
    expect(await balanceCents(t, bank, orgId)).toBe(before - cents(winner.amount));
  }, 60000);

  it('a failure in the middle is undone: items given back, ledger entries reversed, no transfer; then it can be made', async () => {
    const failing = await paidInvoiceOf(t, owner, 'fail-x', { recipientName: 'Fail Me' });
    const other = await paidInvoiceOf(t, owner, 'fail-y');
    const em = t.app.get(MikroORM).em.fork();
    const db = em.getConnection();
    // A real failure inside the saga's marking step, after the ledger was posted: the database refuses one invoice.
    await db.execute(`create function fail_me() returns trigger language plpgsql as $$ begin
      if new.status = 'disbursed' and new.recipient_name = 'Fail Me' then raise exception 'disk on fire'; end if; return new; end $$`);
    await db.execute('create trigger fail_me before update on invoice for each row execute function fail_me()');
    const before = await balanceCents(t, bank, orgId);
    try {
      const r = await createTransfer(t, bank, { invoiceIds: [failing.id, other.id] });
      expect(message(r)).toBe(TRANSFER_MESSAGES.failed);
    } finally {
      await db.execute('drop trigger fail_me on invoice');
      await db.execute('drop function fail_me()');
    }
    const failed = await em.findOneOrFail(Transfer, { status: 'failed' }, { orderBy: { createdAt: 'desc' } });
    expect(failed.requested).toEqual({ invoice: [failing.id, other.id] });
    expect(failed.failureReason).toBe(TRANSFER_MESSAGES.failed);
    expect(await em.count(TransferItem, { transfer: failed.id })).toBe(0);
    for (const row of await em.find(Invoice, { id: { $in: [failing.id, other.id] } })) expect([row.status, row.transferId ?? null]).toEqual(['paid', null]);
    // Posted, then reversed: the balance is where it was.
    const entries = await payableEntries(em, { sourceId: failed.id });
    expect(entries.map((e) => [e.transactionType, e.amountCents])).toEqual([
      ['transfer', -(payable(failing) + payable(other))],
      ['transferReversal', payable(failing) + payable(other)],
    ]);
    expect(await balanceCents(t, bank, orgId)).toBe(before);

    const again = await createTransfer(t, bank, { invoiceIds: [failing.id, other.id] });
    expect(again.errors).toBeUndefined();
    expect(cents(again.data!.createTransaction.amount)).toBe(payable(failing) + payable(other));
  }, 60000);

  it('a start whose answer is lost while the saga runs does not mark the transfer failed; a start that never happened does', async () => {
    const process = t.app.get(TransferProcessService);
    const start = process.start.bind(process);
    const lost = jest.spyOn(process, 'start').mockImplementationOnce(async (input) => {
      await start(input);
      throw new Error('14 UNAVAILABLE: deadline exceeded');
    });
    try {
      const invoice = await paidInvoiceOf(t, owner, 'lost-start');
      const r = await createTransfer(t, bank, { invoiceIds: [invoice.id] });
      expect(r.errors).toBeUndefined();
      const row = await t.app.get(MikroORM).em.fork().findOneOrFail(Transfer, { id: r.data!.createTransaction.id });
      expect([row.status, row.failureReason ?? null]).toEqual(['completed', null]);
    } finally {
      lost.mockRestore();
    }

    const never = jest.spyOn(process, 'start').mockRejectedValueOnce(new Error('14 UNAVAILABLE: connection refused'));
    try {
      const invoice = await paidInvoiceOf(t, owner, 'no-start');
      expect(message(await createTransfer(t, bank, { invoiceIds: [invoice.id] }))).toBe(TRANSFER_MESSAGES.failed);
      const row = await t.app
        .get(MikroORM)
        .em.fork()
        .findOneOrFail(Transfer, { status: { $in: ['pending', 'failed'] } }, { orderBy: { createdAt: 'desc' } });
      expect(row.requested).toEqual({ invoice: [invoice.id] });
      expect([row.status, row.failureReason]).toEqual(['failed', 'The transfer process could not be started']);
    } finally {
      never.mockRestore();
    }
  }, 60000);

  it('takes paid checkouts; webPayments(status paid, hasTransfer false) offers them until then; the process ends through the transfer', async () => {
    const checkout = await paidCheckout(t, 'TRF-ORDER-1');
    const invoice = await paidInvoiceOf(t, owner, 'with-checkout');
    const OFFERED =
      'query($h: Boolean) { webPayments(status: paid, hasTransfer: $h, first: 1000) { total items { id code status amount merchantProcessingFee transferId owner { name } } } }';
    const offered = async (h: boolean) =>
      (await t.gql<{ webPayments: { items: { id: string; transferId: string | null }[] } }>(OFFERED, { h }, bank)).data!.webPayments.items;
    expect((await offered(false)).map((c) => c.id)).toContain(checkout.id);
    const r = await createTransfer(t, bank, { invoiceIds: [invoice.id], checkoutIds: [checkout.id] });
    expect(r.errors).toBeUndefined();
    const transfer = r.data!.createTransaction;
    // 450.00 less the 11.25 merchant fee.
    expect(cents(transfer.amount)).toBe(payable(invoice) + 43_875);
    expect(transfer.webPayments).toEqual([{ id: checkout.id, code: checkout.code, status: 'disbursed', transferId: transfer.id }]);
    expect((await offered(false)).map((c) => c.id)).not.toContain(checkout.id);
    // hasTransfer true lists those a transfer holds; status paid excludes the now disbursed one.
    expect((await offered(true)).every((c) => c.transferId !== null)).toBe(true);
    // The checkout's process took the transfer's signal and ended disbursed, with the transfer's id.
    const handle = (await t.app.get(TemporalService).getClient()).workflow.getHandle(checkoutWorkflowId(checkout.code));
    expect(await handle.result()).toBe('disbursed');
    expect(await handle.query(checkoutStateQuery)).toMatchObject({ status: 'disbursed', transferId: transfer.id });
  }, 60000);

  it('a disbursement outside a transfer debits the ledger', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'by-hand');
    const before = await balanceCents(t, bank, orgId);
    expect((await t.gql<{ updateStatus: { status: string } }>(STATUS, { id: invoice.id, status: 'disbursed' }, pg)).data!.updateStatus.status).toBe(
      'disbursed',
    );
    const ledger = await ledgerOf(t, bank, orgId);
    expect(ledger.items[0]).toMatchObject({ transactionType: 'disbursement', sourceId: invoice.id });
    expect(await balanceCents(t, bank, orgId)).toBe(before - payable(invoice));
    // Not offered to a transfer any more.
    expect(message(await createTransfer(t, bank, { invoiceIds: [invoice.id] }))).toMatch(new RegExp(`^${TRANSFER_MESSAGES.unavailable}`));
  }, 60000);

  it('notes: the bank admin edits them; an empty text is refused with the spec message', async () => {
    expect(message(await t.gql(NOTES, { id: made.id, notes: '  ' }, bank))).toBe('Required Description');
    expect(
      (await t.gql<{ updateTransferNotes: { notes: string } }>(NOTES, { id: made.id, notes: 'Paid on Monday' }, bank)).data!.updateTransferNotes.notes,
    ).toBe('Paid on Monday');
  }, 60000);

  it('refuses other roles and tenants; an unknown transfer reads as not found', async () => {
    const code = async (query: string, vars: Record<string, unknown>, token?: string) => (await t.gql(query, vars, token)).errors?.[0]?.extensions?.code;
    for (const token of [owner, finance, pg])
      expect(await code('mutation($i: [ID!]) { createTransaction(invoiceIds: $i) { id } }', { i: [paidA.id] }, token)).toBe('FORBIDDEN');
    for (const token of [owner, finance, pg]) expect(await code(NOTES, { id: made.id, notes: 'x' }, token)).toBe('FORBIDDEN');
    expect(await code(TRANSFER, { id: made.id }, owner)).toBe('FORBIDDEN');
    expect(await code('query($o: ID!) { orgLedger(organizationId: $o) { total } }', { o: orgId }, owner)).toBe('FORBIDDEN');
    expect(await code('{ outstandingAmount { amount } }', {}, owner)).toBe('FORBIDDEN');
    expect(await code(TRANSFER, { id: '00000000-0000-4000-8000-000000000000' }, bank)).toBe('NOT_FOUND');
    // A merchant reads no other organization's balance.
    const [other] = await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ id: string }[]>(`select id from organization where name = 'Paro Valley Hotel'`);
    expect(
      (await t.gql<{ organization: null }>('query($id: ID!) { organization(id: $id) { currentBalance } }', { id: other.id }, owner)).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  }, 60000);

  it('GET /transfer/:id is a PDF for staff, refused without a session or to merchants', async () => {
    const get = (token?: string, id = made.id) => fetch(`${t.url}/transfer/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get()).status).toBe(401);
    expect((await get(owner)).status).toBe(403);
    expect((await get(bank, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const res = await get(finance);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="transfer-${made.code}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-8).toString()).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(1500);
  }, 60000);

  it('the ledger pages newest first, and its running balances add up entry by entry', async () => {
    const all = await ledgerOf(t, bank, orgId);
    const page2 = (
      await t.gql<{ orgLedger: { total: number; items: { balance: number }[] } }>(
        'query($o: ID!) { orgLedger(organizationId: $o, first: 3, page: 2) { total items { balance } } }',
        { o: orgId },
        bank,
      )
    ).data!.orgLedger;
    expect(page2.total).toBe(all.total);
    expect(page2.items.map((i) => i.balance)).toEqual(all.items.slice(3, 6).map((i) => i.balance));
    const oldestFirst = [...all.items].reverse();
    oldestFirst.forEach((entry, i) => expect(cents(entry.balance)).toBe((i === 0 ? 0 : cents(oldestFirst[i - 1].balance)) + cents(entry.amount)));
    expect(cents(all.items[0].balance)).toBe(await balanceCents(t, bank, orgId));
  }, 60000);

  it('a notification retried after its mails went out (the worker died before its last row) sends none of them again', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'notify-retry');
    const events = t.app.get(EventsService);
    const record = events.record.bind(events);
    let crashed = false;
    const spy = jest.spyOn(events, 'record').mockImplementation((em, input) => {
      if (input.slug === 'transfer-notified' && !crashed) {
        crashed = true;
        throw new Error('worker died before the last row');
      }
      return record(em, input);
    });
    try {
      const r = await createTransfer(t, bank, { invoiceIds: [invoice.id] });
      expect(r.errors).toBeUndefined();
      const code = r.data!.createTransaction.code;
      const db = t.app.get(MikroORM).em.fork().getConnection();
      const marker = `select count(*)::int as n from event where subject_id = ? and slug = 'transfer-notified'`;
      await eventually(async () => ((await db.execute<{ n: number }[]>(marker, [r.data!.createTransaction.id]))[0].n === 1 ? true : undefined));
      expect(crashed).toBe(true);
      // The bank's report and the merchant's share, once each.
      expect((await t.outbox()).filter((m) => m.text.includes(`Transfer ${code}`))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  }, 60000);

  // transfer.activities.ts: refunds outweighing the payments would "transfer" a negative sum.
  it('refuses a transfer whose refunds outweigh its payments: nothing taken, no ledger entry', async () => {
    const [small, refunded] = [await paidInvoiceOf(t, owner, 'negative-a'), await paidInvoiceOf(t, owner, 'negative-b')];
    // 1,090.00 plus its share of the 27.90 fee the payer paid (27.14) is 1,117.14, more than the 1,092.49 the other invoice brings in.
    const refund = await bankApprovedRefund(t, owner, bank, refunded.id, 1090);
    expect(cents(refund.requestedAmount)).toBe(111_714);
    expect(payable(small)).toBe(109_249);
    const before = await balanceCents(t, bank, orgId);
    const ledgerBefore = (await ledgerOf(t, bank, orgId)).total;

    expect(message(await createTransfer(t, bank, { invoiceIds: [small.id], refundIds: [refund.id] }))).toBe(TRANSFER_MESSAGES.negativeTotal);
    expect((await invoiceRow(small.id)).transferId).toBeFalsy();
    const em = t.app.get(MikroORM).em.fork();
    expect((await em.findOneOrFail(Refund, { id: refund.id })).transferId).toBeFalsy();
    expect(await em.count(TransferItem, { itemId: { $in: [small.id, refund.id] } })).toBe(0);
    expect(await balanceCents(t, bank, orgId)).toBe(before);
    expect((await ledgerOf(t, bank, orgId)).total).toBe(ledgerBefore);
  }, 60000);

  // transfers.service.ts: at most MAX_TRANSFER_ITEMS_PER_KIND ids of each kind, counted once each.
  it('refuses more than the per-kind item cap, before anything is claimed', async () => {
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    expect(message(await createTransfer(t, bank, { invoiceIds: ids(MAX_TRANSFER_ITEMS_PER_KIND + 1) }))).toBe(TRANSFER_MESSAGES.tooMany);
    expect(message(await createTransfer(t, bank, { invoiceIds: [paidA.id], refundIds: ids(MAX_TRANSFER_ITEMS_PER_KIND + 1) }))).toBe(TRANSFER_MESSAGES.tooMany);
    // At the cap the ids are looked at (none of these exists); a repeated id counts once.
    const atCap = ids(MAX_TRANSFER_ITEMS_PER_KIND);
    expect(message(await createTransfer(t, bank, { invoiceIds: [...atCap, atCap[0]] }))).toBe(
      `${TRANSFER_MESSAGES.unavailable} (${MAX_TRANSFER_ITEMS_PER_KIND} of ${MAX_TRANSFER_ITEMS_PER_KIND}).`,
    );
  }, 60000);
});
