import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { rowColumns } from './joined-row';
import { type CountedQuery, countedSelect } from './list-counts';

// A list page written as one SQL statement, without the query builder (docs/decisions/README.md "Refund
// and dispute pages as plain SQL"): building the statement and mapping its columns were a tenth of
// the refund list's API time (docs/performance.md, section 21). The values are parameters (`?`).

/** An entity's own columns selected under an alias, keyed by property name, and such a row read back. */
export interface SelectedColumns<Row> {
  /** `alias."column" as "property", ...` (relations as their ids). */
  sql: string;
  /** The row as the entity has it: its timestamps as Dates (the driver gives strings), changed in place. */
  read: (row: Record<string, unknown>) => Row;
}

/** The entity's columns, listed from its metadata once, so a new column is read too. */
export function selectedColumns<Row>(em: EntityManager, entity: EntityName<object>, alias: string): SelectedColumns<Row> {
  const columns = rowColumns(em, entity);
  const dates = columns.filter((c) => c.date).map((c) => c.name);
  return {
    sql: columns.map((c) => `${alias}."${c.column}" as "${c.name}"`).join(', '),
    read: (row) => {
      for (const name of dates) {
        const value = row[name];
        if (typeof value === 'string') row[name] = new Date(value);
      }
      return row as Row;
    },
  };
}

/** A page's conditions, ANDed, and their values in order. */
export class SqlWhere {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** A condition with `?` for each value. */
  and(sql: string, ...params: unknown[]): this {
    this.conditions.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `column in (...)`; an empty list matches nothing. */
  in(column: string, values: readonly unknown[]): this {
    if (!values.length) return this.and('false');
    return this.and(`${column} in (${values.map(() => '?').join(', ')})`, ...values);
  }

  /** Any of the columns matches the ILIKE pattern. */
  anyLike(columns: readonly string[], like: string): this {
    return this.and(`(${columns.map((c) => `${c} ilike ?`).join(' or ')})`, ...columns.map(() => like));
  }

  get sql(): string {
    return this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
  }
}

export interface SqlPageQuery {
  /** The select list's parts. */
  select: readonly string[];
  /** The maintained counters that answer the total, when the filters are theirs: one more column (countedSelect). */
  counted?: CountedQuery;
  /** `table alias` and its joins; the count uses the same. */
  from: string;
  where: SqlWhere;
  /** `column direction, ...`, ending with a unique column so pages do not overlap. */
  orderBy: string;
  window: { first: number; offset: number };
}

/**
 * One page's rows, as the driver gives them, and `count` of every row the WHERE matches (for a
 * full page that no maintained counter answers).
 */
export async function sqlPage(em: EntityManager, q: SqlPageQuery): Promise<{ rows: Record<string, unknown>[]; count: () => Promise<number> }> {
  const where = q.where.sql;
  const total = countedSelect(q.counted);
  const select = total ? [...q.select, total.sql].join(', ') : q.select.join(', ');
  const rows = await em.execute<Record<string, unknown>[]>(`select ${select} from ${q.from} ${where} order by ${q.orderBy} limit ? offset ?`, [
    ...(total?.params ?? []),
    ...q.where.params,
    q.window.first,
    q.window.offset,
  ]);
  const count = async () => {
    const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from ${q.from} ${where}`, q.where.params);
    return row?.n ?? 0;
  };
  return { rows, count };
}
