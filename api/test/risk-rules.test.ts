import { MikroORM } from '@mikro-orm/postgresql';
import { CARD_ERROR_FALLBACK_MESSAGE } from '@pg/domain';

import { type CreatedInvoice, createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { CARDS, sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

// Issue 41, risk rules before the charge: velocity, block lists and a merchant's amount limit
// decline a payment before the Sandbox is called; the payer is told a neutral decline, the
// timeline and the audit log name the rule. PG Admin alone keeps them.

const ADD_BLOCK = 'mutation($kind: String!, $value: String!, $note: String) { addRiskBlock(kind: $kind, value: $value, note: $note) { id kind value note } }';
const REMOVE_BLOCK = 'mutation($id: ID!) { removeRiskBlock(id: $id) }';
const BLOCKS = 'query($kind: String) { riskBlocks(kind: $kind) { id kind value } }';
const VELOCITY = `mutation($max: Int, $minutes: Int, $keys: [String!]) { saveRiskVelocity(maxDeclines: $max, windowMinutes: $minutes, keys: $keys) { maxDeclines windowMinutes keys } }`;
const LIMITS = `mutation($org: ID!, $max: Int) { saveMerchantRiskLimits(organizationId: $org, maxAmountCents: $max) {
  organizationId maxAmountCents reviewThresholdCents } }`;
const TIMELINE = 'query($id: ID!) { processTimeline(kind: INVOICE, id: $id) { steps { title detail state } } }';
const AUDIT = 'query($search: String) { auditLog(first: 20, search: $search) { items { name meta subjectType } } }';

describe('risk rules before the charge', () => {
  let t: TestApp;
  let pg: string;
  let owner: string;
  let doi: string;
  let ownerOrg: string;

  const sandboxCharges = async (): Promise<number> => {
    const [row] = await t.app.get(MikroORM).em.fork().execute<{ n: number }[]>('select count(*)::int as n from sandbox_charge');
    return row.n;
  };
  const pay = async (invoice: CreatedInvoice, card: string = CARDS.visa) => {
    const r = await t.gql<{ payInvoice: { status: string } }>(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token: await sandboxToken(t, card) });
    return { status: r.data?.payInvoice.status, error: r.errors?.[0] };
  };
  const newInvoice = (name: string, overrides: Record<string, unknown> = {}) => createInvoice(t, owner, invoiceInput(doi, { name, ...overrides }));
  const fingerprintOf = async (card: string): Promise<string> => {
    const token = await sandboxToken(t, card);
    const [row] = await t.app.get(MikroORM).em.fork().execute<{ fingerprint: string }[]>('select fingerprint from sandbox_token where token = ?', [token]);
    return row.fingerprint;
  };

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    pg = await t.login('pg.admin@demo.test');
    owner = await t.login('owner@demo.test');
    doi = await doiId(t, owner);
    ownerOrg = (await newInvoice('Owner org probe')).id;
    const [row] = await t.app.get(MikroORM).em.fork().execute<{ owner_id: string }[]>('select owner_id from invoice where id = ?', [ownerOrg]);
    ownerOrg = row.owner_id;
  }, 120_000);
  afterAll(() => t.close());

  it('the Sandbox gives every token of one card the same fingerprint, and another card another; never the number', async () => {
    const a = await fingerprintOf(CARDS.visa);
    expect(await fingerprintOf(CARDS.visa)).toBe(a);
    expect(await fingerprintOf(CARDS.declined)).not.toBe(a);
    expect(a).toMatch(/^fp_[0-9a-f]{24}$/);
    expect(a).not.toContain('4242');
  });

  it('velocity: a fourth decline of one card in the window blocks its next payment, neutrally and without calling the Sandbox', async () => {
    const set = await t.gql(VELOCITY, { max: 3, minutes: 10, keys: ['cardFingerprint'] }, pg);
    expect(set.errors).toBeUndefined();
    const invoice = await newInvoice('Velocity');
    for (let i = 0; i < 4; i++) {
      const r = await pay(invoice, CARDS.declined);
      expect(r.error?.message).toBe('Your card was declined.');
    }
    const before = await sandboxCharges();
    const blocked = await pay(invoice, CARDS.declined);
    expect(blocked.error?.message).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    expect(blocked.error?.extensions?.fields).toEqual({ errorType: 'card_error', failCode: 'card_declined', payment: CARD_ERROR_FALLBACK_MESSAGE });
    expect(JSON.stringify(blocked.error)).not.toMatch(/velocity|risk/i);
    expect(await sandboxCharges()).toBe(before);
    // Another card still pays.
    expect((await pay(invoice)).status).toBe('succeeded');

    const timeline = await t.gql<{ processTimeline: { steps: { title: string; detail: string | null }[] } }>(TIMELINE, { id: invoice.id }, pg);
    expect(timeline.data!.processTimeline.steps).toContainEqual(
      expect.objectContaining({ title: 'Card payment declined by a risk rule', detail: 'Too many declines for this card' }),
    );
    const audit = await t.gql<{ auditLog: { items: { name: string; meta: string }[] } }>(AUDIT, { search: 'Risk Rule' }, pg);
    const entry = audit.data!.auditLog.items.find((n) => n.name === 'Payment Declined by Risk Rule');
    expect(JSON.parse(entry!.meta)).toMatchObject({ rule: 'velocity.cardFingerprint' });

    // Off again: the card's next payment reaches the Sandbox (and is declined there).
    expect((await t.gql(VELOCITY, { max: null }, pg)).errors).toBeUndefined();
    expect((await pay(await newInvoice('Velocity off'), CARDS.declined)).error?.message).toBe('Your card was declined.');
  });

  it('block lists: a blocked fingerprint, e-mail or card country is declined before any charge; removed, it pays', async () => {
    const fingerprint = await fingerprintOf(CARDS.visa);
    const added = await t.gql<{ addRiskBlock: { id: string; value: string } }>(
      ADD_BLOCK,
      { kind: 'cardFingerprint', value: fingerprint, note: 'Card testing' },
      pg,
    );
    expect(added.errors).toBeUndefined();
    const before = await sandboxCharges();
    const r = await pay(await newInvoice('Blocked card'));
    expect(r.error?.message).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    expect(await sandboxCharges()).toBe(before);
    expect((await t.gql(REMOVE_BLOCK, { id: added.data!.addRiskBlock.id }, pg)).errors).toBeUndefined();
    expect((await pay(await newInvoice('Unblocked card'))).status).toBe('succeeded');

    // The invoice's recipient e-mail is the payer's e-mail; stored lower case, matched in any case.
    const email = await t.gql<{ addRiskBlock: { id: string; value: string } }>(ADD_BLOCK, { kind: 'email', value: ' Blocked.Payer@Example.test ' }, pg);
    expect(email.data!.addRiskBlock.value).toBe('blocked.payer@example.test');
    expect((await pay(await newInvoice('Blocked e-mail', { recipientEmail: 'blocked.payer@example.test' }))).error?.message).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    expect((await pay(await newInvoice('Other e-mail'))).status).toBe('succeeded');
    await t.gql(REMOVE_BLOCK, { id: email.data!.addRiskBlock.id }, pg);

    const country = await t.gql<{ addRiskBlock: { id: string } }>(ADD_BLOCK, { kind: 'cardCountry', value: 'us' }, pg);
    expect(country.errors).toBeUndefined();
    expect((await pay(await newInvoice('Blocked country'))).error?.message).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    await t.gql(REMOVE_BLOCK, { id: country.data!.addRiskBlock.id }, pg);

    const list = await t.gql<{ riskBlocks: unknown[] }>(BLOCKS, {}, pg);
    expect(list.data!.riskBlocks).toEqual([]);
    const audit = await t.gql<{ auditLog: { items: { name: string; subjectType: string }[] } }>(AUDIT, { search: 'Risk Block' }, pg);
    const names = audit.data!.auditLog.items.map((e) => e.name);
    expect(names.filter((n) => n === 'Risk Block Added')).toHaveLength(3);
    expect(names.filter((n) => n === 'Risk Block Removed')).toHaveLength(3);
  });

  it("the amount limit is exact: the merchant's limit pays, a cent more is declined", async () => {
    const invoice = await newInvoice('At the limit');
    const totalCents = Math.round(invoice.totals.total * 100);
    expect((await t.gql(LIMITS, { org: ownerOrg, max: totalCents }, pg)).errors).toBeUndefined();
    expect((await pay(invoice)).status).toBe('succeeded');
    expect((await t.gql(LIMITS, { org: ownerOrg, max: totalCents - 1 }, pg)).errors).toBeUndefined();
    const over = await pay(await newInvoice('Over the limit'));
    expect(over.error?.message).toBe(CARD_ERROR_FALLBACK_MESSAGE);
    await t.gql(LIMITS, { org: ownerOrg, max: null }, pg);
  });

  it('only PG Admin keeps the rules; bad values are refused with their messages', async () => {
    const denied = await t.gql(ADD_BLOCK, { kind: 'email', value: 'x@example.test' }, owner);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(VELOCITY, { max: 3, minutes: 10, keys: ['email'] }, owner)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIMITS, { org: ownerOrg, max: 1000 }, owner)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await t.gql(ADD_BLOCK, { kind: 'cardCountry', value: 'Germany' }, pg);
    expect(bad.errors?.[0].message).toMatch(/two-letter country code/);
    const low = await t.gql(LIMITS, { org: ownerOrg, max: 49 }, pg);
    expect(low.errors?.[0].message).toMatch(/at least 0.50/);
  });
});
