import { MikroORM } from '@mikro-orm/postgresql';

import { fieldChanges, isSecretField, SECRET_FIELDS } from '../src/events/field-changes';
import { organizationIdOf, sessionIds, userIdOf } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

const LOG = `query($first: Int, $after: String, $subjectType: String, $search: String, $from: String, $to: String, $actorRole: Int, $organizationId: ID) {
  auditLog(first: $first, after: $after, subjectType: $subjectType, search: $search, from: $from, to: $to, actorRole: $actorRole, organizationId: $organizationId) {
    endCursor items { id name createdAt subjectType subjectId actorRole sourceIp changes { field before after } user { name email } organization { id name } } } }`;
type Entry = {
  id: string;
  name: string;
  createdAt: string;
  subjectType: string;
  subjectId: string;
  actorRole: number | null;
  sourceIp: string | null;
  changes: { field: string; before: string; after: string }[];
  user: { email: string } | null;
  organization: { id: string; name: string } | null;
};
type Page = { endCursor: string | null; items: Entry[] };

const FEE = 'mutation($id: ID!, $fee: Float) { updateOrganizationPlatformFee(id: $id, platformFee: $fee) { success } }';
const UPDATE_USER = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id role } }';
const LOCK = 'mutation($id: ID!) { lockUser(user: { id: $id }) { id locked } }';
const UNLOCK = 'mutation($id: ID!) { unlockUser(user: { id: $id }) { id locked } }';
const CREATE_ENDPOINT = 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id secret } }';
const ROLL = 'mutation($id: ID!) { rollWebhookEndpointSecret(id: $id) { id secret } }';
const CREATE_KEY = 'mutation($name: String!) { createKeys(name: $name) { id secretKey } }';
const TOGGLE_KEY = 'mutation($id: ID!) { toggleMerchantKeyState(id: $id, isActive: false) { id isActive } }';

const change = (e: Entry, field: string) => {
  const c = e.changes.find((x) => x.field === field);
  return c ? { before: JSON.parse(c.before) as unknown, after: JSON.parse(c.after) as unknown } : undefined;
};

