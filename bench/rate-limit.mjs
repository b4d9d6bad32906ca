// The REST rate limit's cost per request (issue 42): one take of a key's token bucket in
// PostgreSQL (ApiRateLimiter: one upsert on an unlogged table, shared by every API replica)
// against the in-process bucket it replaced (TokenBuckets), on an embedded PostgreSQL of its own.
// `npm run bench -- --only ratelimit`.
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { ROOT } from '../scripts/lib/paths.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort, run } from '../scripts/lib/run.mjs';
import { inBatches } from './stats.mjs';

const require = createRequire(import.meta.url);

const micros = (ms, n) => (ms * 1000) / n;

/** `takes` per measure; `width` concurrent takers (as requests across API processes) for the throughput figure. */
export async function rateLimitBenchmark({ runDir, takes = 5000, width = 16 }) {
  const postgres = await startPostgres({ dir: join(runDir, 'postgres'), port: await freePort(), database: 'ratelimit' });
  try {
    await run(process.execPath, [join(ROOT, 'api/dist/cli/migrate.js')], { env: { DATABASE_URL: postgres.url }, quiet: true });
    const { MikroORM } = require('@mikro-orm/postgresql');
    const { ormConfig } = require('../api/dist/database/mikro-orm.config.js');
    const { ApiRateLimiter } = require('../api/dist/developer-keys/api-rate-limiter.js');
    const { TokenBuckets } = require('../api/dist/security/token-buckets.js');
    const orm = await MikroORM.init(ormConfig(postgres.url, { poolSize: width, role: 'api' }));
    try {
      // A limit never reached: the cost of an allowed request, the common case.
      const limiter = new ApiRateLimiter(orm.em, { apiRateLimitPerSecond: 1e9, apiRateLimitBurst: 1e9 });
      const memory = new TokenBuckets(1e9, 1e9);
      let t = performance.now();
      for (let i = 0; i < takes * 20; i++) memory.take(`key-${i % 100}`, performance.now());
      const memoryUs = micros(performance.now() - t, takes * 20);
      for (let i = 0; i < 200; i++) await limiter.take(`warm-${i % 10}`);
      const cpu0 = process.cpuUsage();
      t = performance.now();
      for (let i = 0; i < takes; i++) await limiter.take(`key-${i % 100}`);
      const sequentialUs = micros(performance.now() - t, takes);
      const cpu = process.cpuUsage(cpu0);
      const apiCpuUs = (cpu.user + cpu.system) / takes;
      t = performance.now();
      await inBatches(takes, width, (i) => limiter.take(`key-${i % 100}`));
      const concurrentMs = performance.now() - t;
      // One hot key: every take waits on the row before it (the worst case: a merchant's burst).
      t = performance.now();
      await inBatches(takes, width, () => limiter.take('hot-key'));
      const hotMs = performance.now() - t;
      return {
        takes,
        width,
        memoryUs,
        sequentialUs,
        apiCpuUs,
        concurrentPerSecond: takes / (concurrentMs / 1000),
        hotPerSecond: takes / (hotMs / 1000),
      };
    } finally {
      await orm.close();
    }
  } finally {
    await postgres.stop();
  }
}

export function printRateLimit(r) {
  console.log(`  in-process bucket (before): ${r.memoryUs.toFixed(2)} µs a take`);
  console.log(
    `  PostgreSQL bucket (now): ${r.sequentialUs.toFixed(0)} µs a take one at a time (round trip included), ${r.apiCpuUs.toFixed(0)} µs of API CPU; ` +
      `${r.concurrentPerSecond.toFixed(0)} takes/s at ${r.width} concurrent over 100 keys, ${r.hotPerSecond.toFixed(0)} takes/s on one key`,
  );
}
