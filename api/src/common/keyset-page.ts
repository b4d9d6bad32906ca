import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';

/** A page of rows, newest first, and whether older ones remain. */
export interface KeysetPage<T> {
  rows: T[];
  hasMore: boolean;
}

/**
 * One page of `scope`'s rows, newest first (createdAt, then id), after the row `startingAfter`
 * names: the REST lists' cursor (checkouts, refunds, disputes, events). Null when that id names
 * no row of `scope`, so each list answers a missing cursor its own way. `filter` narrows the page,
 * not the cursor (the events' `type`: the cursor may be an event of another type).
 */
export async function keysetPage<T extends { id: string; createdAt: Date }>(
  em: EntityManager,
  entity: EntityName<T>,
  scope: FilterQuery<T>,
  limit: number,
  startingAfter?: string,
  filter?: FilterQuery<T>,
): Promise<KeysetPage<T> | null> {
  // `as never` below: MikroORM cannot see `id` and `createdAt` among a generic T's keys.
  let where = filter ? ({ $and: [scope, filter] } as FilterQuery<T>) : scope;
  if (startingAfter !== undefined) {
    const after = await em.findOne(entity, { $and: [scope, { id: startingAfter }] } as FilterQuery<T>, { fields: ['id', 'createdAt'] as never });
    if (!after) return null;
    where = { $and: [where, { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] }] } as FilterQuery<T>;
  }
  const rows = await em.find(entity, where, { orderBy: { createdAt: 'desc', id: 'desc' } as never, limit: limit + 1 });
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
