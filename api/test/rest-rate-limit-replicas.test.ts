import { MikroORM } from '@mikro-orm/postgresql';

import type { AppConfig } from '../src/config/app-config';
import { ormConfig } from '../src/database/mikro-orm.config';
import { ApiRateLimiter } from '../src/developer-keys/api-rate-limiter';
import { createMigratedDatabase, type TestDatabase } from './test-database';

// Issue 42: the REST rate limit holds across API replicas. Two limiters on two connection pools
// (as two API processes) share one bucket per key in PostgreSQL: a burst of 30 is 30 requests
// in all, not 30 per process, even when both take at the same moment.

const config = { apiRateLimitPerSecond: 2, apiRateLimitBurst: 30 } as AppConfig;

describe('the REST rate limit across API replicas (real PostgreSQL)', () => {
  let db: TestDatabase;
  let orms: MikroORM[];
  let replicas: ApiRateLimiter[];
  let clock: number;

  beforeAll(async () => {
    db = await createMigratedDatabase('ratelimit');
    orms = await Promise.all([0, 1].map(() => MikroORM.init(ormConfig(db.url, { poolSize: 8, role: 'api' }))));
    replicas = orms.map((orm) => new ApiRateLimiter(orm.em, config));
    clock = Date.now();
    for (const r of replicas) r.now = () => clock;
  });
  afterAll(async () => {
    await Promise.all(orms.map((orm) => orm.close()));
    await db.drop();
  });

  const outcome = (p: Promise<void>) =>
    p.then(
      () => 200,
      (error: { getStatus?: () => number }) => error.getStatus?.() ?? 500,
    );

  it('allows the burst once over both replicas, taken alternately', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push(await outcome(replicas[i % 2].take('key-alternate')));
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  });

  it('allows exactly the burst when 60 requests reach both replicas at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => outcome(replicas[i % 2].take('key-concurrent'))));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('refills at the rate for both, and says when in Retry-After; a replica whose clock is behind refills nothing', async () => {
    for (let i = 0; i < 30; i++) await replicas[0].take('key-refill');
    const refused = await replicas[1].take('key-refill').catch((error: { retryAfterSeconds?: number }) => error);
    expect((refused as { retryAfterSeconds?: number }).retryAfterSeconds).toBe(1);
    clock += 500; // 2 a second: one token back
    await expect(replicas[1].take('key-refill')).resolves.toBeUndefined();
    await expect(outcome(replicas[0].take('key-refill'))).resolves.toBe(429);
    // The other replica's clock 10 s behind: no tokens from going back in time.
    replicas[0].now = () => clock - 10_000;
    try {
      await expect(outcome(replicas[0].take('key-refill'))).resolves.toBe(429);
    } finally {
      replicas[0].now = () => clock;
    }
  });
});
