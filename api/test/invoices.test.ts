import { MikroORM } from '@mikro-orm/postgresql';

import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { Organization } from '../src/organizations/organization.entity';
import { CREATE, type CreatedInvoice, createInvoice, doiId, invoiceInput, otherMerchantOwner, PAY } from './support/invoice-fixtures';
import { CARDS, type SandboxSpy, sandboxToken, useSandboxSpy } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

const LIST = `query($first: Int, $page: Int, $status: InvoiceStatus, $searchParam: String, $sortField: String, $sortDirection: String) {
  invoices(first: $first, page: $page, status: $status, searchParam: $searchParam, sortField: $sortField, sortDirection: $sortDirection) {
    total items { id code status name totals { total } owner { id name } payments { id } } } }`;
const BY_ID_OWNER = 'query($id: ID) { invoice(id: $id) { ownerId } }';
const BY_ID =
  'query($id: ID) { invoice(id: $id) { id code status gatewayTransactionId paymentGateway { name } payments { status amount platformFee failMessage failCode stripeChargeId source { brand last4 } } } }';
const BY_KEY =
  'query($key: String) { invoice(accessKey: $key) { id code status merchantPO totals { total fee subtotal } lineItems { description } disbursements { id } payments { id } owner { name } } }';
const STATUS = 'mutation($id: ID!, $status: InvoiceStatus!) { updateStatus(id: $id, status: $status) { id status actualDisbursementDate disbursedById } }';

