import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { LedgerEntry } from '../src/ledger/ledger-entry.entity';
import { LedgerService } from '../src/ledger/ledger.service';
import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, type TestApp } from './test-app';

// LedgerService on real PostgreSQL: concurrent posts for one organization lose no update and
// keep the running balance in posting order; the same key posts once however often it is sent.
describe('LedgerService (real PostgreSQL)', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.get(LedgerService);
    orgId = (await t.app.get(MikroORM).em.fork().findOneOrFail(Organization, { name: 'Paro Valley Hotel' })).id;
  }, 60000);
  afterAll(() => t.close());

  const fork = () => t.app.get(MikroORM).em.fork();
  const post = (amountCents: number, sourceId = randomUUID(), sourceKey?: string) =>
    fork().transactional((tx) => ledger.post(tx, { organizationId: orgId, amountCents, transactionType: 'adjustment', sourceType: 'test', sourceId, sourceKey, remarks: `adjust ${amountCents}` }));

  it('60 concurrent posts: the balance is their sum, and each entry holds the balance after it in posting order', async () => {
    const amounts = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? -1 : 1) * (i + 1) * 137);
    const posted = await Promise.all(amounts.map((a) => post(a)));
    expect(posted.every((p) => p.created)).toBe(true);
    const org = await fork().findOneOrFail(Organization, { id: orgId });
    expect(org.currentBalanceCents).toBe(amounts.reduce((s, a) => s + a, 0));
    expect(org.ledgerEntryCount).toBe(60);
    const entries = await fork().find(LedgerEntry, { organization: orgId }, { orderBy: { seq: 'asc' } });
    expect(entries).toHaveLength(60);
    entries.forEach((e, i) => expect(e.balanceCents).toBe((i === 0 ? 0 : entries[i - 1].balanceCents) + e.amountCents));
  });

  it('the same key sent 10 times at once posts once', async () => {
    const before = (await fork().findOneOrFail(Organization, { id: orgId })).currentBalanceCents;
    const sourceId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(500, sourceId, `test:${sourceId}`)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect((await fork().findOneOrFail(Organization, { id: orgId })).currentBalanceCents).toBe(before + 500);
    expect(await fork().count(LedgerEntry, { sourceKey: `test:${sourceId}` })).toBe(1);
  });

  it('refuses a post outside a transaction, a zero amount and a sign the type does not allow, changing nothing', async () => {
    const before = await fork().count(LedgerEntry, {});
    await expect(ledger.post(fork(), { organizationId: orgId, amountCents: 1, transactionType: 'adjustment', sourceType: 't', sourceId: randomUUID(), remarks: 'x' })).rejects.toThrow(/inside the transaction/);
    await expect(post(0)).rejects.toThrow('A ledger entry can not be zero');
    await expect(fork().transactional((tx) => ledger.post(tx, { organizationId: orgId, amountCents: 100, transactionType: 'refund', sourceType: 't', sourceId: randomUUID(), remarks: 'x' }))).rejects.toThrow('Refund entries debit the balance');
    expect(await fork().count(LedgerEntry, {})).toBe(before);
  });
});
