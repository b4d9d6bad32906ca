import { randomUUID } from 'node:crypto';

import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';

import { executePrepared, prepared } from '../src/common/prepared-statements';
import { ormConfig } from '../src/database/mikro-orm.config';
import { readChargeable } from '../src/invoices/chargeable-invoice';
import { createMigratedDatabase, type TestDatabase } from './test-database';

// Statements marked `prepared` (api/src/database/prepared-statements.ts) run as named prepared
// statements on the API's and the worker's pool: parsed once per connection, then planned once
// (a generic plan). On a pool of one connection every statement below meets the same backend,
// whose pg_prepared_statements shows what it holds.
describe('prepared statements', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const held = async () =>
    orm.em.execute<{ name: string; generic_plans: string; custom_plans: string }[]>(
      'select name, generic_plans, custom_plans from pg_prepared_statements order by name',
    );

  beforeAll(async () => {
    db = await createMigratedDatabase('prepared');
    orm = await MikroORM.init(ormConfig(db.url, { poolSize: 1 }));
    await orm.em.execute('create table prepared_probe (id text primary key, n int not null)');
  }, 60000);
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });

  it('runs a statement of `prepared` as a named prepared statement with bound values, and nothing else', async () => {
    const sum = prepared('test-sum', 'select ?::int + ?::int as n');
    expect(sum.text).toBe('/* prepared: test-sum */ select $1::int + $2::int as n');
    expect(await executePrepared(orm.em, sum, [1, 2])).toEqual([{ n: 3 }]);
    expect(await executePrepared(orm.em, sum, [40, 2])).toEqual([{ n: 42 }]);
    // em.execute writes the values into the text: nothing to keep.
    expect(await orm.em.execute('select ?::int * 2 as n', [21])).toEqual([{ n: 42 }]);
    expect((await held()).map((s) => s.name)).toEqual(['test-sum']);
  });

  it("keeps a payment statement's plan: after five runs it is planned no more", async () => {
    for (let i = 0; i < 8; i++) {
      await expect(readChargeable(orm.em.fork(), randomUUID(), `key-${i}`)).rejects.toThrow(/not found/);
    }
    const chargeable = (await held()).find((s) => s.name === 'invoice-chargeable');
    // PostgreSQL plans the first five runs for their values, then settles on the generic plan.
    expect(chargeable).toMatchObject({ custom_plans: '5', generic_plans: '3' });
  });

  it("runs in the caller's transaction, converts errors as MikroORM does, and refuses a second text under one name", async () => {
    const insert = prepared('test-insert', 'insert into prepared_probe (id, n) values (?, ?)');
    await expect(
      orm.em.transactional(async (tx) => {
        await executePrepared(tx, insert, ['a', 1]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await orm.em.execute('select count(*)::int as n from prepared_probe')).toEqual([{ n: 0 }]);
    await executePrepared(orm.em, insert, ['a', 1]);
    await expect(executePrepared(orm.em, insert, ['a', 2])).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    await expect(executePrepared(orm.em, prepared('test-sum', 'select ?::int - ?::int as n'), [2, 3])).rejects.toThrow(/Prepared statements must be unique/);
    expect(() => prepared('Test Sum', 'select 1')).toThrow(/lower-case letters, digits and dashes/);
  });
});