describe('invoices: create, list, pay, disburse (real PostgreSQL + Temporal)', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;
  let bank: string;
  let doi: string;
  let fake: SandboxSpy;
  let first: CreatedInvoice;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    fake = useSandboxSpy(t.app);
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
    bank = await t.login('bank.admin@demo.test');
    doi = await doiId(t, owner);
  });
  afterAll(() => t.close());

  type Paid = { payInvoice: { id: string; status: string; amount: number; platformFee: number } };
  const payWith = (inv: CreatedInvoice, token: string, key: string) => t.gql<Paid>(PAY, { invoiceId: inv.id, accessKey: inv.accessKey, token, key });
  /** As the pay page does: the card is tokenised by the Sandbox, then the token is paid with. */
  const pay = async (inv: CreatedInvoice, card: keyof typeof CARDS, key: string) => payWith(inv, await sandboxToken(t, CARDS[card]), key);

  it('creates an invoice with a readable code, an unguessable key and the spec maths', async () => {
    first = await createInvoice(t, owner, invoiceInput(doi));
    expect(first.code).toMatch(/^INV-\d{4}-\d{6,}$/);
    expect(first.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.status).toBe('unpaid');
    // 4 x 250 + 120.50 = 1120.50; fee 2.49 % = 27.90; merchant 2.5 % = 28.01
    expect(first.totals).toEqual({ subtotal: 1120.5, fee: 27.9, total: 1148.4, merchantFee: 28.01, disbursements: 0, net: 1092.49 });
    const history = await t.gql<{ events: { items: { name: string; user: { email: string } }[] } }>(
      'query($id: ID!) { events(invoiceId: $id) { total items { name user { email } } } }',
      { id: first.id },
      owner,
    );
    expect(history.data!.events.items.map((e) => e.name)).toEqual(['Invoice Created']);
  });

  it('refuses invalid input with the spec messages and writes nothing', async () => {
    const before = await t.app.get(MikroORM).em.fork().count(Invoice, {});
    const orgs = await t.gql<{ organizations: { id: string; type: string }[] }>('{ organizations(type: [airline]) { id type } }', {}, owner);
    const airline = orgs.data!.organizations[0].id;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Group name is required'],
      [{ recipientEmail: 'nope' }, 'Invalid email address'],
      [{ type: null }, 'Invoice Type is Required'],
      [{ merchantProcessingFee: 5 }, 'Processing Fee must be between 0 and 4.99'],
      [{ dateOfService: null }, 'Date Of Serivce is required'],
      [{ numberOfPax: 1.5 }, '# of Pax should be an integer'],
      [{ numberOfPax: 0 }, '# of Pax should be greater than zero'],
      [{ lineItems: [] }, 'Atleast one invoice item is required'],
      [{ disbursements: [] }, 'Atleast one disbursement item is required'],
      [{ lineItems: [{ description: 'x', quantity: 0, price: 1 }] }, 'should be > 0'],
      [{ disbursements: [{ recipientId: doi, amount: 5 }] }, 'Please compile Application pdf from DOI website and upload'],
      [
        {
          disbursements: [
            { recipientId: doi, amount: 0 },
            { recipientId: airline, amount: 1100 },
          ],
        },
        'Total Disbursement can not be greater then invoice subtotal',
      ],
    ];
    for (const [override, message] of cases) {
      const r = await t.gql(CREATE, { invoice: invoiceInput(doi, override) }, owner);
      expect({ override, message: r.errors?.[0]?.message }).toEqual({ override, message });
    }
    expect(await t.app.get(MikroORM).em.fork().count(Invoice, {})).toBe(before);
  });

  // invoices.service.ts (issue 47): the form's slider stops at the organization's platform fee; the API refuses above it.
  it("refuses a merchant fee above the organization's platform fee, with the form's range message at that maximum", async () => {
    const em = t.app.get(MikroORM).em.fork();
    const created = await createInvoice(t, owner, invoiceInput(doi, { merchantProcessingFee: 2 }));
    const org = (await em.findOneOrFail(Invoice, { id: created.id }, { populate: ['owner'] })).owner;
    const platformBefore = org.platformFeeBps;
    await em.nativeUpdate(Organization, { id: org.id }, { platformFeeBps: 300 });
    try {
      const before = await em.count(Invoice, {});
      const over = await t.gql(CREATE, { invoice: invoiceInput(doi, { merchantProcessingFee: 3.5 }) }, owner);
      expect(over.errors?.[0]?.message).toBe('Processing Fee must be between 0 and 3');
      expect(await em.count(Invoice, {})).toBe(before);
      const atMax = await createInvoice(t, owner, invoiceInput(doi, { merchantProcessingFee: 3 }));
      expect(atMax.totals.fee).toBe(0);
      // An invoice keeps the platform fee it was made with (decision 0021): 3 % here, so 3.5 is refused on edit too.
      const edit = await t.gql(
        'mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { id } }',
        { i: { id: atMax.id, merchantProcessingFee: 3.5 } },
        owner,
      );
      expect(edit.errors?.[0]?.message).toBe('Processing Fee must be between 0 and 3');
    } finally {
      await em.nativeUpdate(Organization, { id: org.id }, { platformFeeBps: platformBefore });
    }
  });

  it('refuses roles that may not create, and a merchant without refund policy terms', async () => {
    const r = await t.gql(CREATE, { invoice: invoiceInput(doi) }, pg);
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const em = t.app.get(MikroORM).em.fork();
    const invoice = await em.findOneOrFail(Invoice, { id: first.id }, { populate: ['owner'] });
    invoice.owner.refundPolicyTerms = null;
    await em.flush();
    const noTerms = await t.gql(CREATE, { invoice: invoiceInput(doi) }, owner);
    expect(noTerms.errors?.[0].message).toBe('Please select refund policy terms by visiting account settings');
    invoice.owner.refundPolicyTerms = 'fullRefund';
    invoice.owner.address = null;
    await em.flush();
    const incomplete = await t.gql(CREATE, { invoice: invoiceInput(doi) }, owner);
    expect(incomplete.errors?.[0].extensions?.code).toBe('INCOMPLETE_PROFILE');
    invoice.owner.address = 'Chang Lam 12, Thimphu';
    await em.flush();
  });

  it('lists with search, sort, status filter and a paginated total', async () => {
    type Count = { invoices: { total: number } };
    // The seed holds demo invoices (two unpaid, one paid) of the same merchant.
    const base = (await t.gql<Count>(LIST, {}, owner)).data!.invoices.total;
    const basePaid = (await t.gql<Count>(LIST, { status: 'paid' }, owner)).data!.invoices.total;
    await createInvoice(t, owner, invoiceInput(doi, { name: 'Bumthang Cyclists', lineItems: [{ description: 'Bikes', quantity: 2, price: 99.99 }] }));
    await createInvoice(t, owner, invoiceInput(doi, { name: 'Punakha Rafters', lineItems: [{ description: 'Raft', quantity: 10, price: 400 }] }));
    type List = { invoices: { total: number; items: { code: string; name: string; totals: { total: number }; owner: { name: string } }[] } };
    const all = await t.gql<List>(LIST, { first: 50 }, owner);
    expect(all.data!.invoices.total).toBe(base + 2);
    expect(all.data!.invoices.items[0].name).toBe('Punakha Rafters'); // newest first
    expect(all.data!.invoices.items.every((i) => i.owner.name === 'Druk Heritage Tours')).toBe(true);
    const search = await t.gql<List>(LIST, { searchParam: 'bumthang' }, owner);
    expect(search.data!.invoices.items.map((i) => i.name)).toEqual(['Bumthang Cyclists']);
    const byCode = await t.gql<List>(LIST, { searchParam: first.code }, owner);
    expect(byCode.data!.invoices.total).toBe(1);
    const byAmount = await t.gql<List>(LIST, { sortField: 'amount', sortDirection: 'asc' }, owner);
    const totals = byAmount.data!.invoices.items.map((i) => i.totals.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const page2 = await t.gql<List>(LIST, { first: 2, page: 2 }, owner);
    expect(page2.data!.invoices).toMatchObject({ total: base + 2 });
    expect(page2.data!.invoices.items).toHaveLength(2);
    const last = await t.gql<List>(LIST, { first: 2, page: Math.ceil((base + 2) / 2) }, owner);
    expect(last.data!.invoices.items).toHaveLength((base + 2) % 2 || 2);
    const paid = await t.gql<List>(LIST, { status: 'paid' }, owner);
    expect(paid.data!.invoices.total).toBe(basePaid);
    // Staff see every organization's invoices.
    expect((await t.gql<List>(LIST, {}, bank)).data!.invoices.total).toBe(base + 2);
  });

  it('keeps tenants apart: another merchant gets NOT_FOUND and an empty list', async () => {
    const stranger = await otherMerchantOwner(t);
    const r = await t.gql(BY_ID, { id: first.id }, stranger);
    expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await t.gql<{ invoices: { total: number } }>(LIST, {}, stranger);
    expect(list.data!.invoices.total).toBe(0);
    const edit = await t.gql('mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { id } }', { i: { id: first.id, name: 'Mine now' } }, stranger);
    expect(edit.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows the pay page by access key without internals; by id it needs a session', async () => {
    const r = await t.gql<{ invoice: Record<string, unknown> }>(BY_KEY, { key: first.accessKey });
    expect(r.data!.invoice).toMatchObject({ code: first.code, merchantPO: null, disbursements: [], payments: [], owner: { name: 'Druk Heritage Tours' } });
    expect((await t.gql(BY_ID, { id: first.id })).errors?.[0].extensions?.code).toBe('AUTH_REQUIRED');
    expect((await t.gql(BY_KEY, { key: 'wrong' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a declined card leaves the invoice unpaid with the message and a failed Payment row', async () => {
    const r = await pay(first, 'declined', 'decline-1');
    expect(r.errors?.[0].message).toBe('Your card was declined.');
    const inv = await t.gql<{ invoice: { status: string; payments: { status: string; failCode: string }[] } }>(BY_ID, { id: first.id }, owner);
    expect(inv.data!.invoice.status).toBe('unpaid');
    expect(inv.data!.invoice.payments).toMatchObject([{ status: 'failed', failCode: 'card_declined' }]);
    // The same request again (a retrying browser): the same answer from the invoice's process, no second charge.
    const calls = fake.calls;
    expect((await pay(first, 'visa', 'decline-1')).errors?.[0].message).toBe('Your card was declined.');
    expect(fake.calls).toBe(calls);
  });

  it('pays: paid, one Payment, history, receipts to customer and merchant; a repeat answers the same', async () => {
    const r = await pay(first, 'visa', 'pay-1');
    expect(r.errors).toBeUndefined();
    // Platform keeps 27.90 + 28.01.
    expect(r.data!.payInvoice).toMatchObject({ status: 'succeeded', amount: 1148.4, platformFee: 55.91 });
    const again = await pay(first, 'visa', 'pay-1');
    expect(again.data!.payInvoice).toEqual(r.data!.payInvoice);
    const other = await pay(first, 'visa', 'pay-2');
    expect(other.errors?.[0].message).toBe('This invoice is not awaiting payment.');
    // Once paid, an earlier request's key still gets its own answer (from the record).
    expect((await pay(first, 'visa', 'decline-1')).errors?.[0].message).toBe('Your card was declined.');

    const inv = await t.gql<{ invoice: { status: string; gatewayTransactionId: string | null; payments: { status: string; source: { last4: string } }[] } }>(
      BY_ID,
      { id: first.id },
      owner,
    );
    expect(inv.data!.invoice.status).toBe('paid');
    expect(inv.data!.invoice.gatewayTransactionId).toBeNull(); // platform role only
    expect(inv.data!.invoice.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const asPg = await t.gql<{ invoice: { gatewayTransactionId: string } }>(BY_ID, { id: first.id }, pg);
    // The Sandbox's own charge id.
    expect(asPg.data!.invoice.gatewayTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.succeeded()).toBe(1);

    const mails = await eventually(async () => {
      const box = await t.outbox();
      const receipts = box.filter((m) => m.text.includes(first.code) && /receipt|has been paid/i.test(m.text));
      return receipts.length >= 2 ? receipts : undefined;
    });
    expect(mails.some((m) => m.text.includes('jane.payer@example.test'))).toBe(true);
    expect(mails.some((m) => m.text.includes('hello@drukheritage.test'))).toBe(true);
    const history = await t.gql<{ events: { items: { name: string }[] } }>(
      'query($id: ID!) { events(invoiceId: $id) { items { name } } }',
      { id: first.id },
      owner,
    );
    expect(history.data!.events.items.map((e) => e.name)).toEqual(expect.arrayContaining(['Invoice Created', 'Payment Failed', 'Invoice Paid']));
  });

  it("refuses payment while the merchant is blocked, and still answers an earlier request's key from its record", async () => {
    const inv = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Blocked merchant' }));
    expect((await pay(inv, 'declined', 'blocked-1')).errors?.[0].message).toBe('Your card was declined.');
    const { ownerId } = (await t.gql<{ invoice: { ownerId: string } }>(BY_ID_OWNER, { id: inv.id }, owner)).data!.invoice;
    const block = (on: boolean) => t.app.get(MikroORM).em.fork().nativeUpdate(Organization, { id: ownerId }, { blockTransactions: on });
    await block(true);
    try {
      const calls = fake.calls;
      expect((await pay(inv, 'visa', 'blocked-2')).errors?.[0].message).toBe('This merchant is not accepting payments at the moment.');
      expect((await pay(inv, 'visa', 'blocked-1')).errors?.[0].message).toBe('Your card was declined.');
      expect(fake.calls).toBe(calls);
    } finally {
      await block(false);
    }
    expect((await pay(inv, 'visa', 'blocked-3')).data?.payInvoice.status).toBe('succeeded');
  });

  it('locks a paid invoice: no edits, no void; disburse is for the platform only', async () => {
    const edit = await t.gql('mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { id } }', { i: { id: first.id, name: 'Changed' } }, owner);
    expect(edit.errors?.[0].message).toBe('This invoice can no longer be edited.');
    const voided = await t.gql(STATUS, { id: first.id, status: 'void' }, owner);
    expect(voided.errors?.[0].message).toBe('Only an unpaid invoice can be voided.');
    const byBank = await t.gql(STATUS, { id: first.id, status: 'disbursed' }, bank);
    expect(byBank.errors?.[0].message).toBe('Only a paid invoice can be disbursed, by the platform.');
    const done = await t.gql<{ updateStatus: { status: string; actualDisbursementDate: string } }>(STATUS, { id: first.id, status: 'disbursed' }, pg);
    const who = await t.gql<{ invoice: { disbursedBy: { email: string } } }>(
      'query($id: ID) { invoice(id: $id) { disbursedBy { email } } }',
      { id: first.id },
      pg,
    );
    expect(who.data!.invoice.disbursedBy.email).toBe('pg.admin@demo.test');
    expect(done.errors).toBeUndefined();
    expect(done.data!.updateStatus.status).toBe('disbursed');
    expect(done.data!.updateStatus.actualDisbursementDate).toBeTruthy();
  });

  it('voids an unpaid invoice (not as the platform); a void invoice cannot be paid', async () => {
    const inv = await createInvoice(t, owner, invoiceInput(doi));
    expect((await t.gql(STATUS, { id: inv.id, status: 'void' }, pg)).errors?.[0].message).toBe('Only an unpaid invoice can be voided.');
    const r = await t.gql<{ updateStatus: { status: string } }>(STATUS, { id: inv.id, status: 'void' }, owner);
    expect(r.data!.updateStatus.status).toBe('void');
    const paid = await pay(inv, 'visa', 'after-void');
    expect(paid.errors?.[0].message).toBe('This invoice has been voided.');
  });

  it('pays a seeded invoice (its process starts on first use) and disburses the seeded paid one', async () => {
    type Seeded = { invoices: { items: { id: string; code: string; accessKey: string; name: string; status: string; totals: { total: number } }[] } };
    const q = 'query($s: String) { invoices(searchParam: $s) { items { id code accessKey name status totals { total } } } }';
    const [unpaid] = (await t.gql<Seeded>(q, { s: 'Kyoto Photo Club' }, owner)).data!.invoices.items;
    const [paid] = (await t.gql<Seeded>(q, { s: 'Berlin Birders' }, owner)).data!.invoices.items;
    expect([unpaid.status, paid.status]).toEqual(['unpaid', 'paid']);
    const r = await pay({ ...unpaid, totals: { ...unpaid.totals, subtotal: 0, fee: 0, merchantFee: 0, disbursements: 0, net: 0 } }, 'visa', 'seeded-1');
    expect(r.data?.payInvoice).toMatchObject({ status: 'succeeded', amount: unpaid.totals.total });
    const done = await t.gql<{ updateStatus: { status: string } }>(STATUS, { id: paid.id, status: 'disbursed' }, pg);
    expect(done.data?.updateStatus.status).toBe('disbursed');
  });

  it('50 concurrent payments at one invoice: exactly one charge, one Payment, no error 500', async () => {
    const inv = await createInvoice(t, owner, invoiceInput(doi));
    const before = fake.succeeded();
    fake.slowMs = 1500;
    // Half repeat one request (same key, same token, as a retrying browser); half are new ones.
    const keys = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'same-key' : `key-${i}`));
    const tokens = new Map(await Promise.all([...new Set(keys)].map(async (k) => [k, await sandboxToken(t)] as const)));
    const calls = keys.map((k) => payWith(inv, tokens.get(k)!, k));
    const results = await Promise.all(calls);
    const codes = results.flatMap((r) => r.errors?.map((e) => e.extensions?.code) ?? []);
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    const ok = results.filter((r) => r.data?.payInvoice);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.data!.payInvoice.id)).size).toBe(1);
    const messages = new Set(results.flatMap((r) => r.errors?.map((e) => e.message) ?? []));
    for (const m of messages) expect(['A payment for this invoice is already in progress', 'This invoice is not awaiting payment.']).toContain(m);
    expect(fake.succeeded() - before).toBe(1);
    fake.slowMs = 0;
    const rows = await t.app.get(MikroORM).em.fork().find(Payment, { invoice: inv.id });
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });
});
