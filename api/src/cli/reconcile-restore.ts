import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';
import { reconcileAfterRestore } from '../reconciliation/restore-reconciliation';
import { TemporalService } from '../temporal/temporal.service';

// After a point-in-time restore (`npm run restore`, docs/operations.md "Backups and restore"):
// compares every running invoice and checkout process with the restored database and prints
// what it found (also kept in restore_finding; the ledger audit names captured charges).
// Prints one JSON line per finding, then a summary line.
async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await MikroORM.init(ormConfig(config.databaseUrl));
  const temporal = new TemporalService(config);
  try {
    const findings = await reconcileAfterRestore(orm.em.fork(), await temporal.getClient());
    for (const f of findings) console.log(JSON.stringify(f));
    const counts = new Map<string, number>();
    for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    console.log(`reconciliation: ${findings.length} findings${findings.length ? ` (${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}`);
  } finally {
    await temporal.onApplicationShutdown();
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(`the reconciliation after a restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
