import type { QueryOrderMap } from '@mikro-orm/core';
import type { QBFilterQuery, QueryBuilder } from '@mikro-orm/postgresql';

/**
 * One list page read as plain rows (`execute`, no entities: docs/decisions/README.md "List pages as
 * plain rows"): the conditions ANDed, the order, one window. `count` counts the same filter
 * without the order and window, for a page that is full and has no maintained counter.
 */
export async function plainPage<T extends object, A extends string, Row>(
  qb: QueryBuilder<T, A>,
  conditions: readonly QBFilterQuery<T, A>[],
  orderBy: QueryOrderMap<T>[],
  window: { first: number; offset: number },
): Promise<{ rows: Row[]; count: () => Promise<number> }> {
  for (const condition of conditions) qb.andWhere(condition);
  const counter = qb.clone();
  const rows = await qb.orderBy(orderBy).limit(window.first).offset(window.offset).execute<Row[]>('all');
  return { rows, count: () => counter.getCount() };
}
