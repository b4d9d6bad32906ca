import { randomUUID } from 'node:crypto';

import type { EntityClass } from '@mikro-orm/core';
import { MikroORM, type RequiredEntityData, UniqueConstraintViolationException } from '@mikro-orm/postgresql';

import { insertPrepared } from '../src/common/prepared-insert';
import { ormConfig } from '../src/database/mikro-orm.config';
import { GatewayEvent } from '../src/events/event.entity';
import { WebhookEvent } from '../src/webhooks/webhook-event.entity';
import { newEventId } from '../src/webhooks/webhook-events';
import { createMigratedDatabase, type TestDatabase } from './test-database';

// insertPrepared (api/src/common/prepared-insert.ts) writes what em.insert writes, as one named
// prepared statement: each row below is written both ways and read back column by column.
describe('prepared inserts', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const org = randomUUID();
  const columnsOf = async (table: string, id: string) => {
    const [row] = await orm.em.execute<Record<string, unknown>[]>(`select * from "${table}" where id = ?`, [id]);
    const { id: _id, ...rest } = row;
    return rest;
  };
  /** Writes `make(id)` with em.insert and with insertPrepared; the second row's columns, once both are read back equal. */
  async function writtenBothWays<T extends object>(entity: EntityClass<T>, table: string, make: (id: string) => RequiredEntityData<T>, newId: () => string) {
    const [viaOrm, viaPrepared] = [newId(), newId()];
    await orm.em.fork().insert(entity, make(viaOrm));
    await insertPrepared(orm.em.fork(), entity, make(viaPrepared));
    const columns = await columnsOf(table, viaPrepared);
    expect(columns).toEqual(await columnsOf(table, viaOrm));
    return columns;
  }

  beforeAll(async () => {
    db = await createMigratedDatabase('prepins');
    orm = await MikroORM.init(ormConfig(db.url, { poolSize: 1 }));
    await orm.em.execute(
      `insert into organization (id, created_at, updated_at, name, type, status) values (?, now(), now(), 'Probe Lodge', 'hotel', 'active')`,
      [org],
    );
  }, 60000);
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });

  it('writes the columns em.insert writes: JSON, a relation by its id, dates, nulls', async () => {
    const at = new Date('2026-12-06T11:00:00.123Z');
    const event = (id: string) => ({
      id,
      createdAt: at,
      updatedAt: at,
      name: 'Invoice Paid',
      slug: 'invoice-paid',
      subjectType: 'invoice',
      subjectId: org,
      // Text a statement written with its values would have to escape.
      meta: { paymentId: 'p-1', note: 'O\'Neil "quoted" ? $1 ¥ ཀ', list: [1, 2], nested: { cents: 12_345 } },
      organization: org,
      user: null,
      actorRole: null,
      sourceIp: null,
      changes: null,
    });
    const columns = await writtenBothWays(GatewayEvent, 'event', event, randomUUID);
    expect(columns).toMatchObject({ meta: event('').meta, organization_id: org, user_id: null });

    const hook = (id: string) => ({
      id,
      organization: org,
      type: 'invoice.paid',
      apiVersion: '2026-11-25',
      data: { object: { id: 'in_1', amount: 100 } },
      createdAt: at,
      dispatchedAt: null,
    });
    await writtenBothWays(WebhookEvent, 'webhook_event', hook, newEventId);
  });

  it("runs as one named statement per entity and properties, in the caller's transaction, with MikroORM's errors", async () => {
    const id = newEventId();
    const row = { id, organization: org, type: 'invoice.voided', apiVersion: '2026-11-25', data: { object: {} }, createdAt: new Date(), dispatchedAt: null };
    await expect(
      orm.em.transactional(async (tx) => {
        await insertPrepared(tx, WebhookEvent, row);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await orm.em.execute('select count(*)::int as n from webhook_event where id = ?', [id])).toEqual([{ n: 0 }]);
    await insertPrepared(orm.em, WebhookEvent, row);
    await expect(insertPrepared(orm.em, WebhookEvent, row)).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    // Another set of properties is another statement; the same set reuses its name.
    await insertPrepared(orm.em, WebhookEvent, {
      id: newEventId(),
      organization: org,
      type: 'invoice.voided',
      apiVersion: '2026-11-25',
      data: { object: {} },
      createdAt: new Date(),
    });
    const names = await orm.em.execute<{ name: string }[]>("select name from pg_prepared_statements where name like 'insert-%' order by name");
    expect(names.map((n) => n.name)).toEqual(['insert-event-1', 'insert-webhook-event-1', 'insert-webhook-event-2']);
  });

  it('refuses what it cannot write as MikroORM would: an unknown property, a relation given as an object', async () => {
    await expect(insertPrepared(orm.em, WebhookEvent, { id: newEventId(), nonsense: 1 } as never)).rejects.toThrow(/WebhookEvent.nonsense: not a column/);
    await expect(
      insertPrepared(orm.em, WebhookEvent, {
        id: newEventId(),
        organization: { id: org },
        type: 't',
        apiVersion: 'v',
        data: { object: {} },
        createdAt: new Date(),
      }),
    ).rejects.toThrow(/organization is given by its id/);
  });
});
