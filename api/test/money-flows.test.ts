// @long-running 30 s: every money flow end to end through real processes (jest.sequencer.js starts it early).
import { MikroORM } from '@mikro-orm/postgresql';
import { CHECKOUT_ACTION_MESSAGES, formatMoney, INVOICE_ACTION_MESSAGES, invoiceTransferAmountCents, percentToBps, TRANSFER_MESSAGES } from '@pg/domain';
import { checkoutStateQuery, checkoutWorkflowId, invoiceStateQuery, invoiceWorkflowId } from '@pg/workflows';

import { WebPayment } from '../src/checkouts/web-payment.entity';
import { Dispute } from '../src/disputes/dispute.entity';
import { DisputeIntakeService } from '../src/disputes/dispute-intake.service';
import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { Organization } from '../src/organizations/organization.entity';
import { Refund } from '../src/refunds/refund.entity';
import { TemporalService } from '../src/temporal/temporal.service';
import { Transfer } from '../src/transfers/transfer.entity';
import { TransferItem } from '../src/transfers/transfer-item.entity';
import { disputeOf, type DisputeResult, MERCHANT_APPROVE as ACCEPT_DISPUTE, paidWithDisputeCard } from './support/dispute-fixtures';
import { bookInvariants, payableEntries, paymentJournalsOffTheirPaidAt } from './support/ledger-fixtures';
import { APPROVE, AVAILABLE, MERCHANT_APPROVE, refundInput, REQUEST, requestRefund, RESOLVE } from './support/refund-fixtures';
import { balanceCents, bankApprovedRefund, cents, createTransfer, ledgerOf, outstandingCents, paidCheckout, paidInvoiceOf } from './support/transfer-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// The money flows joined end to end (docs/decisions/0064-dispute-money.md), on the real API,
// PostgreSQL, Temporal worker and Sandbox: checkouts and disputes post to the ledger where their
// money moves, and transfers take checkouts (through their processes), disputes and won disputes
// with the spec 002 s4 total, so an organization's balance is back to 0 once all is transferred.

const DAY = 86_400_000;
const DISBURSE_CHECKOUT = 'mutation($id: ID!) { disburseWebPayment(id: $id) { id status } }';
const DISBURSE_INVOICE = 'mutation($id: ID!) { updateStatus(id: $id, status: disbursed) { id status } }';
const payable = (invoice: { totals: { subtotal: number } }) => invoiceTransferAmountCents(cents(invoice.totals.subtotal), percentToBps(2.5));

