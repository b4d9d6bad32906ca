import { join } from 'node:path';

import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';

import { PreparingClient } from '../common/prepared-statements';
import { AuditChangesSubscriber } from '../events/audit-changes.subscriber';
import { MIGRATIONS } from '../migrations';
import { ENTITIES } from './entities';
import { type DatabaseRole, sessionTimeoutOptions } from './session-timeouts';

/**
 * `poolSize`: connections per process (DATABASE_POOL_SIZE, default 10); `role`: whose session
 * timeouts its connections get (session-timeouts.ts; the CLIs none).
 */
export function ormConfig(
  databaseUrl: string,
  { debug = false, poolSize = 10, role = 'cli' }: { debug?: boolean; poolSize?: number; role?: DatabaseRole } = {},
) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator, SeedManager],
    debug,
    // Before/after of changed records for the audit log (api/src/events).
    subscribers: [new AuditChangesSubscriber()],
    // Schema changes only through migrations; the app never syncs the schema at run time.
    ensureDatabase: false,
    migrations: {
      migrationsList: MIGRATIONS,
      pathTs: join(__dirname, '..', '..', 'src', 'migrations'),
      path: join(__dirname, '..', '..', 'src', 'migrations'),
      // No snapshot file: several domains add migrations in parallel; new migrations are diffed
      // against a migrated database instead (cli/make-migration), and a test checks they match.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      // The CLI prints its own one-line summary.
      silent: true,
    },
    // The ledger's triggers and functions are hand-written in its migration (balanced journals,
    // append-only rows, a payable per organization); the schema diff must leave them alone.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    // Work inside a transaction never asks the pool for a second connection (raw SQL goes through
    // em.execute, which runs in the caller's transaction; lint forbids getConnection().execute):
    // a pool of one connection serves every request, only more slowly (api/test/one-connection.test.ts).
    pool: { min: 0, max: poolSize },
    // A query waits at most 30 s for a pooled connection, then fails (pg's default is forever):
    // a pool run dry answers with an error that gives its part back, never with a request that
    // hangs until its caller gives up (seen once in the input fuzz: 300 s, 2026-11-28).
    // Statements marked `prepared` run as named prepared statements (prepared-statements.ts).
    driverOptions: { connectionTimeoutMillis: 30_000, Client: PreparingClient, ...sessionTimeoutOptions(role) },
  });
}
