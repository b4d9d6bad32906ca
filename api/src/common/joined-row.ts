import { type EntityName, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A joined table's row as one column of a list page's statement, and that row read back. */
export interface JoinedRow<Row> {
  /** `row_to_json(alias) as "<name>"`: null when a left join found none. */
  sql: string;
  /** The row by property name (relations as their ids, timestamps as Dates), as a query builder gives it; undefined for none. */
  read: (row: Record<string, unknown>) => Row | undefined;
}

/**
 * An entity's row read with another table's page as one JSON column, so the records a page names
 * come with it instead of by a statement of their own (docs/performance.md, section 14). The
 * columns are listed from the metadata, so a new column is read too.
 */
export function joinedRow<Row>(em: EntityManager, entity: EntityName<object>, alias: string, name: string): JoinedRow<Row> {
  const props = em
    .getMetadata(entity)
    .props.filter((p) => (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE) && p.persist !== false && p.fieldNames?.length === 1)
    .map((p) => ({ column: p.fieldNames[0], name: p.name, date: p.runtimeType === 'Date' }));
  return {
    sql: `row_to_json(${alias}) as "${name}"`,
    read: (row) => {
      const value = row[name];
      const json = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null | undefined;
      if (!json) return undefined;
      const read: Record<string, unknown> = {};
      for (const p of props) {
        const v = json[p.column];
        read[p.name] = p.date && typeof v === 'string' ? new Date(v) : (v ?? null);
      }
      return read as Row;
    },
  };
}
