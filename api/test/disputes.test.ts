import { MikroORM } from '@mikro-orm/postgresql';

import { Dispute } from '../src/disputes/dispute.entity';
import { DisputeIntakeService, UNRECORDED_CHARGE_WINDOW_MS } from '../src/disputes/dispute-intake.service';
import { DisputeProcessorEvent } from '../src/disputes/dispute-processor-event.entity';
import { Payment } from '../src/invoices/payment.entity';
import { ChargeNotRecordedYetError } from '../src/payments/processor-disputes';
import { loadSandboxConfig } from '../src/payments/sandbox/sandbox-config';
import { SandboxDispute } from '../src/payments/sandbox/sandbox-dispute.entity';
import { signSandboxPayload } from '../src/payments/sandbox/sandbox-signature';
import { SandboxWebhook } from '../src/payments/sandbox/sandbox-webhook.entity';
import {
  DENY,
  DISPUTE,
  disputeOf,
  type DisputeResult,
  EVENTS,
  LIST,
  MERCHANT_APPROVE,
  paidWithDisputeCard,
  PG_APPROVE,
  PG_REVIEW,
  upload,
} from './support/dispute-fixtures';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { CASE_ACTORS, loginAll, PDF } from './support/people-fixtures';
import { paidInvoice } from './support/refund-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// Disputes end to end on the real API, PostgreSQL, Temporal worker and Sandbox: the Sandbox opens
// a dispute for a 4000 0000 0000 0259 charge and delivers it as a signed webhook; the merchant,
// the platform and the Sandbox's outcome move it; every refusal changes nothing.

type Data<K extends string> = Record<K, DisputeResult>;

