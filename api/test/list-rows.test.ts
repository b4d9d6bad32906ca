import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { PNG, uploadBytes } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// The invoice, checkout, refund, dispute, user, transfer and organization lists read their pages as plain rows, and a page of refunds or disputes
// reads its invoices and checkouts through batch loaders of plain rows (no entities:
// docs/performance.md, section 11); the detail queries read entities. Every field a list row gives must be the one the
// detail gives for the same id, relations included (owner, its logo, the card processor).
const ORGANIZATION = `id name email type industry status address licenseNumber phoneNumber website shortDescription mccCode
  refundPolicyTerms refundPolicyLink merchantProcessingFee platformFee blockTransactions createdAt isBusinessProfileComplete verified
  logo { id }`; // (the url is signed with an expiry: it differs by the second)
const INVOICE = `id code name type status recipientName recipientSurName recipientEmail numberOfPax dateOfService dateOfArrival
  merchantPO merchantProcessingFee platformFeePercent transactionFee refundPolicyTerms accessKey createdAt updatedAt deletedAt paidAt
  estimatedDisbursementDate actualDisbursementDate gatewayTransactionId transferId transfer { id } paymentGateway { id name }
  totals { subtotal fee total merchantFee disbursements net } disbursedBy { id name } owner { ${ORGANIZATION} }`;
const CHECKOUT = `id code status amount platformFeePercent transactionFee merchantProcessingFee total payable accessKey cancelUrl
  responseUrl currency metadata { key value } orderId refundPolicyTerms gatewayTransactionId transferId paidAt disbursedAt createdAt
  livemode updatedAt paymentGateway { id name } owner { ${ORGANIZATION} }`;

const REFUND = `id code type status progressStatus requestedAmount approvedAmount reason createdAt awaitingMyAction availableActions
  totals { subtotal fee total } owner { id name } supportingDocuments { id } hasSupportingDocuments invoice { ${INVOICE} refunds { id code } }
  webPayment { id code amount transactionFee merchantProcessingFee createdAt updatedAt owner { ${ORGANIZATION} } }`;
const DISPUTE = `id code type status progressStatus disputeAmount reason createdAt awaitingMyAction availableActions documents { id } hasDocuments
  owner { id name } invoice { ${INVOICE} refunds { id } } webPayment { id code amount transactionFee }`;

const USER = `id name surname email role locked createdAt organizationId organization { ${ORGANIZATION} } avatar { id }`;
const TRANSFER = `id code amount notes createdAt updatedAt transferredBy { name } overdrafts { organizationId organizationName balance share overdraft }`;

interface Row {
  id: string;
}

