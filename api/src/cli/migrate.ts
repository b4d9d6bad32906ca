import { MikroORM } from '@mikro-orm/postgresql';

import { databaseUrlFrom } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';

// Applies pending migrations. Safe to run on every start.
export async function migrate(databaseUrl = databaseUrlFrom()): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  migrate()
    .then((names) => console.log(names.length ? `applied ${names.join(', ')}` : 'database schema is up to date'))
    .catch((error: unknown) => {
      console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
