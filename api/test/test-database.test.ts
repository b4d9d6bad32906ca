import { Client } from 'pg';

import { migrate } from '../src/cli/migrate';
import { createMigratedDatabase } from './test-database';

// The API files' databases are copies of one migrated template (npm test): each copy must be
// current and draw its record codes apart from every other copy's, since files share one
// Temporal server where a record's code names its workflow.
const CODE_SEQUENCES = ['dispute_code_seq', 'invoice_code_seq', 'refund_code_seq', 'transfer_code_seq', 'web_payment_code_seq'];

describe('test databases copied from the migrated template', () => {
  const dbs: Awaited<ReturnType<typeof createMigratedDatabase>>[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.drop()));
  });

  async function nextCodes(url: string): Promise<Map<string, number>> {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ sequencename: string }>(
        `select sequencename from pg_sequences where schemaname = 'public' and sequencename like '%\\_code\\_seq' order by 1`,
      );
      const next = new Map<string, number>();
      for (const { sequencename } of rows) {
        const { rows: n } = await c.query<{ n: string }>('select nextval($1::regclass) as n', [sequencename]);
        next.set(sequencename, Number(n[0].n));
      }
      return next;
    } finally {
      await c.end();
    }
  }

  it('gives each copy every migration and code sequences of its own', async () => {
    dbs.push(await createMigratedDatabase('copy'), await createMigratedDatabase('copy'));
    const [a, b] = await Promise.all(dbs.map((db) => nextCodes(db.url)));
    expect([...a.keys()]).toEqual(CODE_SEQUENCES);
    for (const value of [...a.values(), ...b.values()]) {
      expect(value).toBeGreaterThanOrEqual(1000);
      expect(value).toBeLessThan(801_000);
    }
    // Each start is one of 800,000: five equal pairs would be a copy that kept the template's.
    expect(CODE_SEQUENCES.filter((s) => a.get(s) !== b.get(s)).length).toBeGreaterThan(0);
    expect(await migrate(dbs[0].url)).toEqual([]);
  });
});