describe('lists read as plain rows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120000);
  afterAll(() => t.close());

  async function compare(token: string, list: string, detail: string, fields: string): Promise<number> {
    const page = await t.gql<Record<string, { items: Row[] }>>(`{ ${list}(first: 50) { items { ${fields} } } }`, {}, token);
    expect(page.errors).toBeUndefined();
    const items = page.data![list].items;
    for (const item of items) {
      const one = await t.gql<Record<string, Row>>(`query($id: ID!) { ${detail}(id: $id) { ${fields} } }`, { id: item.id }, token);
      expect(one.errors).toBeUndefined();
      expect(item).toEqual(one.data![detail]);
    }
    return items.length;
  }

  it('give every field of an invoice and a checkout as their detail does, for a merchant and for staff', async () => {
    const owner = await t.login('owner@demo.test');
    const session = await t.gql<{ session: { organization: { id: string } } }>('{ session { organization { id } } }', {}, owner);
    // A logo, so the joined owner's logo file is read from the row.
    const logo = await t.gql(
      'mutation($file: CreateFileInput!) { createFile(file: $file) { id } }',
      { file: { type: 'logo', organizationId: session.data!.session.organization.id, path: await uploadBytes(t, owner, PNG) } },
      owner,
    );
    expect(logo.errors).toBeUndefined();
    // A document on one refund and one dispute, so the rows' "has documents" are read both ways.
    const cases = await t.gql<{ refunds: { items: Row[] }; disputes: { items: Row[] } }>(
      '{ refunds(first: 1) { items { id } } disputes(first: 1) { items { id } } }',
      {},
      owner,
    );
    for (const [type, link, id] of [
      ['refund_supporting_document', 'refundId', cases.data!.refunds.items[0].id],
      ['dispute_supporting_document', 'disputeId', cases.data!.disputes.items[0].id],
    ]) {
      const file = await t.gql(
        'mutation($file: CreateFileInput!) { createFile(file: $file) { id } }',
        { file: { type, [link]: id, path: await uploadBytes(t, owner, PNG) } },
        owner,
      );
      expect(file.errors).toBeUndefined();
    }
    const flags = await t.gql<{ refunds: { items: { hasSupportingDocuments: boolean }[] }; disputes: { items: { hasDocuments: boolean }[] } }>(
      '{ refunds(first: 50) { items { hasSupportingDocuments } } disputes(first: 50) { items { hasDocuments } } }',
      {},
      owner,
    );
    expect(new Set(flags.data!.refunds.items.map((r) => r.hasSupportingDocuments))).toEqual(new Set([true, false]));
    expect(new Set(flags.data!.disputes.items.map((d) => d.hasDocuments))).toEqual(new Set([true, false]));
    for (const token of [owner, await t.login('pg.admin@demo.test')]) {
      expect(await compare(token, 'invoices', 'invoice', INVOICE)).toBeGreaterThan(5);
      expect(await compare(token, 'webPayments', 'webPayment', CHECKOUT)).toBeGreaterThan(5);
      expect(await compare(token, 'refunds', 'refund', REFUND)).toBeGreaterThan(0);
      expect(await compare(token, 'disputes', 'dispute', DISPUTE)).toBeGreaterThan(0);
    }
    const listed = await t.gql<{ webPayments: { items: { owner: { logo: { id: string }[] }; paymentGateway: { name: string } | null }[] } }>(
      '{ webPayments(first: 50) { items { owner { logo { id } } paymentGateway { name } } } }',
      {},
      owner,
    );
    expect(listed.data!.webPayments.items[0].owner.logo.length).toBe(1);
    // A paid checkout names its card processor (the list used to fail on the name).
    expect(listed.data!.webPayments.items.some((w) => w.paymentGateway?.name)).toBe(true);
  }, 120000);

  it('search and sort on joined columns together (invoice, owner, organization) answer without error', async () => {
    // Staff pages select the organization with each row; a merchant's joins it only to sort and reads it from the session.
    const [pg, owner] = await Promise.all([t.login('pg.admin@demo.test'), t.login('owner@demo.test')]);
    const cases = [
      ['refunds', 'customer', pg],
      ['disputes', 'customer', pg],
      ['disputes', 'org', pg],
      ['users', 'org', pg],
      ['users', 'org', owner],
    ];
    for (const [list, sortField, token] of cases) {
      for (const searchParam of ['Druk', 'INV-', 'zz-nothing', '']) {
        const r = await t.gql<Record<string, { items: { id: string }[] }>>(
          `{ ${list}(first: 50, searchParam: "${searchParam}", sortField: "${sortField}", sortDirection: "DESC") { items { id } } }`,
          {},
          token,
        );
        expect({ list, sortField, searchParam, errors: r.errors }).toEqual({ list, sortField, searchParam, errors: undefined });
        if (searchParam === '') expect(r.data![list].items.length).toBeGreaterThan(0);
      }
    }
  });

  it('search the refund and dispute lists in every place the spec names, literally, and sort by joined columns in the database order', async () => {
    // The two lists are written as plain SQL (docs/decisions/README.md "Refund and dispute pages as plain
    // SQL"): each search place and sort is checked against the rows themselves.
    const [pg, owner] = await Promise.all([t.login('pg.admin@demo.test'), t.login('owner@demo.test')]);
    const db = t.app.get(MikroORM).em.fork().getConnection();
    type Case = { id: string; code: string; reason: string; owner: { name: string }; invoice: Party | null; webPayment: { code: string } | null };
    type Party = { code: string; recipientName: string; recipientSurName: string; merchantPO: string | null };
    const FIELDS = 'id code reason owner { name } invoice { code recipientName recipientSurName merchantPO } webPayment { code }';
    const list = async (name: string, token: string, args: string) => {
      const r = await t.gql<Record<string, { total: number; items: Case[] }>>(`{ ${name}(first: 100${args}) { total items { ${FIELDS} } } }`, {}, token);
      expect({ name, args, errors: r.errors }).toEqual({ name, args, errors: undefined });
      return r.data![name];
    };
    for (const [name, token] of [
      ['refunds', pg],
      ['disputes', pg],
      ['disputes', owner],
    ] as const) {
      const all = (await list(name, token, '')).items;
      expect(all.length).toBeGreaterThan(1);
      const places = (c: Case) => [
        c.code,
        c.reason,
        c.owner.name,
        ...(c.invoice ? [c.invoice.code, c.invoice.recipientName, c.invoice.recipientSurName, c.invoice.merchantPO ?? ''] : []),
        // A dispute may be about a checkout; a refund's list does not search the checkout's code.
        ...(name === 'disputes' && c.webPayment ? [c.webPayment.code] : []),
      ];
      const [one] = all;
      const terms = [one.code.slice(-4), one.reason.slice(1, 6), one.owner.name.slice(2, 7).toUpperCase(), '%', '_', "'", '?', '\\', 'zz-nothing'];
      if (one.invoice) terms.push(one.invoice.code.slice(3), one.invoice.recipientSurName);
      for (const term of terms) {
        const found = await list(name, token, `, searchParam: ${JSON.stringify(term)}`);
        const expected = all.filter((c) => places(c).some((p) => p.toLowerCase().includes(term.toLowerCase())));
        expect({ name, term, ids: found.items.map((c) => c.id).sort() }).toEqual({ name, term, ids: expected.map((c) => c.id).sort() });
        expect(found.total).toBe(expected.length);
      }
      // Sorted by the customer (and, for disputes, the merchant): the values in PostgreSQL's own
      // order of the same values, and the descending page the ascending one reversed (id breaks ties).
      const sorts: [string, (c: Case) => string | null][] = [['customer', (c) => c.invoice?.recipientName ?? null]];
      if (name === 'disputes') sorts.push(['org', (c) => c.owner.name]);
      for (const [sortField, value] of sorts) {
        const asc = (await list(name, token, `, sortField: "${sortField}", sortDirection: "ASC"`)).items;
        const desc = (await list(name, token, `, sortField: "${sortField}", sortDirection: "DESC"`)).items;
        const values = asc.map(value);
        const ordered = await db.execute<{ v: string | null }[]>('select v from json_array_elements_text(?::json) as v order by v asc', [
          JSON.stringify(values),
        ]);
        expect({ name, sortField, values }).toEqual({ name, sortField, values: ordered.map((r) => r.v) });
        expect(desc.map(value)).toEqual([...values].reverse());
      }
    }
  });

  it("filter, search and sort the invoice list (a staff page, owners joined) as its rows say, in the database's order", async () => {
    const bank = await t.login('bank.admin@demo.test');
    const db = t.app.get(MikroORM).em.fork().getConnection();
    type Inv = { id: string; code: string; name: string; recipientName: string; recipientSurName: string; recipientEmail: string; merchantPO: string | null };
    type Row = Inv & { status: string; createdAt: string; paidAt: string | null; transferId: string | null; owner: { id: string } };
    const FIELDS = 'id code name recipientName recipientSurName recipientEmail merchantPO status createdAt paidAt transferId owner { id }';
    const list = async (args: string) => {
      const r = await t.gql<{ invoices: { total: number; items: Row[] } }>(`{ invoices(first: 100${args}) { total items { ${FIELDS} } } }`, {}, bank);
      expect({ args, errors: r.errors }).toEqual({ args, errors: undefined });
      return r.data!.invoices;
    };
    const everything = await list('');
    expect(everything.total).toBeLessThanOrEqual(100); // the page holds every invoice, so each filter can be checked against it
    const all = everything.items;
    const ids = (rows: Row[]) => rows.map((r) => r.id).sort();
    const expectFound = async (args: string, keep: (r: Row) => boolean) => {
      const found = await list(args);
      expect({ args, ids: ids(found.items) }).toEqual({ args, ids: ids(all.filter(keep)) });
      expect(found.total).toBe(all.filter(keep).length);
    };
    const [owner] = all.map((r) => r.owner.id);
    await expectFound(`, ownerId: "${owner}"`, (r) => r.owner.id === owner);
    await expectFound(`, ownerId: "${randomUUID()}"`, () => false);
    await expectFound(', ownerId: "not-a-uuid"', () => false);
    await expectFound(', payoutId: "not-a-uuid"', () => false);
    await expectFound(', status: paid, hasTransfer: false', (r) => r.status === 'paid' && !r.transferId);
    await expectFound(', hasTransfer: true', (r) => !!r.transferId);
    const held = all.find((r) => r.transferId);
    if (held) await expectFound(`, transferId: "${held.transferId}"`, (r) => r.transferId === held.transferId);
    const middle = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[Math.floor(all.length / 2)].createdAt;
    await expectFound(`, startDate: "${middle}"`, (r) => r.createdAt >= middle);
    await expectFound(`, endDate: "${middle}"`, (r) => r.createdAt <= middle);
    const one = all.find((r) => r.merchantPO) ?? all[0];
    const places = (r: Inv) => [r.code, r.name, r.recipientName, r.recipientSurName, r.recipientEmail, r.merchantPO ?? ''];
    for (const term of [one.code.slice(-5), one.name.slice(1, 6), one.recipientEmail.slice(0, 4), one.merchantPO ?? 'x', '%', '_', "'", '?', 'zz-nothing']) {
      await expectFound(`, searchParam: ${JSON.stringify(term)}`, (r) => places(r).some((p) => p.toLowerCase().includes(term.toLowerCase())));
    }
    // Sorted by Date Paid (/transactions) and the customer: PostgreSQL's own order of the values;
    // descending is ascending reversed (id breaks ties both ways).
    for (const [sortField, value, type] of [
      ['paidAt', (r: Row) => r.paidAt, 'timestamptz'],
      ['customer', (r: Row) => r.recipientName, 'text'],
    ] as const) {
      const asc = (await list(`, sortField: "${sortField}", sortDirection: "ASC"`)).items.map(value);
      const desc = (await list(`, sortField: "${sortField}", sortDirection: "DESC"`)).items.map(value);
      const ordered = await db.execute<{ v: string | null }[]>(`select v from json_array_elements_text(?::json) as v order by v::${type} asc`, [
        JSON.stringify(asc),
      ]);
      expect({ sortField, asc }).toEqual({ sortField, asc: ordered.map((r) => r.v) });
      expect(desc).toEqual([...asc].reverse());
    }
  });

  it('give every field of a user as its detail does (organization and avatar joined), for a merchant and for staff', async () => {
    const owner = await t.login('owner@demo.test');
    const me = await t.gql<{ session: { user: { id: string } } }>('{ session { user { id } } }', {}, owner);
    const avatar = await t.gql(
      'mutation($file: UploadAvatarInput!) { uploadUserAvatar(file: $file) { id } }',
      { file: { userId: me.data!.session.user.id, type: 'avatar', path: await uploadBytes(t, owner, PNG) } },
      owner,
    );
    expect(avatar.errors).toBeUndefined();
    for (const token of [owner, await t.login('pg.admin@demo.test')]) {
      expect(await compare(token, 'users', 'user', USER)).toBeGreaterThan(2);
    }
    // Sorted by organization and searched by its name (the joined organization serves both).
    const pg = await t.login('pg.admin@demo.test');
    const sorted = await t.gql<{ users: { items: { organization: { name: string } }[] } }>(
      '{ users(first: 50, sortField: "org", sortDirection: "ASC") { items { organization { name } } } }',
      {},
      pg,
    );
    expect(sorted.errors).toBeUndefined();
    // In PostgreSQL's order of the names (its collation, not JavaScript's).
    const names = sorted.data!.users.items.map((u) => u.organization.name).filter((n, i, all) => n !== all[i - 1]);
    const ordered = await t.app.get(MikroORM).em.fork().getConnection().execute<{ name: string }[]>('select name from organization order by name asc');
    expect(names).toEqual(ordered.map((o) => o.name).filter((n) => names.includes(n)));
    const found = await t.gql<{ users: { count: number; items: { organization: { name: string } }[] } }>(
      '{ users(first: 50, searchParam: "Druk Heritage") { count items { organization { name } } } }',
      {},
      pg,
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.users.items.length).toBeGreaterThan(0);
    expect(found.data!.users.count).toBe(found.data!.users.items.length);
    expect(found.data!.users.items.every((u) => u.organization.name === 'Druk Heritage Tours')).toBe(true);
  }, 120000);

  it("the session answers its user and organization as their details do, from the session check's own row (no entity loaded)", async () => {
    // The Owner's avatar was uploaded above: the session reads its file id from the row too.
    const owner = await t.login('owner@demo.test');
    const em = t.app.get(MikroORM).em;
    const loads = jest.spyOn(Object.getPrototypeOf(em) as typeof em, 'findOneOrFail');
    const session = await t.gql<{ session: { user: Row; organization: Row } }>(`{ session { user { ${USER} } organization { ${ORGANIZATION} } } }`, {}, owner);
    expect(loads).not.toHaveBeenCalled();
    loads.mockRestore();
    expect(session.errors).toBeUndefined();
    const { user, organization } = session.data!.session;
    const detail = await t.gql<{ user: Row; organization: Row }>(
      `query($u: ID!, $o: ID!) { user(id: $u) { ${USER} } organization(id: $o) { ${ORGANIZATION} } }`,
      { u: user.id, o: organization.id },
      owner,
    );
    expect(detail.errors).toBeUndefined();
    expect(user).toEqual(detail.data!.user);
    expect((user as unknown as { avatar: unknown }).avatar).not.toBeNull();
    expect(organization).toEqual(detail.data!.organization);
  });

  it('give every field of a transfer (the bank user joined) and of an organization as their detail does', async () => {
    const bank = await t.login('bank.admin@demo.test');
    const pg = await t.login('pg.admin@demo.test');
    for (const token of [bank, pg]) {
      expect(await compare(token, 'transfers', 'transfer', TRANSFER)).toBeGreaterThan(0);
    }
    // The bank-side admin sees who made a transfer (a name read from the joined user).
    const named = await t.gql<{ transfers: { items: { transferredBy: { name: string } | null }[] } }>(
      '{ transfers(first: 50) { items { transferredBy { name } } } }',
      {},
      bank,
    );
    expect(named.data!.transfers.items.some((i) => i.transferredBy?.name && i.transferredBy.name !== 'Payment Gateway')).toBe(true);
    for (const token of [bank, pg]) {
      expect(await compare(token, 'organizationList', 'organization', ORGANIZATION)).toBeGreaterThan(3);
    }
    // Sorted by the type's label and searched (the list and its report share one filter).
    for (const sortField of ['type', 'name', 'status']) {
      const r = await t.gql<{ organizationList: { total: number; items: { name: string }[] } }>(
        `{ organizationList(first: 50, searchParam: "Druk", sortField: "${sortField}", sortDirection: "DESC") { total items { name } } }`,
        {},
        pg,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.organizationList.items.length).toBeGreaterThan(0);
      expect(r.data!.organizationList.total).toBe(r.data!.organizationList.items.length);
      expect(r.data!.organizationList.items.every((o) => /druk/i.test(o.name))).toBe(true);
    }
  }, 120000);
});
