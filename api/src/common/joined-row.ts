import { type EntityName, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A joined table's row as columns of a list page's statement, and that row read back. */
export interface JoinedRow<Row> {
  /** `alias."column" as "<name>.<property>", ...`: all null when a left join found none. */
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
 * An entity's row read with another table's page as columns of its own (prefixed with `name.`),
 * so the records a page names come with it instead of by a statement of their own
 * (docs/performance.md, section 14). Columns, not `row_to_json`: PostgreSQL wrote each row as
 * JSON text and the API parsed it again (section 21).
 */
export function joinedRow<Row>(em: EntityManager, entity: EntityName<object>, alias: string, name: string): JoinedRow<Row> {
  const columns = rowColumns(em, entity).map((c) => ({ ...c, key: `${name}.${c.name}` }));
  const id = `${name}.id`;
  return {
    sql: columns.map((c) => `${alias}."${c.column}" as "${c.key}"`).join(', '),
    read: (row) => {
      if (row[id] == null) return undefined;
      const read: Record<string, unknown> = {};
      for (const c of columns) {
        const v = row[c.key];
        read[c.name] = c.date && typeof v === 'string' ? new Date(v) : (v ?? null);
      }
      return read as Row;
    },
  };
}
