import { MikroORM } from '@mikro-orm/postgresql';

import { migrate } from '../src/cli/migrate';
import { ormConfig } from '../src/database/mikro-orm.config';
import { MIGRATIONS } from '../src/migrations';
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

        // The counters' triggers written out (and every later migration) go down to the shared function and up again.
        const counterFunctions = async () =>
          (
            await orm.em
              .getConnection()
              .execute<{ name: string }[]>(
                `select distinct p.proname as name from pg_trigger t join pg_proc p on p.oid = t.tgfoid where t.tgname like 'list_count_%' order by 1`,
              )
          ).map((r) => r.name);
        expect(await counterFunctions()).toEqual([
          'list_count_app_user',
          'list_count_dispute',
          'list_count_invoice',
          'list_count_organization',
          'list_count_refund',
          'list_count_transfer',
          'list_count_web_payment',
        ]);
        // One step down per migration from the last back to (and including) the counters' one.
        const steps = MIGRATIONS.length - MIGRATIONS.findIndex((m) => m.name === 'Migration20261128120000_list_count_static');
        for (let i = 0; i < steps; i++) await orm.migrator.down();
        expect(await counterFunctions()).toEqual(['list_count_apply']);
        await orm.migrator.up();
        expect(await counterFunctions()).toHaveLength(7);
      } finally {
        await orm.close();
      }
    } finally {
      await db.drop();
    }
  });
});
