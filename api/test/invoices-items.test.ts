import { INVOICE_ACTION_MESSAGES } from '@pg/domain';

import { type CreatedInvoice, createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { paidInvoiceOf } from './support/transfer-fixtures';
import { createTestApp, type TestApp } from './test-app';

const DETAIL = `query($id: ID) { invoice(id: $id) { id status merchantProcessingFee totals { subtotal fee total merchantFee disbursements net }
  lineItems { id description quantity price sort } disbursements { id amount type isDefault } payouts { id amount remarks } } }`;
const SAVE_ITEM = 'mutation($i: InvoiceItemInput!) { saveInvoiceItem(invoiceItem: $i) { id description quantity price total sort } }';
const SAVE_DISB = 'mutation($d: SaveDisbursementInput!) { saveDisbursement(disbursement: $d) { id amount type recipient { name } } }';

type Detail = {
  invoice: {
    totals: { subtotal: number; fee: number; total: number; merchantFee: number; disbursements: number; net: number };
    merchantProcessingFee: number;
    lineItems: { id: string; description: string; sort: number }[];
    disbursements: { id: string; amount: number; type: string; isDefault: boolean }[];
    payouts: { id: string; amount: number; remarks: string }[];
  };
};

// Editing an unpaid invoice's sections, line items, disbursements and payouts (spec 000 s7).
describe('invoice items, disbursements, payouts and edits', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;
  let inv: CreatedInvoice;
  let airline: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
    inv = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    airline = (await t.gql<{ organizations: { id: string }[] }>('{ organizations(type: [airline]) { id } }', {}, owner)).data!.organizations[0].id;
  });
  afterAll(() => t.close());

  const detail = async () => (await t.gql<Detail>(DETAIL, { id: inv.id }, owner)).data!.invoice;

  it('adds, edits and validates line items, keeping totals in step', async () => {
    const add = await t.gql<{ saveInvoiceItem: { id: string; total: number; sort: number } }>(
      SAVE_ITEM,
      { i: { invoiceId: inv.id, description: 'Museum tickets', quantity: 4, price: 12.5 } },
      owner,
    );
    expect(add.data!.saveInvoiceItem).toMatchObject({ total: 50, sort: 2 });
    expect((await detail()).totals.subtotal).toBe(1170.5);
    const edit = await t.gql(
      SAVE_ITEM,
      { i: { invoiceId: inv.id, id: add.data!.saveInvoiceItem.id, description: 'Museum tickets', quantity: 2, price: 12.5 } },
      owner,
    );
    expect(edit.errors).toBeUndefined();
    expect((await detail()).totals).toMatchObject({ subtotal: 1145.5, fee: 28.52, total: 1174.02 });
    const bad = await t.gql(SAVE_ITEM, { i: { invoiceId: inv.id, description: '', quantity: 1, price: 1 } }, owner);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Required', extensions: { fields: { description: 'Required' } } });
    const price = await t.gql(SAVE_ITEM, { i: { invoiceId: inv.id, description: 'x', quantity: 1, price: 0 } }, owner);
    expect(price.errors?.[0].message).toBe('should be > zero');
  });

  it('reorders, deletes, and keeps at least one line item', async () => {
    const lines = (await detail()).lineItems;
    const reordered = await t.gql<{ reorderInvoiceItems: { id: string; sort: number }[] }>(
      'mutation($s: ReorderInvoiceItemsInput!) { reorderInvoiceItems(sort: $s) { id sort } }',
      { s: { invoiceId: inv.id, move: [{ id: lines[2].id, sortOrder: 0 }] } },
      owner,
    );
    expect(reordered.data!.reorderInvoiceItems.map((l) => l.id)).toEqual([lines[2].id, lines[0].id, lines[1].id]);
    const bulk = await t.gql('mutation($ids: [ID!]!) { bulkDeleteInvoiceItems(ids: $ids) { success } }', { ids: [lines[0].id, lines[2].id] }, owner);
    expect(bulk.data).toEqual({ bulkDeleteInvoiceItems: { success: true } });
    const last = await t.gql('mutation($id: ID!) { deleteInvoiceItem(id: $id) { success } }', { id: lines[1].id }, owner);
    expect(last.errors?.[0].message).toBe('Atleast one invoice item is required');
    expect((await detail()).totals.subtotal).toBe(120.5);
  });

  it('saves disbursements within the subtotal; the DOI row cannot be removed', async () => {
    const tooMuch = await t.gql(SAVE_DISB, { d: { invoiceId: inv.id, recipientId: airline, amount: 118 } }, owner);
    expect(tooMuch.errors?.[0].message).toBe('Total Disbursement can not be greater then invoice subtotal');
    const ok = await t.gql<{ saveDisbursement: { id: string; type: string; recipient: { name: string } } }>(
      SAVE_DISB,
      { d: { invoiceId: inv.id, recipientId: airline, amount: 100 } },
      owner,
    );
    expect(ok.data!.saveDisbursement).toMatchObject({ type: 'airline', recipient: { name: 'Dragon Wings Airline' } });
    const d = await detail();
    expect(d.totals).toMatchObject({ disbursements: 100, net: 17.49 }); // 120.50 - 3.01 merchant fee - 100
    const doiRow = d.disbursements.find((x) => x.isDefault)!;
    const removeDoi = await t.gql('mutation($id: ID!) { deleteDisbursement(id: $id) { success } }', { id: doiRow.id }, owner);
    expect(removeDoi.errors?.[0].message).toBe('The Department Of Immigration disbursement cannot be removed.');
    const remove = await t.gql('mutation($ids: [ID!]!) { bulkDeleteDisbursementItems(ids: $ids) { success } }', { ids: [ok.data!.saveDisbursement.id] }, owner);
    expect(remove.data).toEqual({ bulkDeleteDisbursementItems: { success: true } });
  });

  // invoice-items.service.ts and invoice-files.ts: disbursements lock once disbursed by hand or void
  // (spec 000 L156, D0022); the bank role edits them until then, the platform never.
  it('locks disbursements of a void or disbursed invoice, for the merchant and the bank alike', async () => {
    const STATUS = 'mutation($id: ID!, $status: InvoiceStatus!) { updateStatus(id: $id, status: $status) { id status } }';
    const disbursementsOf = async (id: string) => (await t.gql<Detail>(DETAIL, { id }, owner)).data!.invoice.disbursements;
    const refusal = async (invoiceId: string, token: string) => {
      const [doiRow] = await disbursementsOf(invoiceId);
      const answers = [
        await t.gql(SAVE_DISB, { d: { invoiceId, recipientId: airline, amount: 1 } }, token),
        await t.gql(SAVE_DISB, { d: { invoiceId, id: doiRow.id, recipientId: doi, amount: doiRow.amount } }, token),
        await t.gql('mutation($id: ID!) { deleteDisbursement(id: $id) { success } }', { id: doiRow.id }, token),
        await t.gql('mutation($ids: [ID!]!) { bulkDeleteDisbursementItems(ids: $ids) { success } }', { ids: [doiRow.id] }, token),
      ];
      return answers.map((a) => a.errors?.[0]?.message ?? 'allowed');
    };
    const LOCKED = INVOICE_ACTION_MESSAGES.locked;
    const doi = await doiId(t, owner);
    const bank = await t.login('bank.admin@demo.test');

    const voided = await createInvoice(t, owner, invoiceInput(doi));
    expect((await t.gql<{ updateStatus: { status: string } }>(STATUS, { id: voided.id, status: 'void' }, owner)).data!.updateStatus.status).toBe('void');
    expect(await refusal(voided.id, owner)).toEqual([LOCKED, LOCKED, LOCKED, LOCKED]);
    expect(await refusal(voided.id, bank)).toEqual([LOCKED, LOCKED, LOCKED, LOCKED]);

    const paid = await paidInvoiceOf(t, owner, 'disbursement-lock');
    // Paid, not yet disbursed: the bank role may still edit, the platform may not (the guard).
    const bankEdit = await t.gql<{ saveDisbursement: { id: string } }>(SAVE_DISB, { d: { invoiceId: paid.id, recipientId: airline, amount: 1 } }, bank);
    expect(bankEdit.errors).toBeUndefined();
    const byPlatform = await t.gql(SAVE_DISB, { d: { invoiceId: paid.id, recipientId: airline, amount: 1 } }, pg);
    expect(byPlatform.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql<{ updateStatus: { status: string } }>(STATUS, { id: paid.id, status: 'disbursed' }, pg)).data!.updateStatus.status).toBe('disbursed');
    expect(await refusal(paid.id, owner)).toEqual([LOCKED, LOCKED, LOCKED, LOCKED]);
    expect(await refusal(paid.id, bank)).toEqual([LOCKED, LOCKED, LOCKED, LOCKED]);
    // Nothing changed: the bank's row from before the lock is still the last one.
    expect((await disbursementsOf(paid.id)).map((d) => d.id)).toContain(bankEdit.data!.saveDisbursement.id);
  }, 60000);

  it('updates sections with the spec messages and reprices on a fee change', async () => {
    const q = 'mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { name merchantProcessingFee totals { fee } } }';
    expect((await t.gql(q, { i: { id: inv.id, recipientSurName: ' ' } }, owner)).errors?.[0].message).toBe('Surname is required');
    const r = await t.gql<{ updateInvoice: { name: string; merchantProcessingFee: number; totals: { fee: number } } }>(
      q,
      { i: { id: inv.id, name: 'Renamed group', merchantProcessingFee: 4.99 } },
      owner,
    );
    expect(r.data!.updateInvoice).toEqual({ name: 'Renamed group', merchantProcessingFee: 4.99, totals: { fee: 0 } });
    const history = await t.gql<{ events: { items: { name: string }[] } }>(
      'query($id: ID!) { events(invoiceId: $id) { items { name } } }',
      { id: inv.id },
      owner,
    );
    expect(history.data!.events.items.map((e) => e.name)).toContain('Invoice Updated');
  });

  it('records payouts (platform only; merchants cannot see them)', async () => {
    const save = await t.gql<{ saveInvoicePayout: { id: string; amount: number } }>(
      'mutation($p: InvoicePayoutInput!) { saveInvoicePayout(payout: $p) { id amount remarks payoutDate } }',
      { p: { invoiceId: inv.id, amount: 50.25, remarks: 'Advance', payoutDate: '2026-11-20T00:00:00.000Z' } },
      pg,
    );
    expect(save.data!.saveInvoicePayout.amount).toBe(50.25);
    const list = await t.gql<{ payouts: { total: number } }>('query($id: ID) { payouts(invoiceId: $id) { total items { id amount } } }', { id: inv.id }, pg);
    expect(list.data!.payouts.total).toBe(1);
    expect((await t.gql('query($id: ID!) { payout(id: $id) { id } }', { id: save.data!.saveInvoicePayout.id }, owner)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await detail()).payouts).toEqual([]);
    const del = await t.gql('mutation($id: ID!) { deleteInvoicePayout(id: $id) { success } }', { id: save.data!.saveInvoicePayout.id }, pg);
    expect(del.data).toEqual({ deleteInvoicePayout: { success: true } });
  });

  it('e-mails the summary to the listed addresses', async () => {
    const r = await t.gql('query($e: [String!]!) { sendTOSummary(emails: $e) { success } }', { e: [' Boss@Example.test ', 'not-an-address'] }, owner);
    expect(r.data).toEqual({ sendTOSummary: { success: true } });
    const mail = (await t.outbox()).find((m) => m.text.includes('Invoice summary for Druk Heritage Tours'));
    expect(mail?.text).toContain('boss@example.test');
    expect((await t.gql('query { sendTOSummary(emails: ["nope"]) { success } }', {}, owner)).errors?.[0].message).toBe('Email could not be sent.');
  });

  it('deletes an unpaid invoice: voided and gone from the list', async () => {
    const r = await t.gql('mutation($id: ID!) { deleteInvoice(id: $id) { success } }', { id: inv.id }, owner);
    expect(r.errors).toBeUndefined();
    expect((await t.gql(DETAIL, { id: inv.id }, owner)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
