import { createTestApp, type TestApp } from './test-app';

const LOG = `query($first: Int, $after: String, $subjectType: String, $search: String, $from: String, $to: String) {
  auditLog(first: $first, after: $after, subjectType: $subjectType, search: $search, from: $from, to: $to) {
    endCursor items { id name createdAt subjectType subjectId user { name email } organization { name } } } }`;
type Page = {
  endCursor: string | null;
  items: { id: string; name: string; createdAt: string; subjectType: string; user: { email: string } | null; organization: { name: string } | null }[];
};

// The audit log: every recorded event, newest first by cursor, filtered by record kind, words
// and dates; PG Admin only.
describe('audit log (real PostgreSQL)', () => {
  let t: TestApp;
  let pg: string;

  beforeAll(async () => {
    t = await createTestApp();
    pg = await t.login('pg.admin@demo.test');
  }, 60000);
  afterAll(() => t.close());

  const page = async (vars: Record<string, unknown>, token = pg) => {
    const r = await t.gql<{ auditLog: Page }>(LOG, vars, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.auditLog;
  };

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

  it("is the platform admin's only", async () => {
    for (const email of ['bank.admin@demo.test', 'bank.finance@demo.test', 'owner@demo.test']) {
      expect((await t.gql(LOG, {}, await t.login(email))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
