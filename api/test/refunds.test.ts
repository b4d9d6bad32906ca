import { MikroORM } from '@mikro-orm/postgresql';
import { REFUND_ACTION_MESSAGES } from '@pg/domain';

import { Refund } from '../src/refunds/refund.entity';
import { type CreatedInvoice, createInvoice, doiId, invoiceInput, otherMerchantOwner } from './support/invoice-fixtures';
import { CASE_ACTORS, loginAll, PDF } from './support/people-fixtures';
import {
  APPROVE,
  AVAILABLE,
  DECLINE,
  DENY,
  MERCHANT_APPROVE,
  NOT_REFUNDED,
  paidInvoice,
  refundInput,
  type RefundResult,
  REQUEST,
  requestRefund,
  RESOLVE,
} from './support/refund-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

const LIST = `query($progressStatus: RefundProgressStatus, $searchParam: String, $awaitingMyAction: Boolean, $sortField: String, $sortDirection: String, $first: Int, $page: Int) {
  refunds(progressStatus: $progressStatus, searchParam: $searchParam, awaitingMyAction: $awaitingMyAction, sortField: $sortField, sortDirection: $sortDirection, first: $first, page: $page) {
    total items { id code progressStatus awaitingMyAction owner { name } } } }`;
const EVENTS = 'query($id: ID!) { events(refundId: $id) { total items { name slug user { name email } } } }';
const DETAIL = `query($id: ID!) { refund(id: $id) { id code initiatedBy { email } invoice { id code refunds { id code requestedAmount } owner { name } }
  supportingDocuments { id } proofs { id } webPayment { id } } }`;

type Data<K extends string> = Record<K, RefundResult>;
const CREATE_FILE = 'mutation($file: CreateFileInput!) { createFile(file: $file) { id type caption } }';

