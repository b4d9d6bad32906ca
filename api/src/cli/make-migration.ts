import { MikroORM } from '@mikro-orm/postgresql';

import { ormConfig } from '../database/mikro-orm.config';

// Developer tool: diff the entities against the migrated schema and write a new migration
// into api/src/migrations (then add it to migrations/index.ts). Needs DATABASE_URL.
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a database migrated to the latest version.');
  const orm = await MikroORM.init(ormConfig(url));
  try {
    const initial = process.argv.includes('--initial');
    const result = await orm.migrator.create(undefined, false, initial);
    console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
  } finally {
    await orm.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
