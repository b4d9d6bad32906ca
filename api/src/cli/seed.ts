import { MikroORM } from '@mikro-orm/postgresql';

import { databaseUrlFrom } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';
import { seedDemoData } from '../seeders/demo.seeder';

// Loads the demo organizations and accounts; running it again changes nothing. `history: false`
// leaves out the six months of settled history (the API tests that count the demo's records
// predate it; api/test/dashboards.test.ts asks for it). `fallbacks: false` leaves the cards
// without the fallback acquirer (API tests that expect one processor per payment).
export async function seed(databaseUrl = databaseUrlFrom(), options: { history?: boolean; fallbacks?: boolean } = {}): Promise<number> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    return await seedDemoData(orm.em.fork(), options);
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
