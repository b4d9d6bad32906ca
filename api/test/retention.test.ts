import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

import { ormConfig } from '../src/database/mikro-orm.config';
import { RetentionJob, WEBHOOK_ATTEMPT_RETENTION_MS } from '../src/webhooks/retention.job';
import { createMigratedDatabase, type TestDatabase } from './test-database';

// Issue 42: what may expire expires. Webhook attempts older than 90 days are deleted by the
// worker's hourly job; newer ones stay.

describe('retention (real PostgreSQL)', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createMigratedDatabase('retention');
    orm = await MikroORM.init(ormConfig(db.url, { role: 'worker' }));
  });
  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  it('deletes webhook attempts past 90 days and keeps the rest', async () => {
    const now = new Date('2026-12-08T00:00:00Z');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // The attempts alone (no deliveries, endpoints or events): foreign keys off for this session.
      await client.query('set session_replication_role = replica');
      const ages = [WEBHOOK_ATTEMPT_RETENTION_MS + 60_000, WEBHOOK_ATTEMPT_RETENTION_MS + 86_400_000, WEBHOOK_ATTEMPT_RETENTION_MS - 60_000, 1000];
      for (const age of ages) {
        await client.query('insert into webhook_attempt (id, delivery_id, attempted_at, duration_ms) values ($1, $2, $3, 12)', [
          randomUUID(),
          randomUUID(),
          new Date(now.getTime() - age),
        ]);
      }
      expect(await new RetentionJob(orm).sweep(now)).toBe(2);
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from webhook_attempt');
      expect(rows[0].n).toBe(2);
      expect(await new RetentionJob(orm).sweep(now)).toBe(0);
    } finally {
      await client.end();
    }
  });
});
