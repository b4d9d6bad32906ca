import { MikroORM } from '@mikro-orm/postgresql';

import { migrate } from '../src/cli/migrate';
import { ormConfig } from '../src/database/mikro-orm.config';
import { createTestDatabase } from './test-database';

// The schema is only ever changed by migrations: after running them all, the entities must
// need no further change, or an entity was edited without its migration.
describe('migrations', () => {
  it('bring an empty database exactly to the entities', async () => {
    const db = await createTestDatabase('migrations');
    try {
      await migrate(db.url);
      const orm = await MikroORM.init(ormConfig(db.url));
      try {
        const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
        expect(diff.trim()).toBe('');
        // Running them again is a no-op.
        expect(await migrate(db.url)).toEqual([]);
      } finally {
        await orm.close();
      }
    } finally {
      await db.drop();
    }
  });
});