describe('refunds: request, approve through three stages, refund at the processor (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let user: string;
  let bank: string;
  let pg: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, admin, user, bank, pg] = await loginAll(t, CASE_ACTORS);
  });
  afterAll(() => t.close());

  // Each test pays an invoice of its own (1148.40) and spends only from it: no test reads what
  // another left behind, and any one of them runs alone (-t).
  const paid = (key: string) => paidInvoice(t, owner, `refunds-${key}`);
  /** A refund of `invoice` approved through the three stages, not resolved yet. */
  const approvedRefund = async (invoice: CreatedInvoice, description: string, amount: number) => {
    const refund = await requestRefund(t, owner, refundInput(invoice.id, [{ description, amount }]));
    for (const [q, token] of [
      [MERCHANT_APPROVE, owner],
      [APPROVE, bank],
      [APPROVE, pg],
    ] as const) {
      expect((await t.gql(q, { id: refund.id }, token)).errors).toBeUndefined();
    }
    return refund;
  };
  /** A refund of a fresh paid invoice, refunded at the Sandbox and closed. */
  const refundedRefund = async (key: string) => {
    const { invoice } = await paid(key);
    const refund = await approvedRefund(invoice, 'Night 2 cancelled', 100);
    const r = await t.gql<Data<'resolvedAsRefunded'>>(RESOLVE, { id: refund.id }, pg);
    expect(r.data?.resolvedAsRefunded.progressStatus).toBe('refunded');
    return { invoice, refunded: r.data!.resolvedAsRefunded };
  };

  const available = async (invoice: CreatedInvoice, token = owner) =>
    (
      await t.gql<{ availableRefundAmountAndRefundPolicyTerms: { amount: number; refundPolicyTerms: string; platformFee: number } }>(
        AVAILABLE,
        { id: invoice.id },
        token,
      )
    ).data!.availableRefundAmountAndRefundPolicyTerms;
  const message = async (query: string, variables: Record<string, unknown>, token: string) => (await t.gql(query, variables, token)).errors?.[0]?.message;

  it('tells the available amount and the policy terms of a paid invoice', async () => {
    const { invoice } = await paid('available');
    expect(await available(invoice)).toEqual({ amount: invoice.totals.total, refundPolicyTerms: 'fullRefund', platformFee: 4.99 });
  });

  it('refuses invalid requests with the spec messages, and more than is available, writing nothing', async () => {
    const { invoice } = await paid('invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '' }, 'Please select refund reason'],
      [{ reason: 'other', notes: ' ' }, 'Please add an additional note'],
      [{ lineItems: [] }, 'Atleast one refund line item is required'],
      [{ lineItems: [{ description: '', amount: 5 }] }, 'Line item is missing  description'],
      [{ lineItems: [{ description: 'x', amount: null }] }, 'Line item is missing  amount'],
    ];
    for (const [override, expected] of cases) {
      expect({ override, m: await message(REQUEST, { refund: { ...refundInput(invoice.id), ...override } }, owner) }).toEqual({ override, m: expected });
    }
    // 1148.40 paid (27.90 of it the fee); 1130 of lines brings back at most that fee: 1157.90 is more than was paid.
    const before = await t.app.get(MikroORM).em.fork().count(Refund, {});
    const over = await message(REQUEST, { refund: refundInput(invoice.id, [{ description: 'Everything', amount: 1130 }]) }, owner);
    expect(over).toBe('Refund amount can not be greater than the funds available for refund ($1,148.40 available).');
    expect(await t.app.get(MikroORM).em.fork().count(Refund, {})).toBe(before);
  });

  // refund-parent.ts: without the paid check an unpaid invoice would be refundable for its whole total.
  it('refuses to refund an invoice that is not paid, offering nothing and writing nothing', async () => {
    const unpaid = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const before = await t.app.get(MikroORM).em.fork().count(Refund, {});
    expect(await message(REQUEST, { refund: refundInput(unpaid.id) }, owner)).toBe(REFUND_ACTION_MESSAGES.parentNotPaid);
    expect(await message(AVAILABLE, { id: unpaid.id }, owner)).toBe(REFUND_ACTION_MESSAGES.parentNotPaid);
    expect(await t.app.get(MikroORM).em.fork().count(Refund, {})).toBe(before);
  });

  it('happy path: owner requests and approves, bank approves, platform approves and refunds through the Sandbox', async () => {
    const { invoice, chargeId } = await paid('happy');
    const refund = await requestRefund(t, user, refundInput(invoice.id));
    expect(refund.code).toMatch(/^REF-\d{4}-\d{6,}$/);
    // 100 + the fee the payer paid pro rata under fullRefund terms: 27.90 x 100 / 1120.50 = 2.49.
    expect(refund).toMatchObject({ status: 'open', progressStatus: 'initiated', requestedAmount: 102.49, totals: { subtotal: 100, fee: 2.49, total: 102.49 } });
    expect(refund.awaitingMyAction).toBe(false); // User is the read-only merchant role
    expect(await available(invoice)).toMatchObject({ amount: 1045.91 });

    // Out of turn: the bank and the platform wait; User may not decide (role matrix).
    expect(await message(APPROVE, { id: refund.id }, bank)).toBe('This refund is not awaiting your action.');
    expect(await message(RESOLVE, { id: refund.id }, pg)).toBe('This refund is not awaiting your action.');
    expect((await t.gql(MERCHANT_APPROVE, { id: refund.id }, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The process e-mails a stage's actor only while the refund still waits for them (a stage
    // decided before its e-mail went has nobody left to tell), so each actor here acts once told.
    const told = (email: string) =>
      eventually(async () =>
        (await t.outbox()).some(
          (f) => f.text.includes(`Subject: Refund ${refund.code} is waiting for your action`) && /^To: .*$/m.exec(f.text)?.[0].includes(email),
        )
          ? true
          : undefined,
      );
    await told('owner@demo.test');
    const m = await t.gql<Data<'merchantApprove'>>(MERCHANT_APPROVE, { id: refund.id }, owner);
    expect(m.data!.merchantApprove).toMatchObject({ progressStatus: 'merchantApproved', status: 'open' });
    expect(await message(MERCHANT_APPROVE, { id: refund.id }, admin)).toBe('This refund is not awaiting your action.');

    await told('bank.admin@demo.test');
    const b = await t.gql<Data<'approveRefund'>>(APPROVE, { id: refund.id }, bank);
    expect(b.data!.approveRefund).toMatchObject({ progressStatus: 'bankApproved', status: 'open' });
    await told('pg.admin@demo.test');
    const p = await t.gql<Data<'approveRefund'>>(APPROVE, { id: refund.id }, pg);
    expect(p.data!.approveRefund).toMatchObject({
      progressStatus: 'pgApproved',
      status: 'open',
      approvedAmount: 102.49,
      availableActions: ['resolveRefunded', 'resolveNotRefunded'],
    });

    const r = await t.gql<Data<'resolvedAsRefunded'>>(RESOLVE, { id: refund.id }, pg);
    expect(r.errors).toBeUndefined();
    const refunded = r.data!.resolvedAsRefunded;
    expect(refunded).toMatchObject({ progressStatus: 'refunded', status: 'closed', lastError: null, availableActions: [] });
    expect(refunded.closedDate).toBeTruthy();
    expect(await message(RESOLVE, { id: refund.id }, pg)).toBe('This refund is closed and can no longer be changed.');

    // The Sandbox charge shows the refund.
    const charge = (await (await fetch(`${t.url}/sandbox/charges/${chargeId}`)).json()) as { refundedCents: number; refunds: { amountCents: number }[] };
    expect(charge.refundedCents).toBe(10249);
    expect(charge.refunds.map((x) => x.amountCents)).toEqual([10249]);

    // History with the acting users.
    const history = await t.gql<{ events: { items: { name: string; user: { email: string } | null }[] } }>(EVENTS, { id: refund.id }, owner);
    const decisions = history
      .data!.events.items.filter((e) => e.user)
      .map((e) => `${e.name} by ${e.user!.email}`)
      .reverse();
    expect(decisions).toEqual([
      'Refund request open by user@demo.test',
      'Refund approved by merchant by owner@demo.test',
      'Refund approved by bank by bank.admin@demo.test',
      'Refund approved by platform by pg.admin@demo.test',
      'Processor refund by pg.admin@demo.test',
      'Refund resolved as refunded by pg.admin@demo.test',
    ]);

    // Each stage e-mailed its next actor; the requester hears of the close.
    const mails = await eventually(async () => {
      const all = await t.outbox();
      return all.some((f) => f.text.includes(`Refund ${refund.code} is closed`)) ? all : undefined;
    });
    const to = (subject: string) => mails.filter((f) => f.text.includes(subject)).map((f) => /^To: (.*)$/m.exec(f.text)?.[1] ?? '');
    const waiting = to(`Subject: Refund ${refund.code} is waiting for your action`);
    expect(waiting.some((x) => x.includes('owner@demo.test'))).toBe(true);
    expect(waiting.some((x) => x.includes('bank.admin@demo.test'))).toBe(true);
    expect(waiting.some((x) => x.includes('pg.admin@demo.test'))).toBe(true);
    expect(to(`Subject: Refund ${refund.code} is closed`)).toEqual(['user@demo.test']);

    const detail = await t.gql<{
      refund: { initiatedBy: { email: string }; invoice: { id: string; refunds: { code: string; requestedAmount: number }[]; owner: { name: string } } };
    }>(DETAIL, { id: refund.id }, owner);
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.refund.initiatedBy.email).toBe('user@demo.test');
    expect(detail.data!.refund.invoice).toMatchObject({
      id: invoice.id,
      refunds: [{ code: refund.code, requestedAmount: 102.49 }],
      owner: { name: 'Druk Heritage Tours' },
    });
  }, 60000);

  it('merchant decline goes to the bank, which denies with a reason; the amount is available again', async () => {
    const { invoice } = await paid('declined');
    const refund = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'Dinner', amount: 50 }]));
    expect(await message(DECLINE, { id: refund.id, reason: 'serviceWasProvided' }, admin)).toBe('Please provide reason');
    const d = await t.gql<Data<'merchantDecline'>>(DECLINE, { id: refund.id, reason: 'serviceWasProvided', explanation: 'The dinner was served' }, admin);
    expect(d.data!.merchantDecline).toMatchObject({ progressStatus: 'merchantDeclined', status: 'open' });
    expect(await message(MERCHANT_APPROVE, { id: refund.id }, owner)).toBe('This refund is not awaiting your action.');
    expect(await message(DENY, { id: refund.id, reason: '   ' }, bank)).toBe('Reason is required');
    const denied = await t.gql<Data<'denyRefund'>>(DENY, { id: refund.id, reason: 'Service was delivered' }, bank);
    expect(denied.data!.denyRefund).toMatchObject({ progressStatus: 'denied', status: 'closed', denialReason: 'Service was delivered' });
    expect(await message(APPROVE, { id: refund.id }, pg)).toBe('This refund is closed and can no longer be changed.');
    expect(await available(invoice)).toMatchObject({ amount: invoice.totals.total });
  }, 30000);

  it('the platform resolves as not refunded with a reason', async () => {
    const { invoice } = await paid('not-refunded');
    const refund = await approvedRefund(invoice, 'Transfer', 10);
    expect(await message(NOT_REFUNDED, { id: refund.id, reason: '' }, pg)).toBe('Reason is required');
    const r = await t.gql<Data<'resolvedAsNotRefunded'>>(NOT_REFUNDED, { id: refund.id, reason: 'Paid back in cash' }, pg);
    expect(r.data!.resolvedAsNotRefunded).toMatchObject({ progressStatus: 'notRefunded', status: 'closed', denialReason: 'Paid back in cash' });
  }, 30000);

  it('lists with filters, search, the awaiting-my-action checkbox and totals', async () => {
    // Its own invoice with one refund at each of three stages; merchant-wide lists are read for
    // what they must hold, as other tests (and the demo data) add refunds of the same merchant.
    const { invoice, refunded } = await refundedRefund('list');
    const forTheBank = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'Boat trip', amount: 30 }]));
    expect((await t.gql(MERCHANT_APPROVE, { id: forTheBank.id }, owner)).errors).toBeUndefined();
    const waiting = await requestRefund(t, admin, refundInput(invoice.id, [{ description: 'Guide day', amount: 20 }]));
    type L = { refunds: { total: number; items: { code: string; progressStatus: string; awaitingMyAction: boolean }[] } };
    const all = await t.gql<L>(LIST, {}, owner);
    expect(all.data!.refunds.items[0].code).toBe(waiting.code); // newest first
    const ofInvoice = await t.gql<L>(LIST, { searchParam: invoice.code }, owner);
    expect(ofInvoice.data!.refunds.total).toBe(3);
    expect(ofInvoice.data!.refunds.items.map((i) => i.code)).toEqual([waiting.code, forTheBank.code, refunded.code]);
    const refundedOnes = (await t.gql<L>(LIST, { progressStatus: 'refunded' }, owner)).data!.refunds.items;
    expect(refundedOnes.map((i) => i.code)).toContain(refunded.code);
    expect(refundedOnes.every((i) => i.progressStatus === 'refunded')).toBe(true);
    expect((await t.gql<L>(LIST, { searchParam: refunded.code }, pg)).data!.refunds.items.map((i) => i.code)).toEqual([refunded.code]);
    const mine = (await t.gql<L>(LIST, { awaitingMyAction: true }, owner)).data!.refunds.items;
    expect(mine[0]).toMatchObject({ code: waiting.code, awaitingMyAction: true });
    expect(mine.every((i) => i.progressStatus === 'initiated' && i.awaitingMyAction)).toBe(true);
    const forBank = (await t.gql<L>(LIST, { awaitingMyAction: true }, bank)).data!.refunds.items;
    expect(forBank.map((i) => i.code)).toContain(forTheBank.code);
    expect(forBank.every((i) => i.progressStatus === 'merchantApproved' && i.awaitingMyAction)).toBe(true);
    const everything = (await t.gql<L>(LIST, {}, pg)).data!.refunds.total;
    const paged = await t.gql<L>(LIST, { first: 2, page: 2, sortField: 'code', sortDirection: 'asc' }, pg);
    expect(paged.data!.refunds.total).toBe(everything);
    expect(paged.data!.refunds.items).toHaveLength(2);
    const pending = await t.gql<{ refundsPendingForTOAction: { total: number } }>('{ refundsPendingForTOAction(first: 10) { total items { id } } }', {}, owner);
    expect(pending.data!.refundsPendingForTOAction.total).toBe(mine.length);
  });

  it('a processor refusal leaves the refund at the platform stage with the error, and a retry refunds it', async () => {
    const { invoice, chargeId } = await paid('processor-refusal');
    const refund = await approvedRefund(invoice, 'Porter', 15);
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Refund, { id: refund.id }, { chargeId: 'ch_missing' });
    const failed = await message(RESOLVE, { id: refund.id }, pg);
    expect(failed).toMatch(/No such charge/i);
    const row = await em.fork().findOneOrFail(Refund, { id: refund.id });
    expect(row).toMatchObject({ progressStatus: 'pgApproved', status: 'open', lastError: failed });
    await em.nativeUpdate(Refund, { id: refund.id }, { chargeId });
    const retried = await t.gql<Data<'resolvedAsRefunded'>>(RESOLVE, { id: refund.id }, pg);
    expect(retried.data!.resolvedAsRefunded).toMatchObject({ progressStatus: 'refunded', lastError: null });
  }, 30000);

  it('attaches supporting documents and the decline policy file through createFile, and removes them', async () => {
    const { refunded } = await refundedRefund('documents');
    const presign = async (token: string) => {
      const res = await fetch(`${t.url}/issuePresignedURL?file-name=proof.pdf&file-type=application/pdf`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { signedRequest: string; fileName: string };
      const u = new URL(body.signedRequest);
      const put = await fetch(`${t.url}${u.pathname}${u.search}`, { method: 'PUT', body: new Uint8Array(PDF), headers: { 'content-type': 'application/pdf' } });
      expect(put.status).toBe(200);
      return body.fileName;
    };
    const doc = await t.gql<{ createFile: { id: string; type: string } }>(
      CREATE_FILE,
      { file: { refundId: refunded.id, type: 'refund_supporting_document', caption: 'Booking cancellation', path: await presign(owner) } },
      owner,
    );
    expect(doc.errors).toBeUndefined();
    const policy = await t.gql(CREATE_FILE, { file: { refundId: refunded.id, type: 'extended_policy_file', path: await presign(owner) } }, owner);
    expect(policy.errors).toBeUndefined();
    // The policy file is the merchant's; the bank adds supporting documents only.
    expect(
      (await t.gql(CREATE_FILE, { file: { refundId: refunded.id, type: 'extended_policy_file', path: await presign(bank) } }, bank)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    type D = { refund: { supportingDocuments: { id: string; caption: string; originalUrl: string }[]; proofs: { id: string }[] } };
    const files = `query($id: ID!) { refund(id: $id) { supportingDocuments { id caption originalUrl createdAt } proofs { id url caption } } }`;
    const detail = await t.gql<D>(files, { id: refunded.id }, bank);
    expect(detail.data!.refund.supportingDocuments).toMatchObject([{ id: doc.data!.createFile.id, caption: 'Booking cancellation' }]);
    expect(detail.data!.refund.proofs).toHaveLength(1);
    // Uploaded by the owner: the bank may not remove it; the owner may.
    const remove = 'mutation($id: ID!) { removeFile(file: { id: $id }) { success } }';
    expect((await t.gql(remove, { id: doc.data!.createFile.id }, bank)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(remove, { id: doc.data!.createFile.id }, owner)).errors).toBeUndefined();
    expect((await t.gql<D>(files, { id: refunded.id }, owner)).data!.refund.supportingDocuments).toEqual([]);
  });

  it('a demo refund written before its process existed gets one from its stage on first use', async () => {
    // The demo data's refund waiting for the bank (of the invoice named Berlin Birders).
    const seeded = await t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(Refund, { progressStatus: 'merchantApproved', invoice: { name: 'Berlin Birders' } });
    expect(await message(MERCHANT_APPROVE, { id: seeded.id }, owner)).toBe('This refund is not awaiting your action.');
    const b = await t.gql<Data<'approveRefund'>>(APPROVE, { id: seeded.id }, bank);
    expect(b.data!.approveRefund).toMatchObject({ progressStatus: 'bankApproved' });
    expect(await message(APPROVE, { id: seeded.id }, bank)).toBe('This refund is not awaiting your action.');
  }, 30000);

  it('keeps other merchants out: list, detail, history, available amount and requests', async () => {
    const { invoice, refunded } = await refundedRefund('tenancy');
    const other = await otherMerchantOwner(t);
    expect(
      (await t.gql(CREATE_FILE, { file: { refundId: refunded.id, type: 'refund_supporting_document', path: 'x' } }, other)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.gql<{ refunds: { total: number } }>(LIST, {}, other)).data!.refunds.total).toBe(0);
    for (const [query, vars] of [
      [DETAIL, { id: refunded.id }],
      [EVENTS, { id: refunded.id }],
      [AVAILABLE, { id: invoice.id }],
      [REQUEST, { refund: refundInput(invoice.id) }],
      // Issue 45: the record is checked before the fields, so a wrong field says nothing of another's invoice.
      [REQUEST, { refund: { ...refundInput(invoice.id), reason: null, lineItems: [] } }],
    ] as const) {
      expect((await t.gql(query, vars, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('demo data: the refund waiting for the bank is finished on a fresh start, refunded at the Sandbox', async () => {
    const em = t.app.get(MikroORM).em.fork();
    // The demo refund that was waiting for the bank: approved by it here, unless the test above did.
    const waiting = await em.findOne(Refund, { progressStatus: 'merchantApproved', invoice: { name: 'Berlin Birders' } });
    if (waiting) expect((await t.gql(APPROVE, { id: waiting.id }, bank)).errors).toBeUndefined();
    const demo = await em.fork().findOneOrFail(Refund, { progressStatus: 'bankApproved', invoice: { name: 'Berlin Birders' } }, { populate: ['invoice'] });
    await t.gql(APPROVE, { id: demo.id }, pg);
    const resolved = await t.gql<{ resolvedAsRefunded: { progressStatus: string } }>(RESOLVE, { id: demo.id }, pg);
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolvedAsRefunded.progressStatus).toBe('refunded');
    const row = await em.fork().findOneOrFail(Refund, { id: demo.id });
    const [sandbox] = await em
      .getConnection()
      .execute<{ charge_id: string; amount_cents: number }[]>('select charge_id, amount_cents from sandbox_refund where id = ?', [row.processorRefundId]);
    expect(sandbox).toEqual({ charge_id: demo.chargeId, amount_cents: demo.requestedAmountCents });
  }, 60000);

  it('a refund the processor refunded (its id recorded, the stage not) cannot be resolved as not refunded; resolving it as refunded records it', async () => {
    const { invoice } = await paid('refunded-at-processor');
    const refund = await approvedRefund(invoice, 'Late bus', 5);
    // The processor refunded and its id committed; recording the stage did not (the database was away).
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Refund, { id: refund.id }, { processorRefundId: 're_recorded' });
    expect(await message(NOT_REFUNDED, { id: refund.id, reason: 'Paid back in cash' }, pg)).toBe(REFUND_ACTION_MESSAGES.refundedAtProcessor);
    expect(await em.fork().findOneOrFail(Refund, { id: refund.id })).toMatchObject({ progressStatus: 'pgApproved', status: 'open', denialReason: null });
    const resolved = await t.gql<Data<'resolvedAsRefunded'>>(RESOLVE, { id: refund.id }, pg);
    expect(resolved.data!.resolvedAsRefunded).toMatchObject({ progressStatus: 'refunded' });
  }, 30000);
});
