import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';
import { seedDemoData } from '../seeders/demo.seeder';

// Loads the demo organizations and accounts; running it again changes nothing.
export async function seed(databaseUrl = loadConfig().databaseUrl): Promise<number> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    return await seedDemoData(orm.em.fork());
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  seed()
    .then((created) => console.log(created ? `demo data: ${created} records created` : 'demo data already present'))
    .catch((error: unknown) => {
      console.error(`seeding failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