describe('disputes: Sandbox webhook intake, merchant and platform decisions, processor outcome (real PostgreSQL + Temporal)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let user: string;
  let bank: string;
  let pg: string;
  let declined: DisputeResult;
  let invoiceId: string;

  beforeAll(async () => {
    // The Sandbox opens (and decides) disputes after 300 ms here, and reads its queue often.
    Object.assign(process.env, { SANDBOX_DISPUTE_DELAY_MS: '300', SANDBOX_WEBHOOK_POLL_MS: '100' });
    t = await createTestApp({ worker: true });
    [owner, admin, user, bank, pg] = await loginAll(t, CASE_ACTORS);
  });
  afterAll(async () => {
    await t.close();
    delete process.env.SANDBOX_DISPUTE_DELAY_MS;
    delete process.env.SANDBOX_WEBHOOK_POLL_MS;
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const error = async (query: string, variables: Record<string, unknown>, token: string) => (await t.gql(query, variables, token)).errors?.[0];

  it('a 0259 charge opens a dispute at the Sandbox, delivered as a signed webhook: a Dispute row under the invoice and its process', async () => {
    const { invoice, chargeId } = await paidWithDisputeCard(t, owner, 'dispute-1');
    invoiceId = invoice.id;
    const dispute = await disputeOf(t, owner, invoice.id);
    expect(dispute).toMatchObject({
      status: 'open',
      progressStatus: 'received',
      disputeAmount: invoice.totals.total,
      reason: 'fraudulent',
      acceptanceFee: 0,
      awaitingMyAction: true,
      availableActions: ['merchantApprove', 'merchantDecline'],
      // The processor's id and status are the platform admin's only.
      stripeDisputeId: null,
      stripeStatus: null,
    });
    expect(dispute.code).toMatch(/^DSP-\d{4}-\d{6,}$/);
    // The Sandbox's response window (7 days by default).
    const due = Date.parse(dispute.merchantResponseDueDate) - Date.now();
    expect(due).toBeGreaterThan(6.9 * 86_400_000);
    expect(due).toBeLessThan(7.1 * 86_400_000);
    const asPg = (await t.gql<Data<'dispute'>>(DISPUTE, { id: dispute.id }, pg)).data!.dispute;
    expect(asPg.stripeDisputeId).toMatch(/^dp_sandbox_/);
    expect(asPg.stripeStatus).toBe('needs_response');
    const row = await em().findOneOrFail(Dispute, { id: dispute.id });
    expect(row).toMatchObject({ processor: 'sandbox', chargeId, type: 'invoice', disputeAmountCents: Math.round(invoice.totals.total * 100) });
    const sandbox = await em().findOneOrFail(SandboxDispute, { disputeId: asPg.stripeDisputeId! });
    expect(sandbox.charge.id).toBe(chargeId);
    // History and the e-mail to the merchant's deciders.
    const events = (await t.gql<{ events: { items: { name: string }[] } }>(EVENTS, { id: dispute.id }, owner)).data!.events.items.map((e) => e.name);
    expect(events).toContain('Dispute received');
    await eventually(async () =>
      (await t.outbox()).some((m) => m.text.includes(`Dispute ${dispute.code} is waiting for your response`) && m.text.includes('owner@demo.test'))
        ? true
        : undefined,
    );
    declined = dispute;
  });

  it('a redelivered webhook creates nothing new; a bad or missing signature is refused', async () => {
    const hook = await em().findOneOrFail(SandboxWebhook, { type: 'charge.dispute.created', deliveredAt: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
    const body = JSON.stringify(hook.payload);
    const secret = loadSandboxConfig().webhookSecret;
    const send = (signature?: string) =>
      fetch(`${t.url}/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
        body,
      });
    const before = { disputes: await em().count(Dispute, {}), events: await em().count(DisputeProcessorEvent, {}) };
    const replay = await send(signSandboxPayload(body, secret));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, handled: 1 });
    expect({ disputes: await em().count(Dispute, {}), events: await em().count(DisputeProcessorEvent, {}) }).toEqual(before);
    expect((await send()).status).toBe(400);
    expect((await send(signSandboxPayload(body, 'another secret'))).status).toBe(400);
    expect((await send(signSandboxPayload(body, secret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
  });

  it('a dispute webhook that arrives before its charge is recorded is answered 503 and taken when delivered again', async () => {
    // The race: the Sandbox's webhook can come before the payment activity has written the charge.
    const hook = await em().findOneOrFail(SandboxWebhook, { type: 'charge.dispute.created', deliveredAt: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
    const payload = structuredClone(hook.payload) as { id: string; data: { object: Record<string, unknown> } };
    const chargeId = `ch_not_yet_${Date.now()}`;
    payload.id = `evt_not_yet_${Date.now()}`;
    Object.assign(payload.data.object, { id: `dp_not_yet_${Date.now()}`, charge: chargeId, created: Math.floor(Date.now() / 1000) });
    const body = JSON.stringify(payload);
    const send = () =>
      fetch(`${t.url}/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxPayload(body, loadSandboxConfig().webhookSecret) },
        body,
      });
    const early = await send();
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ message: `No payment with charge ${chargeId} is recorded yet; deliver the event again later.` });
    expect(await em().count(DisputeProcessorEvent, { eventId: payload.id })).toBe(0);
    // The payment is recorded (here: a paid invoice's payment takes the charge id), then the retry.
    const { invoice } = await paidInvoice(t, owner, 'dispute-late-charge');
    await em().nativeUpdate(Payment, { invoice: invoice.id }, { chargeId });
    const late = await send();
    expect(late.status).toBe(200);
    const dispute = await disputeOf(t, owner, invoice.id);
    expect(dispute).toMatchObject({ status: 'open', progressStatus: 'received' });
  });

  it('other tenants see nothing; read-only, bank and platform roles may not take the merchant decision', async () => {
    const stranger = await otherMerchantOwner(t);
    expect((await error(DISPUTE, { id: declined.id }, stranger))?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql<{ disputes: { total: number } }>(LIST, {}, stranger)).data!.disputes.total).toBe(0);
    expect((await error(MERCHANT_APPROVE, { id: declined.id }, stranger))?.extensions?.code).toBe('NOT_FOUND');
    expect((await error(EVENTS, { id: declined.id }, stranger))?.extensions?.code).toBe('NOT_FOUND');
    expect((await fetch(`${t.url}/dispute/${declined.id}`, { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);
    // The role matrix: User (read-only) and bank staff are refused; PG waits its turn.
    expect((await error(MERCHANT_APPROVE, { id: declined.id }, user))?.extensions?.code).toBe('FORBIDDEN');
    expect((await error(MERCHANT_APPROVE, { id: declined.id }, bank))?.extensions?.code).toBe('FORBIDDEN');
    expect((await error(PG_APPROVE, { id: declined.id }, pg))?.message).toBe('This dispute is not awaiting your action.');
    expect((await error(PG_REVIEW, { id: declined.id }, pg))?.message).toBe('This dispute is not awaiting your action.');
    expect((await error(PG_APPROVE, { id: declined.id }, owner))?.extensions?.code).toBe('FORBIDDEN');
    // The bank sees it (staff see all) but never acts on disputes.
    expect((await t.gql<Data<'dispute'>>(DISPUTE, { id: declined.id }, bank)).data!.dispute).toMatchObject({ availableActions: [], awaitingMyAction: false });
    expect((await em().findOneOrFail(Dispute, { id: declined.id })).progressStatus).toBe('received');
  });

  it('the decline form is validated with the spec messages; the supporting document is checked by content', async () => {
    const base = { id: declined.id, reasonToWinDispute: 'other', otherReasonDescription: 'Tour delivered', productServiceTypeProvided: 'bookingOrReservation' };
    const doc = await upload(t, owner, PDF);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ reasonToWinDispute: null }, 'Reason is required'],
      [{ reasonToWinDispute: 'cardholderWithdrewDispute' }, 'Withdrawal Date is required'],
      [{ reasonToWinDispute: 'cardholderWithdrewDispute', withdrawalDateByCustomer: tomorrow }, 'Date can not be in the future'],
      [{ reasonToWinDispute: 'customerWasRefunded', customerAlreadyRefunded: 'paidInCash' }, 'Refund date is required'],
      [{ reasonToWinDispute: 'cutomerReceviedCreditOrVoucherOutsidePG' }, 'Credit/Voucher date is required'],
      [{ reasonToWinDispute: 'bookingCancelledOrDelayedDueToGovtOrder' }, 'Cancellation/Delay date is required'],
      [{ otherReasonDescription: ' ' }, 'Description is required'],
      [{ productServiceTypeProvided: null }, 'Please select product or service type'],
      [{ supportingDocument: null }, 'Please upload a supporting document'],
      // Gateway refunds must be the invoice's own (this invoice has none).
      [
        { reasonToWinDispute: 'customerWasRefunded', customerAlreadyRefunded: 'paidViaPaymentGateway', refundId: '00000000-0000-4000-8000-000000000000' },
        'Please select refund',
      ],
    ];
    for (const [override, expected] of cases) {
      const got = await error(DENY, { dispute: { ...base, supportingDocument: { path: doc, caption: 'terms.pdf' }, ...override } }, owner);
      expect({ override, message: got?.message }).toEqual({ override, message: expected });
    }
    // Not an image or PDF by content, or someone else's upload.
    const html = await upload(t, owner, Buffer.from('<html></html>'), 'x.pdf').catch(() => null);
    expect(html).toBeNull();
    const adminsUpload = await upload(t, admin, PDF);
    expect((await error(DENY, { dispute: { ...base, supportingDocument: { path: adminsUpload } } }, owner))?.message).toBe(
      'Upload not found. Please upload the file again.',
    );
    expect((await em().findOneOrFail(Dispute, { id: declined.id })).progressStatus).toBe('received');
  });

  it('owner declines with a document; PG sets it in review (evidence to the Sandbox); the Sandbox decides won: overturned, closed', async () => {
    const doc = await upload(t, owner, PDF, 'booking-terms.pdf');
    const denied = await t.gql<Data<'merchantDenyDispute'>>(
      DENY,
      {
        dispute: {
          id: declined.id,
          reasonToWinDispute: 'requestMadeAfterDateOfTerms',
          productServiceTypeProvided: 'bookingOrReservation',
          additionalInformation: 'winning_evidence: the request came 200 days after the tour.',
          supportingDocument: { path: doc, caption: 'booking-terms.pdf' },
          // A proof of another reason is not kept.
          refundProof: { path: await upload(t, owner, PDF) },
        },
      },
      owner,
    );
    expect(denied.errors).toBeUndefined();
    expect(denied.data!.merchantDenyDispute).toMatchObject({
      progressStatus: 'merchantDeclined',
      status: 'open',
      reasonToWinDispute: 'requestMAdeAfterDateOfTerms',
      productOrServiceDetails: ' Travel Related Expense',
      acceptanceFee: 0,
      supportingDocument: { caption: 'booking-terms.pdf', path: doc },
      refundProof: null,
      availableActions: [],
    });
    // A second merchant decision is refused, nothing changes.
    expect((await error(MERCHANT_APPROVE, { id: declined.id }, admin))?.message).toBe('This dispute is not awaiting your action.');
    expect((await t.gql<Data<'dispute'>>(DISPUTE, { id: declined.id }, pg)).data!.dispute.availableActions).toEqual(['pgReview']);
    expect((await error(PG_APPROVE, { id: declined.id }, pg))?.message).toBe('This dispute is not awaiting your action.');

    const review = await t.gql<Data<'pgDisputeInReview'>>(PG_REVIEW, { id: declined.id }, pg);
    expect(review.errors).toBeUndefined();
    expect(review.data!.pgDisputeInReview).toMatchObject({ progressStatus: 'inReview', status: 'open', stripeStatus: 'under_review', lastError: null });
    // dispute-files.ts: the evidence went to the processor with the review; no more is taken
    // (canAddDisputeEvidence), whether it is still in review or already decided.
    const late = await t.gql(
      'mutation($file: CreateFileInput!) { createFile(file: $file) { id } }',
      { file: { disputeId: declined.id, type: 'dispute_supporting_document', path: await upload(t, owner, PDF, 'late.pdf'), caption: 'late.pdf' } },
      owner,
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sandbox = await em().findOneOrFail(SandboxDispute, { disputeId: review.data!.pgDisputeInReview.stripeDisputeId! });
    expect(sandbox.evidence).toMatchObject({
      files: [{ kind: 'supportingDocument', name: 'booking-terms.pdf', mimetype: 'application/pdf', size: PDF.length }],
    });
    expect(sandbox.evidence!.explanation).toContain('winning_evidence');

    const won = await eventually(async () => {
      const d = (await t.gql<Data<'dispute'>>(DISPUTE, { id: declined.id }, pg)).data!.dispute;
      return d.progressStatus === 'overturned' ? d : undefined;
    });
    expect(won).toMatchObject({ status: 'closed', stripeStatus: 'won', availableActions: [] });
    expect(won.resolutionDate).not.toBeNull();
    const events = (await t.gql<{ events: { items: { name: string; user: { email: string } | null }[] } }>(EVENTS, { id: declined.id }, owner)).data!.events
      .items;
    expect(events.find((e) => e.name === 'Dispute declined by merchant')?.user?.email).toBe('owner@demo.test');
    expect(events.find((e) => e.name === 'Dispute set in review by platform')?.user?.email).toBe('pg.admin@demo.test');
    expect(events.find((e) => e.name === 'Dispute won at the card processor')?.user).toBeNull();
    expect(events.map((e) => e.name)).toContain('Evidence submitted to the card processor');
    expect((await error(PG_REVIEW, { id: declined.id }, pg))?.message).toBe('This dispute is closed and can no longer be changed.');
  }, 40000);

  it('admin accepts (the USD 15 fee); PG approves: closed, refunded; the Sandbox closes it as lost', async () => {
    const { invoice } = await paidWithDisputeCard(t, owner, 'dispute-2');
    const dispute = await disputeOf(t, admin, invoice.id);
    const accepted = await t.gql<Data<'merchantApproveDispute'>>(MERCHANT_APPROVE, { id: dispute.id }, admin);
    expect(accepted.data!.merchantApproveDispute).toMatchObject({ progressStatus: 'merchantApproved', status: 'open', acceptanceFee: 15 });
    expect((await t.gql<Data<'dispute'>>(DISPUTE, { id: dispute.id }, pg)).data!.dispute).toMatchObject({
      awaitingMyAction: true,
      availableActions: ['pgApprove'],
    });
    expect((await error(PG_REVIEW, { id: dispute.id }, pg))?.message).toBe('This dispute is not awaiting your action.');
    const approved = await t.gql<Data<'pgApproveDispute'>>(PG_APPROVE, { id: dispute.id }, pg);
    expect(approved.data!.pgApproveDispute).toMatchObject({ progressStatus: 'refunded', status: 'closed', acceptanceFee: 15 });
    // Conceded at the Sandbox, whose closing webhook then only updates the processor status.
    const lost = await eventually(async () => {
      const d = (await t.gql<Data<'dispute'>>(DISPUTE, { id: dispute.id }, pg)).data!.dispute;
      return d.stripeStatus === 'lost' ? d : undefined;
    });
    expect(lost).toMatchObject({ progressStatus: 'refunded', status: 'closed' });
    expect((await error(PG_APPROVE, { id: dispute.id }, pg))?.message).toBe('This dispute is closed and can no longer be changed.');
  }, 30000);

  it("the response due date passing without an answer accepts the dispute on the merchant's behalf (autoApproved)", async () => {
    // A processor event with a due date a moment away, through the same intake as the webhooks.
    const { chargeId } = await paidInvoice(t, owner, 'dispute-deadline');
    const intake = t.app.get(DisputeIntakeService);
    const event = {
      processor: 'sandbox' as const,
      eventId: 'evt_deadline_1',
      kind: 'created' as const,
      disputeId: 'dp_deadline_1',
      chargeId,
      amountCents: 5000,
      currency: 'USD',
      reason: 'product_not_received',
      status: 'needs_response',
      evidenceDueBy: new Date(Date.now() + 1500),
      outcome: null,
    };
    expect(await intake.receive(event)).toBe('created');
    expect(await intake.receive(event)).toBe('replayed');
    const row = await em().findOneOrFail(Dispute, { processorDisputeId: 'dp_deadline_1' });
    const auto = await eventually(async () => {
      const d = (await t.gql<Data<'dispute'>>(DISPUTE, { id: row.id }, owner)).data!.dispute;
      return d.progressStatus === 'autoApproved' ? d : undefined;
    });
    expect(auto).toMatchObject({ status: 'open', acceptanceFee: 15, availableActions: [] });
    expect((await error(MERCHANT_APPROVE, { id: row.id }, owner))?.message).toBe('This dispute is not awaiting your action.');
    const events = (await t.gql<{ events: { items: { name: string; user: unknown }[] } }>(EVENTS, { id: row.id }, owner)).data!.events.items;
    expect(events.find((e) => e.name === 'Dispute auto approved: no merchant response by the due date')?.user).toBeNull();
    expect((await t.gql<Data<'pgApproveDispute'>>(PG_APPROVE, { id: row.id }, pg)).data!.pgApproveDispute.progressStatus).toBe('refunded');
    // A charge the platform never took (a dispute opened a day ago or more) is acknowledged and ignored.
    const dayAgo = new Date(Date.now() - UNRECORDED_CHARGE_WINDOW_MS - 1000);
    expect(await intake.receive({ ...event, eventId: 'evt_unknown', disputeId: 'dp_unknown', chargeId: 'ch_nobody', openedAt: dayAgo })).toBe('unknownCharge');
    expect(await intake.receive({ ...event, eventId: 'evt_unknown_2', disputeId: 'dp_unknown_2', chargeId: 'ch_nobody' })).toBe('unknownCharge');
    // A recent one may be a charge still being recorded: refused, so the processor delivers it again.
    await expect(
      intake.receive({ ...event, eventId: 'evt_unknown_3', disputeId: 'dp_unknown_3', chargeId: 'ch_nobody', openedAt: new Date() }),
    ).rejects.toThrow(ChargeNotRecordedYetError);
    expect(await em().count(DisputeProcessorEvent, { eventId: { $like: 'evt_unknown%' } })).toBe(0);
  }, 30000);

  it('lists with filters, search, sort on every sortable column, pages with a total, and the awaiting-my-action filter per role', async () => {
    type L = { disputes: { total: number; items: { code: string; progressStatus: string; disputeAmount: number; awaitingMyAction: boolean }[] } };
    // The demo data's disputes are the same merchant's: counts are taken against the database.
    const all = (await t.gql<L>(LIST, { first: 100 }, pg)).data!.disputes;
    expect(all.total).toBe(await em().count(Dispute, {}));
    expect(all.total).toBeGreaterThanOrEqual(3);
    for (const sortField of ['createdAt', 'code', 'customer', 'disputeAmount', 'progressStatus']) {
      const asc = await t.gql<L>(LIST, { sortField, sortDirection: 'ASC' }, owner);
      expect({ sortField, errors: asc.errors }).toEqual({ sortField, errors: undefined });
    }
    const byAmount = (await t.gql<L>(LIST, { sortField: 'disputeAmount', sortDirection: 'ASC', first: 100 }, owner)).data!.disputes.items.map(
      (d) => d.disputeAmount,
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    const page2 = (await t.gql<L>(LIST, { first: 2, page: 2, sortField: 'code', sortDirection: 'ASC' }, owner)).data!.disputes;
    expect(page2.total).toBe(all.total);
    expect(page2.items).toHaveLength(2);
    expect((await t.gql<L>(LIST, { searchParam: declined.code }, owner)).data!.disputes.items.map((d) => d.code)).toEqual([declined.code]);
    expect((await t.gql<L>(LIST, { progressStatus: ['overturned'] }, owner)).data!.disputes.total).toBe(
      await em().count(Dispute, { progressStatus: 'overturned' }),
    );
    expect((await t.gql<L>(LIST, { invoiceId }, owner)).data!.disputes.total).toBe(1);
    // A new received dispute waits for the merchant, not the platform or the read-only User.
    const { invoice } = await paidWithDisputeCard(t, owner, 'dispute-3');
    const fresh = await disputeOf(t, owner, invoice.id);
    const awaiting = (await t.gql<L>(LIST, { awaitingMyAction: true, first: 100 }, owner)).data!.disputes.items;
    expect(awaiting.map((d) => d.code)).toContain(fresh.code);
    expect(awaiting.every((d) => d.progressStatus === 'received' && d.awaitingMyAction)).toBe(true);
    expect((await t.gql<L>(LIST, { awaitingMyAction: true }, user)).data!.disputes.total).toBe(0);
    expect((await t.gql<L>(LIST, { awaitingMyAction: true }, bank)).data!.disputes.total).toBe(0);
    const forPg = (await t.gql<L>(LIST, { awaitingMyAction: true, first: 100 }, pg)).data!.disputes.items;
    expect(forPg.every((d) => ['merchantApproved', 'autoApproved', 'merchantDeclined'].includes(d.progressStatus))).toBe(true);
    expect(forPg.map((d) => d.code)).not.toContain(fresh.code);
    // The invoice lists its disputes for the details page's table.
    const inv = await t.gql<{ invoice: { disputes: { code: string }[] } }>(
      'query($id: ID) { invoice(id: $id) { disputes { id code disputeAmount progressStatus status createdAt } } }',
      { id: invoice.id },
      owner,
    );
    expect(inv.data!.invoice.disputes).toHaveLength(1);
  }, 30000);

  it('the report is a PDF for merchant deciders and the platform; refused to the read-only User, the bank and strangers', async () => {
    const get = (token?: string) => fetch(`${t.url}/dispute/${declined.id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const token of [owner, admin, pg]) {
      const res = await get(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
    }
    expect((await get(user)).status).toBe(403);
    expect((await get(bank)).status).toBe(403);
    expect((await get()).status).toBe(401);
    expect((await fetch(`${t.url}/dispute/not-a-uuid`, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(404);
  });
});