// The audit log: every recorded event with its actor (role, source IP) and the before/after of
// what it changed, newest first by cursor; PG Admin reads every organization's, Owner and Admin
// their own; the database refuses to change or remove an entry.
describe('audit log (real PostgreSQL)', () => {
  let t: TestApp;
  let pg: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    [pg, owner] = await Promise.all([t.login('pg.admin@demo.test'), t.login('owner@demo.test')]);
  }, 60000);
  afterAll(() => t.close());

  const page = async (vars: Record<string, unknown>, token = pg) => {
    const r = await t.gql<{ auditLog: Page }>(LOG, vars, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.auditLog;
  };
  const latest = async (name: string, token = pg) => {
    const found = (await page({ first: 20, search: name }, token)).items.find((e) => e.name === name);
    if (!found) throw new Error(`no event ${name}`);
    return found;
  };
  const ok = (r: { errors?: unknown }) => expect(r.errors).toBeUndefined();

  it('pages every event newest first without repeats, and filters by kind, words and dates', async () => {
    const seen: Page['items'] = [];
    let after: string | null = null;
    do {
      const p: Page = await page({ first: 5, after });
      seen.push(...p.items);
      after = p.endCursor;
    } while (after);
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const disputes = await page({ first: 200, subjectType: 'dispute' });
    expect(disputes.items.length).toBeGreaterThan(0);
    expect(disputes.items.every((e) => e.subjectType === 'dispute')).toBe(true);
    const byOwner = await page({ first: 200, search: 'owner@demo' });
    expect(byOwner.items.length).toBeGreaterThan(0);
    expect(byOwner.items.every((e) => e.user?.email === 'owner@demo.test')).toBe(true);
    expect((await page({ from: '2000-01-01', to: '2000-01-02' })).items).toEqual([]);
    const bad = await t.gql(LOG, { from: 'yesterday' }, pg);
    expect(bad.errors?.[0]?.message).toBe('Please enter a valid date');
    expect((await t.gql(LOG, { after: 'forged' }, pg)).errors?.[0]?.message).toBe('This audit log page link is no longer valid: open the audit log again.');
  });

  it("records the actor's role and source IP, and a fee change's before and after", async () => {
    const { organizationId: tour } = await sessionIds(t, owner);
    // trust proxy is 'loopback' (http-app.ts): the test's requests come from it, so its header counts.
    ok(await t.gql(FEE, { id: tour, fee: 3.25 }, pg, { 'x-forwarded-for': '203.0.113.7' }));
    const viaProxy = await latest('Platform Fee Updated');
    expect(viaProxy).toMatchObject({ actorRole: 1, sourceIp: '203.0.113.7', user: { email: 'pg.admin@demo.test' }, organization: { id: tour } });
    const bps = change(viaProxy, 'platformFeeBps');
    expect(bps?.after).toBe(325);
    expect(bps?.before).not.toBe(325);
    expect(viaProxy.changes.map((c) => c.field)).toEqual(['platformFeeBps']);

    ok(await t.gql(FEE, { id: tour, fee: 3.5 }, pg));
    const direct = await latest('Platform Fee Updated');
    expect(direct.id).not.toBe(viaProxy.id);
    expect(direct.sourceIp).toMatch(/^127\.0\.0\.1$|^::1$/);
    expect(change(direct, 'platformFeeBps')).toEqual({ before: 325, after: 350 });

    expect((await page({ first: 200, actorRole: 1, organizationId: tour })).items.every((e) => e.actorRole === 1 && e.organization?.id === tour)).toBe(true);
  });

  it("records a role change and a lock with the user's fields before and after", async () => {
    const userId = await userIdOf(t, pg, 'user@demo.test');
    ok(await t.gql(UPDATE_USER, { input: { id: userId, name: 'Ugyen', surname: 'Lhamo', role: 5 } }, owner));
    const roleChange = await latest('User Updated', owner);
    expect(roleChange).toMatchObject({ actorRole: 64, user: { email: 'owner@demo.test' } });
    expect(change(roleChange, 'role')).toEqual({ before: 4, after: 5 });
    ok(await t.gql(UPDATE_USER, { input: { id: userId, name: 'Ugyen', surname: 'Lhamo', role: 4 } }, owner));

    ok(await t.gql(LOCK, { id: userId }, owner));
    expect(change(await latest('User Locked', owner), 'locked')).toEqual({ before: false, after: true });
    ok(await t.gql(UNLOCK, { id: userId }, owner));
    expect(change(await latest('User Activated', owner), 'locked')).toEqual({ before: true, after: false });
  });

  it('records key and webhook changes without their secrets', async () => {
    const endpoint = (
      await t.gql<{ createWebhookEndpoint: { id: string; secret: string } }>(
        CREATE_ENDPOINT,
        { input: { url: 'https://merchant.example/audit', eventTypes: [] } },
        owner,
      )
    ).data!.createWebhookEndpoint;
    ok(await t.gql(ROLL, { id: endpoint.id }, owner));
    const key = (await t.gql<{ createKeys: { id: string; secretKey: string } }>(CREATE_KEY, { name: 'Audit key' }, owner)).data!.createKeys;
    ok(await t.gql(TOGGLE_KEY, { id: key.id }, owner));

    const created = await latest('Webhook endpoint created', owner);
    expect(created).toMatchObject({ subjectType: 'webhookEndpoint', subjectId: endpoint.id, actorRole: 64 });
    expect(change(created, 'url')).toEqual({ before: null, after: 'https://merchant.example/audit' });
    const rolled = await latest('Webhook secret rolled', owner);
    expect(rolled.changes.map((c) => c.field)).toEqual(['previousSecretExpiresAt']);
    expect(change(await latest('API key deactivated', owner), 'isActive')).toEqual({ before: true, after: false });
    expect(await latest('API key created', owner)).toMatchObject({ subjectType: 'merchantKey', subjectId: key.id });

    // Nothing secret anywhere in the log: neither the secrets shown once nor their stored forms.
    const db = t.app.get(MikroORM).em.getConnection();
    const rows = await db.execute<{ changes: unknown }[]>(`select changes from event where changes is not null`);
    const text = JSON.stringify(rows);
    for (const secret of [endpoint.secret, key.secretKey]) expect(text).not.toContain(secret);
    for (const field of SECRET_FIELDS) expect(text).not.toContain(`"${field}"`);
    const [stored] = await db.execute<{ secret_cipher: string; secret_hash: string }[]>(
      `select w.secret_cipher, k.secret_hash from webhook_endpoint w, merchant_key k where w.id = ? and k.id = ?`,
      [endpoint.id, key.id],
    );
    expect(text).not.toContain(stored.secret_cipher);
    expect(text).not.toContain(stored.secret_hash);
  });

  it('records gateway settings changes (card routing) with before and after', async () => {
    const gateway = (await t.gql<{ paymentGateways: { id: string; name: string }[] }>('{ paymentGateways { id name } }', {}, pg)).data!.paymentGateways.find(
      (g) => g.name === 'sandbox',
    )!.id;
    const card = (
      await t.gql<{ createCard: { id: string } }>('mutation($g: ID) { createCard(name: "Audit Card", paymentGatewayId: $g) { id } }', { g: gateway }, pg)
    ).data!.createCard;
    ok(await t.gql('mutation($id: ID!, $g: ID) { updateCard(id: $id, name: "Audit Card 2", paymentGatewayId: $g) { id } }', { id: card.id, g: gateway }, pg));
    ok(await t.gql('mutation($id: ID!) { removeCard(id: $id) { success } }', { id: card.id }, pg));
    const created = await latest('Card routing created');
    expect(created).toMatchObject({ subjectType: 'card', subjectId: card.id, actorRole: 1, user: { email: 'pg.admin@demo.test' } });
    expect(change(created, 'paymentGateway')).toEqual({ before: null, after: gateway });
    expect(change(await latest('Card routing updated'), 'name')).toEqual({ before: 'Audit Card', after: 'Audit Card 2' });
    expect(change(await latest('Card routing deleted'), 'name')).toEqual({ before: 'Audit Card 2', after: null });
  });

  it('never copies a secret field into before/after (the deny list)', () => {
    const before = {
      passwordHash: 'old',
      secretHash: 'a',
      secretCipher: 'b',
      previousSecretCipher: 'c',
      tokenHash: 'd',
      resetToken: 'e',
      name: 'A',
      updatedAt: new Date(0),
    };
    const after = {
      passwordHash: 'new',
      secretHash: 'x',
      secretCipher: 'y',
      previousSecretCipher: 'z',
      tokenHash: 'w',
      resetToken: 'v',
      name: 'B',
      updatedAt: new Date(),
    };
    expect(fieldChanges(before, after)).toEqual({ name: { before: 'A', after: 'B' } });
    for (const field of [...SECRET_FIELDS, 'apiSecret', 'webhookSigningSecret', 'cvc']) expect(isSecretField(field)).toBe(true);
    for (const field of ['platformFeeBps', 'role', 'locked', 'status', 'apiKey', 'hasCancelPolicyExtended', 'previousSecretExpiresAt'])
      expect(isSecretField(field)).toBe(false);
  });

  it("answers a merchant's Owner and Admin with their own organization only, staff shown by role", async () => {
    const { organizationId: tour } = await sessionIds(t, owner);
    const admin = await t.login('admin@demo.test');
    const other = await organizationIdOf(t, pg, 'Thunder Dragon Treks');
    for (const token of [owner, admin]) {
      // Asking for another organization changes nothing: the API keeps a merchant to its own.
      const mine = await page({ first: 200, organizationId: other }, token);
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((e) => e.organization?.id === tour)).toBe(true);
    }
    const fee = await latest('Platform Fee Updated', owner);
    expect(fee).toMatchObject({ actorRole: 1, user: null, sourceIp: null });
    expect(change(fee, 'platformFeeBps')).toEqual({ before: 325, after: 350 });
    // Staff cannot be found by name or e-mail from the merchant's side either.
    expect((await page({ first: 50, search: 'pg.admin@demo' }, owner)).items).toEqual([]);
    expect((await page({ first: 50, search: 'owner@demo' }, owner)).items.length).toBeGreaterThan(0);
  });

  it('is refused to the User role and to bank staff', async () => {
    for (const email of ['user@demo.test', 'bank.admin@demo.test', 'bank.finance@demo.test']) {
      expect((await t.gql(LOG, {}, await t.login(email))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it("takes the role from the user's row when no request gives it, and refuses to change or remove an entry", async () => {
    const db = t.app.get(MikroORM).em.getConnection();
    const bankAdmin = await userIdOf(t, pg, 'bank.admin@demo.test');
    const [row] = await db.execute<{ id: string; actor_role: number; source_ip: string | null }[]>(
      `insert into event (id, created_at, updated_at, name, slug, subject_type, subject_id, user_id)
       values (gen_random_uuid(), now(), now(), 'Refund approved by bank', 'refund-approved-by-bank', 'refund', gen_random_uuid(), ?) returning id, actor_role, source_ip`,
      [bankAdmin],
    );
    expect(row).toMatchObject({ actor_role: 3, source_ip: null });
    await expect(db.execute(`update event set name = 'nothing happened' where id = ?`, [row.id])).rejects.toThrow(/append-only/);
    await expect(db.execute(`update event set changes = null`)).rejects.toThrow(/append-only/);
    await expect(db.execute(`delete from event where id = ?`, [row.id])).rejects.toThrow(/append-only/);
    await expect(db.execute(`truncate event`)).rejects.toThrow(/append-only/);
    // A user or organization with history stays: 'set null' on delete would rewrite the entries.
    const rules = await db.execute<{ conname: string; confdeltype: string }[]>(
      `select conname, confdeltype from pg_constraint where conrelid = 'event'::regclass and contype = 'f' order by conname`,
    );
    expect(rules).toEqual([
      { conname: 'event_organization_id_foreign', confdeltype: 'r' },
      { conname: 'event_user_id_foreign', confdeltype: 'r' },
    ]);
    const [still] = await db.execute<{ n: string }[]>(`select count(*) as n from event where id = ? and name = 'Refund approved by bank'`, [row.id]);
    expect(Number(still.n)).toBe(1);
  });
});