describe('money flows: checkouts and disputes in the ledger and in transfers (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let pg: string;
  let druk: string;
  let hotel: string;

  beforeAll(async () => {
    // The Sandbox opens disputes of 0259 charges after 300 ms here, and reads its queue often.
    Object.assign(process.env, { SANDBOX_DISPUTE_DELAY_MS: '300', SANDBOX_WEBHOOK_POLL_MS: '100' });
    t = await createTestApp({ worker: true });
    [owner, bank, pg] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => t.login(e)));
    const em = t.app.get(MikroORM).em.fork();
    druk = (await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' })).id;
    hotel = (await em.findOneOrFail(Organization, { name: 'Paro Valley Hotel' })).id;
  }, 60000);
  afterAll(async () => {
    await t.close();
    delete process.env.SANDBOX_DISPUTE_DELAY_MS;
    delete process.env.SANDBOX_WEBHOOK_POLL_MS;
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const client = () => t.app.get(TemporalService).getClient();
  const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
  const entriesOf = (sourceId: string) => payableEntries(em(), { sourceId });
  const chargeOf = async (invoiceId: string) => (await em().findOneOrFail(Payment, { invoice: invoiceId, status: 'succeeded' })).chargeId!;

  /** A dispute of a charge through the intake every processor's events go through (as a Stripe or Sandbox event would). */
  const intake = (key: string, chargeId: string, amountCents: number, outcome: 'won' | null = null) =>
    t.app.get(DisputeIntakeService).receive({
      processor: 'sandbox',
      eventId: `evt_${key}_${outcome ?? 'created'}`,
      kind: outcome ? 'closed' : 'created',
      disputeId: `dp_${key}`,
      chargeId,
      amountCents,
      currency: 'USD',
      reason: 'product_not_received',
      status: outcome ?? 'needs_response',
      evidenceDueBy: new Date(Date.now() + 7 * DAY),
      outcome,
    });
  const disputeRow = (key: string) => em().findOneOrFail(Dispute, { processorDisputeId: `dp_${key}` });
  /** A dispute the merchant accepted (USD 15 fee): offered to a transfer. */
  const acceptedDispute = async (key: string, chargeId: string, amountCents: number) => {
    await intake(key, chargeId, amountCents);
    const row = await disputeRow(key);
    const accepted = await t.gql<{ merchantApproveDispute: DisputeResult }>(ACCEPT_DISPUTE, { id: row.id }, owner);
    expect(accepted.data?.merchantApproveDispute).toMatchObject({ progressStatus: 'merchantApproved', acceptanceFee: 15 });
    return row;
  };
  /** A dispute the processor decided for the merchant (overturned, won): offered as a won dispute. */
  const wonDispute = async (key: string, chargeId: string, amountCents: number) => {
    await intake(key, chargeId, amountCents);
    await intake(key, chargeId, amountCents, 'won');
    return eventually(async () => {
      const row = await disputeRow(key);
      return row.progressStatus === 'overturned' && row.processorStatus === 'won' ? row : undefined;
    });
  };

  it('a checkout payment credits its payable in the payment transaction; a Bank Admin disburse debits it and ends the process', async () => {
    const before = await balanceCents(t, bank, druk);
    const checkout = await paidCheckout(t, 'MF-ORDER-1');
    // 450.00 less the 11.25 merchant fee.
    expect(checkout.payableCents).toBe(43_875);
    expect((await entriesOf(checkout.id)).map((e) => [e.transactionType, e.amountCents, e.sourceType, e.remarks])).toEqual([
      ['checkoutPayment', 43_875, 'webPayment', `Checkout ${checkout.code} paid`],
    ]);
    expect(await balanceCents(t, bank, druk)).toBe(before + 43_875);

    const done = await t.gql<{ disburseWebPayment: { status: string } }>(DISBURSE_CHECKOUT, { id: checkout.id }, bank);
    expect(done.data!.disburseWebPayment.status).toBe('disbursed');
    expect((await entriesOf(checkout.id)).map((e) => [e.transactionType, e.amountCents])).toEqual([
      ['checkoutPayment', 43_875],
      ['disbursement', -43_875],
    ]);
    expect(await balanceCents(t, bank, druk)).toBe(before);
    expect(await (await client()).workflow.getHandle(checkoutWorkflowId(checkout.code)).result()).toBe('disbursed');
    // Disbursed by hand: no transfer may take it.
    const invoice = await paidInvoiceOf(t, owner, 'mf-1');
    expect(message(await createTransfer(t, bank, { invoiceIds: [invoice.id], checkoutIds: [checkout.id] }))).toBe(`${TRANSFER_MESSAGES.unavailable} (1 of 2).`);
  }, 60000);

  it('a checkout refund debits the refunded amount from the bank approval (issue 47: reserved), naming the checkout; the card refund spends the reserve', async () => {
    const checkout = await paidCheckout(t, 'MF-ORDER-2');
    const refund = await requestRefund(t, owner, { ...refundInput(checkout.id), type: 'checkout' });
    await t.gql(MERCHANT_APPROVE, { id: refund.id }, owner);
    const before = await balanceCents(t, bank, druk);
    await t.gql(APPROVE, { id: refund.id }, bank);
    // 100.00 + the fee the payer paid, pro rata (full refund terms): 11.21 x 100 / 450 = 2.49; the merchant bears it.
    const reserved = [['refund', -10_249, `Refund ${refund.code} of checkout ${checkout.code} approved: reserved for the card`]];
    expect((await entriesOf(refund.id)).map((e) => [e.transactionType, e.amountCents, e.remarks])).toEqual(reserved);
    expect(await balanceCents(t, bank, druk)).toBe(before - 10_249);
    await t.gql(APPROVE, { id: refund.id }, pg);
    expect((await t.gql<{ resolvedAsRefunded: { progressStatus: string } }>(RESOLVE, { id: refund.id }, pg)).data!.resolvedAsRefunded.progressStatus).toBe(
      'refunded',
    );
    expect((await entriesOf(refund.id)).map((e) => [e.transactionType, e.amountCents, e.remarks])).toEqual(reserved);
    expect(await balanceCents(t, bank, druk)).toBe(before - 10_249);
  }, 60000);

  it('a dispute debits the disputed amount when it arrives (Sandbox webhook), the USD 15 fee when accepted; a redelivery posts nothing', async () => {
    const before = await balanceCents(t, bank, druk);
    const { invoice } = await paidWithDisputeCard(t, owner, 'mf-dispute-1');
    const dispute = await disputeOf(t, owner, invoice.id);
    const total = cents(invoice.totals.total);
    expect((await entriesOf(dispute.id)).map((e) => [e.transactionType, e.amountCents])).toEqual([['dispute', -total]]);
    expect((await entriesOf(dispute.id))[0].remarks).toBe(
      `Dispute ${dispute.code} of invoice ${invoice.code}: ${formatMoney(total)} taken back by the card processor`,
    );
    expect(await balanceCents(t, bank, druk)).toBe(before + payable(invoice) - total);

    const accepted = await t.gql<{ merchantApproveDispute: DisputeResult }>(ACCEPT_DISPUTE, { id: dispute.id }, owner);
    expect(accepted.data!.merchantApproveDispute.acceptanceFee).toBe(15);
    expect((await entriesOf(dispute.id)).map((e) => [e.transactionType, e.amountCents, e.remarks])).toEqual([
      ['dispute', -total, expect.any(String)],
      ['dispute', -1_500, `Dispute ${dispute.code} accepted: $15.00 fee`],
    ]);
    // The same processor event again, and the same dispute under a new event id: nothing more is posted.
    const row = await em().findOneOrFail(Dispute, { id: dispute.id });
    await t.app.get(DisputeIntakeService).receive({
      processor: 'sandbox',
      eventId: 'evt_mf_again',
      kind: 'updated',
      disputeId: row.processorDisputeId,
      chargeId: row.chargeId,
      amountCents: total,
      currency: 'USD',
      reason: 'fraudulent',
      status: 'needs_response',
      evidenceDueBy: row.merchantResponseDueDate,
      outcome: null,
    });
    expect(await entriesOf(dispute.id)).toHaveLength(2);
    expect(await balanceCents(t, bank, druk)).toBe(before + payable(invoice) - total - 1_500);
  }, 60000);

  it('a won dispute credits the amount back; a dispute of a checkout posts to the checkout owner', async () => {
    const before = await balanceCents(t, bank, hotel);
    const checkout = await paidCheckout(t, 'MF-HOTEL-1', 'Paro Valley Hotel', 30_000);
    const row = await wonDispute('mf-won-1', checkout.chargeId, 20_000);
    expect(row.type).toBe('checkout');
    expect((await entriesOf(row.id)).map((e) => [e.organizationId, e.transactionType, e.amountCents])).toEqual([
      [hotel, 'dispute', -20_000],
      [hotel, 'disputeWon', 20_000],
    ]);
    expect((await entriesOf(row.id))[1].remarks).toBe(`Dispute ${row.code} of checkout ${checkout.code} won: $200.00 returned`);
    expect(await balanceCents(t, bank, hotel)).toBe(before + checkout.payableCents);
  }, 60000);

  it('a received dispute is not offered (its fee is not known yet); the spec queries list what a transfer may take', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'mf-received');
    await intake('mf-received', await chargeOf(invoice.id), 5_000);
    const received = await disputeRow('mf-received');
    const other = await paidInvoiceOf(t, owner, 'mf-received-2');
    expect(message(await createTransfer(t, bank, { invoiceIds: [other.id], disputeIds: [received.id] }))).toBe(`${TRANSFER_MESSAGES.unavailable} (1 of 2).`);
    expect(message(await createTransfer(t, bank, { invoiceIds: [other.id], wonDisputeIds: [received.id] }))).toBe(`${TRANSFER_MESSAGES.unavailable} (1 of 2).`);
    expect((await em().findOneOrFail(Dispute, { id: received.id })).transferId ?? null).toBeNull();

    type L = { disputes: { items: { id: string; transferId: string | null; refundTransferId: string | null; progressStatus: string }[] } };
    const offered = await t.gql<L>(
      'query($p: [DisputeProgressStatus!]) { disputes(progressStatus: $p, hasTransfer: false, first: 100) { items { id progressStatus transferId refundTransferId } } }',
      { p: ['merchantApproved', 'autoApproved', 'merchantDeclined', 'inReview', 'overturned', 'refunded'] },
      bank,
    );
    expect(offered.data!.disputes.items.map((d) => d.id)).not.toContain(received.id);
    expect(offered.data!.disputes.items.every((d) => d.transferId === null && d.progressStatus !== 'received')).toBe(true);
    const won = await t.gql<L>(
      '{ disputes(progressStatus: [overturned], stripeStatus: "won", hasRefundTransfer: false, first: 100) { items { id progressStatus transferId refundTransferId } } }',
      {},
      bank,
    );
    expect(won.data!.disputes.items.length).toBeGreaterThan(0);
    expect(won.data!.disputes.items.every((d) => d.progressStatus === 'overturned' && d.refundTransferId === null)).toBe(true);
    // invoices(status paid, hasTransfer false) lists no invoice a transfer holds.
    const invoices = await t.gql<{ invoices: { items: { transferId: string | null; status: string }[] } }>(
      '{ invoices(status: paid, hasTransfer: false, first: 100) { items { status transferId } } }',
      {},
      bank,
    );
    expect(invoices.data!.invoices.items.every((i) => i.status === 'paid' && i.transferId === null)).toBe(true);
  }, 60000);

  it('a transfer of an invoice, a checkout, a refund, a dispute and a won dispute: the spec total, one ledger entry per organization, items marked, processes ended', async () => {
    // Druk Heritage Tours: an invoice less a refund of it and an accepted dispute (amount + fee).
    const invoice = await paidInvoiceOf(t, owner, 'mf-all-invoice');
    const refund = await bankApprovedRefund(t, owner, bank, invoice.id);
    const disputed = await paidInvoiceOf(t, owner, 'mf-all-disputed');
    const dispute = await acceptedDispute('mf-all-dispute', await chargeOf(disputed.id), 30_000);
    // Paro Valley Hotel: a checkout and a won dispute of another of its checkouts.
    const checkout = await paidCheckout(t, 'MF-HOTEL-2', 'Paro Valley Hotel', 80_000);
    const wonOf = await paidCheckout(t, 'MF-HOTEL-3', 'Paro Valley Hotel', 25_000);
    const won = await wonDispute('mf-all-won', wonOf.chargeId, 25_000);

    const before = { druk: await balanceCents(t, bank, druk), hotel: await balanceCents(t, bank, hotel), outstanding: await outstandingCents(t, bank) };
    const r = await createTransfer(t, bank, {
      notes: 'All kinds',
      invoiceIds: [invoice.id],
      checkoutIds: [checkout.id],
      refundIds: [refund.id],
      disputeIds: [dispute.id],
      wonDisputeIds: [won.id],
    });
    expect(r.errors).toBeUndefined();
    const made = r.data!.createTransaction;
    // Spec 002 s4: invoices net + checkouts net - disputes - refunds + won disputes.
    const shares = { druk: payable(invoice) - 10_249 - (30_000 + 1_500), hotel: checkout.payableCents + 25_000 };
    expect(cents(made.amount)).toBe(shares.druk + shares.hotel);
    expect(made.items.map((i) => [i.kind, i.code, cents(i.signedAmount)])).toEqual([
      ['checkout', checkout.code, checkout.payableCents],
      ['dispute', dispute.code, -31_500],
      ['invoice', invoice.code, payable(invoice)],
      ['refund', refund.code, -10_249],
      ['wonDispute', won.code, 25_000],
    ]);

    // One transfer entry per organization: its share, debited.
    const entries = await entriesOf(made.id);
    expect(entries.map((e) => [e.organizationId, e.transactionType, e.amountCents]).sort()).toEqual(
      [
        [druk, 'transfer', -shares.druk],
        [hotel, 'transfer', -shares.hotel],
      ].sort(),
    );
    expect(await balanceCents(t, bank, druk)).toBe(before.druk - shares.druk);
    expect(await balanceCents(t, bank, hotel)).toBe(before.hotel - shares.hotel);
    expect(await outstandingCents(t, bank)).toBe(before.outstanding - cents(made.amount));

    // Items marked: invoice and checkout disbursed with the transfer, refund and disputes recorded.
    const db = em();
    expect(await db.findOneOrFail(Invoice, { id: invoice.id })).toMatchObject({ status: 'disbursed', transferId: made.id });
    expect(await db.findOneOrFail(WebPayment, { id: checkout.id })).toMatchObject({ status: 'disbursed', transferId: made.id });
    expect((await db.findOneOrFail(WebPayment, { id: checkout.id })).disbursedAt).toBeTruthy();
    expect((await db.findOneOrFail(Refund, { id: refund.id })).transferId).toBe(made.id);
    expect(await db.findOneOrFail(Dispute, { id: dispute.id })).toMatchObject({ transferId: made.id });
    expect(await db.findOneOrFail(Dispute, { id: won.id })).toMatchObject({ refundTransferId: made.id });
    expect((await db.findOneOrFail(Dispute, { id: won.id })).transferId ?? null).toBeNull();
    // The transfer lists them with the real types; the disputes link back with the transfer's code.
    expect(made.webPayments).toEqual([{ id: checkout.id, code: checkout.code, status: 'disbursed', transferId: made.id }]);
    expect(made.disputes).toEqual([
      {
        id: dispute.id,
        code: dispute.code,
        progressStatus: 'merchantApproved',
        transferId: made.id,
        refundTransferId: null,
        transfer: { id: made.id, code: made.code },
      },
    ]);
    expect(made.wonDisputes).toEqual([
      {
        id: won.id,
        code: won.code,
        progressStatus: 'overturned',
        transferId: null,
        refundTransferId: made.id,
        refundTransfer: { id: made.id, code: made.code },
      },
    ]);
    const asMerchant = await t.gql<{ dispute: { transfer: { id: string; code: string } | null } }>(
      'query($id: ID!) { dispute(id: $id) { transfer { id code } refundTransfer { id code } } }',
      { id: dispute.id },
      owner,
    );
    expect(asMerchant.data!.dispute.transfer).toEqual({ id: made.id, code: made.code });

    // The invoice's and the checkout's processes ended disbursed, through the transfer's signals.
    const temporal = await client();
    expect(await temporal.workflow.getHandle(invoiceWorkflowId(invoice.code)).result()).toBe('disbursed');
    const checkoutProcess = temporal.workflow.getHandle(checkoutWorkflowId(checkout.code));
    expect(await checkoutProcess.result()).toBe('disbursed');
    expect(await checkoutProcess.query(checkoutStateQuery)).toMatchObject({ status: 'disbursed', transferId: made.id });

    // Nothing of it can be taken again.
    const again = await paidInvoiceOf(t, owner, 'mf-all-again');
    const refused = await createTransfer(t, bank, {
      invoiceIds: [again.id],
      checkoutIds: [checkout.id],
      refundIds: [refund.id],
      disputeIds: [dispute.id],
      wonDisputeIds: [won.id],
    });
    expect(message(refused)).toBe(`${TRANSFER_MESSAGES.unavailable} (4 of 5).`);
  }, 90000);

  it('two transfers at once over the same dispute: exactly one takes it; a row one takes as a dispute and the other as a won dispute does not deadlock', async () => {
    const [a, b] = [await paidInvoiceOf(t, owner, 'mf-race-a'), await paidInvoiceOf(t, owner, 'mf-race-b')];
    const raced = await paidInvoiceOf(t, owner, 'mf-race-disputed');
    const dispute = await acceptedDispute('mf-race', await chargeOf(raced.id), 10_000);
    const results = await Promise.all([
      createTransfer(t, bank, { invoiceIds: [a.id], disputeIds: [dispute.id] }),
      createTransfer(t, bank, { invoiceIds: [b.id], disputeIds: [dispute.id] }),
    ]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(message(results.find((r) => r.errors)!)).toBe(`${TRANSFER_MESSAGES.unavailable} (1 of 2).`);
    const winner = ok[0].data!.createTransaction;
    expect(await em().count(TransferItem, { itemId: dispute.id, kind: 'dispute' })).toBe(1);
    expect((await em().findOneOrFail(Dispute, { id: dispute.id })).transferId).toBe(winner.id);
    // The loser took nothing: its invoice is still paid without a transfer.
    const loser = winner.invoices[0].id === a.id ? b : a;
    expect(await em().findOneOrFail(Invoice, { id: loser.id })).toMatchObject({ status: 'paid', transferId: null });

    // Two won disputes X and Y, neither deducted yet: one transfer deducts X and gives Y back,
    // the other the reverse, at the same time. Both lock the dispute rows in one order.
    const [c, d] = [await paidInvoiceOf(t, owner, 'mf-cross-c'), await paidInvoiceOf(t, owner, 'mf-cross-d')];
    const [x, y] = [await wonDispute('mf-cross-x', await chargeOf(c.id), 4_000), await wonDispute('mf-cross-y', await chargeOf(d.id), 4_000)];
    const [e, f] = [await paidInvoiceOf(t, owner, 'mf-cross-e'), await paidInvoiceOf(t, owner, 'mf-cross-f')];
    const crossed = await Promise.all([
      createTransfer(t, bank, { invoiceIds: [e.id], disputeIds: [x.id], wonDisputeIds: [y.id] }),
      createTransfer(t, bank, { invoiceIds: [f.id], disputeIds: [y.id], wonDisputeIds: [x.id] }),
    ]);
    expect(crossed.map((r) => r.errors)).toEqual([undefined, undefined]);
    const [first, second] = crossed.map((r) => r.data!.createTransaction);
    expect(await em().findOneOrFail(Dispute, { id: x.id })).toMatchObject({ transferId: first.id, refundTransferId: second.id });
    expect(await em().findOneOrFail(Dispute, { id: y.id })).toMatchObject({ transferId: second.id, refundTransferId: first.id });
  }, 90000);

  it('a disburse by hand while a transfer holds the item is refused and changes nothing; the transfer fails and gives it back; then it can be disbursed, once', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'mf-held', { recipientName: 'Hold Me' });
    const checkout = await paidCheckout(t, 'MF-HELD-1');
    const db = em().getConnection();
    // A real failure in the saga's marking step (after the items were taken): the database refuses the invoice.
    await db.execute(`create function mf_hold_me() returns trigger language plpgsql as $$ begin
      if new.status = 'disbursed' and new.recipient_name = 'Hold Me' then raise exception 'disk on fire'; end if; return new; end $$`);
    await db.execute('create trigger mf_hold_me before update on invoice for each row execute function mf_hold_me()');
    // The saga is held after taking the items: its ledger step waits for the merchant's row, locked
    // here (no key update: the items' rows may still reference it, the ledger's `for update` waits).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = em().transactional(async (tx) => {
      await tx.execute('select id from organization where id = ? for no key update', [druk]);
      holding();
      await released;
    });
    try {
      await held;
      const before = (await payableEntries(em(), { organizationId: druk })).length;
      const transfer = createTransfer(t, bank, { invoiceIds: [invoice.id], checkoutIds: [checkout.id] });
      await eventually(async () => ((await em().findOneOrFail(Invoice, { id: invoice.id })).transferId ? true : undefined));

      // The platform's Disburse of the invoice, the bank's of the checkout: refused, nothing changes.
      expect(message(await t.gql(DISBURSE_INVOICE, { id: invoice.id }, pg))).toBe(INVOICE_ACTION_MESSAGES.inTransfer);
      expect(message(await t.gql(DISBURSE_CHECKOUT, { id: checkout.id }, bank))).toBe(CHECKOUT_ACTION_MESSAGES.inTransfer);
      const temporal = await client();
      expect((await temporal.workflow.getHandle(invoiceWorkflowId(invoice.code)).query(invoiceStateQuery)).status).toBe('paid');
      expect((await temporal.workflow.getHandle(checkoutWorkflowId(checkout.code)).query(checkoutStateQuery)).status).toBe('paid');
      expect(await em().findOneOrFail(Invoice, { id: invoice.id })).toMatchObject({ status: 'paid' });
      expect(await em().findOneOrFail(WebPayment, { id: checkout.id })).toMatchObject({ status: 'paid' });

      release();
      await holder;
      expect(message(await transfer)).toBe(TRANSFER_MESSAGES.failed);
      expect(await payableEntries(em(), { organizationId: druk })).toHaveLength(before + 2); // the transfer's entry and its reversal
    } finally {
      release();
      await holder.catch(() => undefined);
      await db.execute('drop trigger mf_hold_me on invoice');
      await db.execute('drop function mf_hold_me()');
    }
    // Given back: paid, no transfer, processes still waiting.
    expect(await em().findOneOrFail(Invoice, { id: invoice.id })).toMatchObject({ status: 'paid', transferId: null });
    expect(await em().findOneOrFail(WebPayment, { id: checkout.id })).toMatchObject({ status: 'paid', transferId: null });
    const failed = await em().findOneOrFail(Transfer, { status: 'failed' }, { orderBy: { createdAt: 'desc' } });
    expect(failed).toMatchObject({ requested: { invoice: [invoice.id], checkout: [checkout.id] }, failureReason: TRANSFER_MESSAGES.failed });

    // Now the disbursements by hand work, debit the ledger and end the processes.
    const balance = await balanceCents(t, bank, druk);
    expect((await t.gql<{ updateStatus: { status: string } }>(DISBURSE_INVOICE, { id: invoice.id }, pg)).data!.updateStatus.status).toBe('disbursed');
    expect((await t.gql<{ disburseWebPayment: { status: string } }>(DISBURSE_CHECKOUT, { id: checkout.id }, bank)).data!.disburseWebPayment.status).toBe(
      'disbursed',
    );
    expect(await balanceCents(t, bank, druk)).toBe(balance - payable(invoice) - checkout.payableCents);
    const temporal = await client();
    expect(await temporal.workflow.getHandle(invoiceWorkflowId(invoice.code)).result()).toBe('disbursed');
    expect(await temporal.workflow.getHandle(checkoutWorkflowId(checkout.code)).result()).toBe('disbursed');
    expect((await ledgerOf(t, bank, druk)).items.slice(0, 2).map((e) => e.transactionType)).toEqual(['disbursement', 'disbursement']);
  }, 90000);

  it('a payment under an open dispute cannot be refunded beyond what the dispute left; a refund approved before the dispute is refused at the card', async () => {
    // Approved by everyone first, then the processor takes the whole charge back.
    const early = await paidInvoiceOf(t, owner, 'mf-disputed-refund');
    const total = cents(early.totals.total);
    const refund = await requestRefund(t, owner, refundInput(early.id));
    await t.gql(MERCHANT_APPROVE, { id: refund.id }, owner);
    await t.gql(APPROVE, { id: refund.id }, bank);
    await t.gql(APPROVE, { id: refund.id }, pg);
    await intake('mf-disputed-refund', await chargeOf(early.id), total);
    await eventually(async () => ((await entriesOf((await disputeRow('mf-disputed-refund')).id)).length === 1 ? true : undefined));
    // Nothing is left to refund, and nothing new may be asked.
    const available = await t.gql<{ availableRefundAmountAndRefundPolicyTerms: { amount: number } }>(AVAILABLE, { id: early.id }, owner);
    expect(available.data!.availableRefundAmountAndRefundPolicyTerms.amount).toBe(0);
    expect(message(await t.gql(REQUEST, { refund: refundInput(early.id, [{ description: 'Again', amount: 1 }]) }, owner))).toBe(
      'Refund amount can not be greater than the funds available for refund ($0.00 available).',
    );
    // Resolving the approved one would pay the cardholder twice: refused before the processor, no money moves.
    const resolved = await t.gql(RESOLVE, { id: refund.id }, pg);
    expect(message(resolved)).toBe('Refund amount can not be greater than the funds available for refund ($0.00 available).');
    // Only its reserve from the approvals (issue 47), released if the platform closes it as not refunded; no card refund.
    expect((await entriesOf(refund.id)).map((e) => [e.transactionType, e.amountCents])).toEqual([['refund', -10_249]]);
    const [cardRefunds] = await em()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from ledger_journal where source_key = ?`, [`refund:refund:${refund.id}`]);
    expect(Number(cardRefunds.n)).toBe(0);
    expect((await em().findOneOrFail(Refund, { id: refund.id })).processorRefundId ?? null).toBeNull();
  }, 90000);

  it('a transfer paying an organization more than its balance is refused, stating the overdraft; confirmed by Bank Admin it is made and recorded as such', async () => {
    const fresh = em();
    const lodge = fresh.create(Organization, {
      name: 'Overdraft Lodge',
      type: 'hotel',
      industry: 'TourismHotel',
      status: 'active',
      verified: true,
      email: 'stay@overdraft.test',
    });
    await fresh.flush();
    // Its only checkout is paid, then fully disputed: the processor took the money back, the
    // payable is below zero, and the checkout is still offered to a transfer.
    const checkout = await paidCheckout(t, 'MF-OD-1', 'Overdraft Lodge', 30_000);
    await intake('mf-od-1', checkout.chargeId, 30_000);
    await eventually(async () => ((await payableEntries(em(), { organizationId: lodge.id })).length === 2 ? true : undefined));
    const balance = await balanceCents(t, bank, lodge.id);
    expect(balance).toBe(checkout.payableCents - 30_000);
    const overdraft = checkout.payableCents - balance;

    const refused = await createTransfer(t, bank, { checkoutIds: [checkout.id] });
    expect(message(refused)).toBe(
      `This transfer would overdraw Overdraft Lodge by ${formatMoney(overdraft)} (balance ${formatMoney(balance)}, this transfer pays ${formatMoney(checkout.payableCents)}). A Bank Admin can confirm the overdraft.`,
    );
    expect((refused.errors?.[0] as { extensions?: { overdrafts?: unknown[] } }).extensions?.overdrafts).toEqual([
      { organizationId: lodge.id, organizationName: 'Overdraft Lodge', balanceCents: balance, shareCents: checkout.payableCents, overdraftCents: overdraft },
    ]);
    // Nothing half-written: the checkout is free again, the balance unchanged.
    expect(await em().findOneOrFail(WebPayment, { id: checkout.id })).toMatchObject({ status: 'paid', transferId: null });
    expect(await balanceCents(t, bank, lodge.id)).toBe(balance);

    const confirmed = await t.gql<{
      createTransaction: { id: string; overdrafts: { organizationName: string; overdraft: number; balance: number; share: number }[] };
    }>(
      `mutation($ids: [ID!]) { createTransaction(checkoutIds: $ids, confirmOverdraft: true) { id overdrafts { organizationName overdraft balance share } } }`,
      { ids: [checkout.id] },
      bank,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.createTransaction.overdrafts).toEqual([
      { organizationName: 'Overdraft Lodge', overdraft: overdraft / 100, balance: balance / 100, share: checkout.payableCents / 100 },
    ]);
    expect(await balanceCents(t, bank, lodge.id)).toBe(-30_000);
    expect((await entriesOf(confirmed.data!.createTransaction.id))[0].remarks).toMatch(/: overdraft of \$[\d,.]+ confirmed$/);
    // What it owes is shown apart, never netted into what the bank owes merchants.
    const outstanding = await t.gql<{ outstandingAmount: { owing: number; owingOrganizations: number } }>(
      '{ outstandingAmount { owing owingOrganizations } }',
      {},
      bank,
    );
    expect(outstanding.data!.outstandingAmount.owing).toBeGreaterThanOrEqual(300);
    expect(outstanding.data!.outstandingAmount.owingOrganizations).toBeGreaterThanOrEqual(1);
  }, 90000);

  /**
   * The books' invariants: every journal balances, each payment's journal is dated at its
   * paid_at, every balance equals the sum of its entries and outstandingAmount sums the positive
   * ones. Checked after each flow (afterEach), so that each flow is checked by itself.
   */
  async function expectBooksToHold() {
    const books = await bookInvariants(em());
    expect(books).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
    // Each payment's journal (the demo's and those paid above) is dated at its record's paid_at, to the microsecond.
    const dated = await paymentJournalsOffTheirPaidAt(em());
    expect(dated.payments).toBeGreaterThan(0);
    expect(dated.off).toEqual([]);
    const orgs = await em().getConnection().execute<{ id: string }[]>('select id from organization');
    let owed = 0;
    for (const { id } of orgs) {
      const sum = (await payableEntries(em(), { organizationId: id })).reduce((s, e) => s + e.amountCents, 0);
      expect({ id, balance: await balanceCents(t, bank, id) }).toEqual({ id, balance: sum });
      if (sum > 0) owed += sum;
    }
    expect(await outstandingCents(t, bank)).toBe(owed);
  }
  afterEach(expectBooksToHold, 60000);

  it('the books hold on their own; each ledger row shows the balance right after it, newest first, from the current balance down', async () => {
    await expectBooksToHold();
    const { items, total } = await ledgerOf(t, bank, hotel);
    expect(items).toHaveLength(total);
    expect(cents(items[0].balance)).toBe(await balanceCents(t, bank, hotel));
    items.forEach((e, i) => expect(cents(e.balance)).toBe((i + 1 < items.length ? cents(items[i + 1].balance) : 0) + cents(e.amount)));
  }, 60000);
});
