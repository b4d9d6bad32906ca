import { type EntityName, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A joined table's row as one column of a list page's statement, and that row read back. */
export interface JoinedRow<Row> {
  /** `row_to_json(alias) as "<name>"`: null when a left join found none. */
  sql: string;
  /** The row by property name (relations as their ids, timestamps as Dates), as a query builder gives it; undefined for none. */
  read: (row: Record<string, unknown>) => Row | undefined;
}

/** A column of an entity's table: its name, its property's, and whether it holds a timestamp. */
export interface RowColumn {
  column: string;
  name: string;
  date: boolean;
}

/** The columns of an entity's own row (scalars, relations as their ids), listed from its metadata so that a new column is read too. */
export function rowColumns(em: EntityManager, entity: EntityName<object>): RowColumn[] {
  return em
    .getMetadata(entity)
    .props.filter((p) => (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE) && p.persist !== false && p.fieldNames?.length === 1)
    .map((p) => ({ column: p.fieldNames[0], name: p.name, date: p.runtimeType === 'Date' }));
}

/**
 * An entity's row read with another table's page as one JSON column, so the records a page names
 * come with it instead of by a statement of their own (docs/performance.md, section 14).
 */
export function joinedRow<Row>(em: EntityManager, entity: EntityName<object>, alias: string, name: string): JoinedRow<Row> {
  const columns = rowColumns(em, entity);
  return {
    sql: `row_to_json(${alias}) as "${name}"`,
    read: (row) => {
      const value = row[name];
      const json = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null | undefined;
      if (!json) return undefined;
      const read: Record<string, unknown> = {};
      for (const c of columns) {
        const v = json[c.column];
        read[c.name] = c.date && typeof v === 'string' ? new Date(v) : (v ?? null);
      }
      return read as Row;
    },
  };
}
