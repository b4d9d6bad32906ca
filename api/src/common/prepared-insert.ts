import { type EntityClass, type EntityMetadata, type EntityProperty, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { executePrepared, prepared, type PreparedStatement } from './prepared-statements';

// `em.insert` of a plain row, as a named prepared statement. On a payment's way MikroORM built
// each INSERT anew (its column mapping, its query builder: 5% of the worker's CPU in the pay
// bench's profile) and PostgreSQL planned its text anew. The statement is made once per entity and
// set of properties, from the entity's metadata, and its values are converted as MikroORM would
// (the property's type: JSON as text, a relation by its id).

/** A row of `T` by property name; a relation by its id (a string) or null. */
export type InsertRow<T> = { [K in keyof T]?: unknown };

interface Insert {
  statement: PreparedStatement;
  props: EntityProperty[];
}

const made = new Map<string, Insert>();
const perTable = new Map<string, number>();

/**
 * Inserts `row` into `entity`'s table in the caller's transaction, if any, as one prepared
 * statement (no unit of work, no hooks, nothing returned), like `em.insert(entity, row)`. Errors
 * as MikroORM's (e.g. UniqueConstraintViolationException).
 */
export async function insertPrepared<T extends object>(em: EntityManager, entity: EntityClass<T>, row: InsertRow<T>): Promise<void> {
  const meta = em.getMetadata().get(entity);
  const keys = Object.keys(row);
  const cacheKey = `${meta.className}(${keys.join(',')})`;
  let insert = made.get(cacheKey);
  if (!insert) {
    insert = makeInsert(em, meta, keys);
    made.set(cacheKey, insert);
  }
  const platform = em.getPlatform();
  const values = insert.props.map((prop): unknown => {
    const value = (row as Record<string, unknown>)[prop.name];
    if (prop.kind !== ReferenceKind.SCALAR) {
      if (value === null || value === undefined || typeof value === 'string') return value ?? null;
      throw new Error(`${cacheKey}: ${prop.name} is given by its id`);
    }
    if (value === null || value === undefined) return null;
    if (!prop.customType) return value;
    const converted: unknown = prop.customType.convertToDatabaseValue(value, platform, { fromQuery: true, key: prop.name, mode: 'query-data' });
    return converted;
  });
  await executePrepared(em, insert.statement, values);
}

function makeInsert(em: EntityManager, meta: EntityMetadata, keys: string[]): Insert {
  const platform = em.getPlatform();
  const props = keys.map((key) => {
    const prop = meta.properties[key] as EntityProperty | undefined;
    const plain =
      prop && (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner));
    if (!prop || !plain || prop.fieldNames.length !== 1) throw new Error(`${meta.className}.${key}: not a column a prepared insert writes`);
    return prop;
  });
  const columns = props.map((prop) => `"${prop.fieldNames[0]}"`).join(', ');
  const placeholders = props.map((prop) =>
    prop.hasConvertToDatabaseValueSQL && prop.customType?.convertToDatabaseValueSQL ? prop.customType.convertToDatabaseValueSQL('?', platform) : '?',
  );
  const table = meta.tableName;
  const n = (perTable.get(table) ?? 0) + 1;
  perTable.set(table, n);
  const statement = prepared(`insert-${table.replace(/_/g, '-')}-${n}`, `insert into "${table}" (${columns}) values (${placeholders.join(', ')})`);
  return { statement, props };
}
