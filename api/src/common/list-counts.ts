import { type EntityManager, raw, type RawQueryFragment } from '@mikro-orm/postgresql';

// Reading the lists' totals from `list_count` (kept by triggers: migration
// 20261127140000_list_counts): a sum over one index range of at most (keys x modes x 32 slots)
// rows, whatever the organization's size. Lists use it when every filter asked for is one the
// counters are keyed by; any other filter counts the matching rows (the spec shows the exact
// total, 'start - end of total').

/** The counters' row for every organization together. */
export const ALL_ORGANIZATIONS = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export type ListKind = 'invoice' | 'web_payment' | 'refund' | 'dispute' | 'transfer' | 'app_user' | 'organization';

export interface CountedQuery {
  kind: ListKind;
  /** One organization's rows; omitted: every organization's. */
  organizationId?: string | null;
  /** Per part of the key (joined by ':' in the table): the values allowed, or undefined for any. */
  key?: readonly (readonly string[] | undefined)[];
  /** Live or test rows only; omitted: both. */
  livemode?: boolean | null;
}

/** The column a page's statement selects its total from the counters as (`countedColumn`). */
const TOTAL = 'list_total';

/**
 * The list's total from the counters: read by the page's own statement when it selected
 * `countedColumn` (any row has it), else by a statement of its own (an empty page past the end).
 */
async function countedTotal(em: EntityManager, q: CountedQuery, rows: readonly object[] = []): Promise<number> {
  const selected = (rows[0] as Record<string, unknown> | undefined)?.[TOTAL];
  if (typeof selected === 'number') return selected;
  const { sql, params } = countedSql(q);
  const [row] = await em.execute<{ n: number }[]>(sql, params);
  return row?.n ?? 0;
}

/**
 * The counters' total as one more column of a list page's statement (an InitPlan: evaluated
 * once, not per row), so the page and its total cost one statement; none when the filters are
 * not the counters' (the caller counts the rows).
 */
export function countedColumn(q: CountedQuery | undefined): RawQueryFragment[] {
  const column = countedSelect(q);
  return column ? [raw(column.sql, column.params)] : [];
}

/** The same column as SQL and its values, for a page written as plain SQL (sql-list-page.ts). */
export function countedSelect(q: CountedQuery | undefined): { sql: string; params: unknown[] } | undefined {
  if (!q) return undefined;
  const { sql, params } = countedSql(q);
  return { sql: `(${sql}) as ${TOTAL}`, params };
}

function countedSql(q: CountedQuery): { sql: string; params: unknown[] } {
  const where = ['kind = ?', 'organization_id = ?'];
  const params: unknown[] = [q.kind, q.organizationId ?? ALL_ORGANIZATIONS];
  if (q.livemode != null) {
    where.push('livemode = ?');
    params.push(q.livemode);
  }
  (q.key ?? []).forEach((allowed, i) => {
    if (!allowed) return;
    if (!allowed.length) {
      where.push('false');
      return;
    }
    where.push(`split_part(key, ':', ${i + 1}) in (${allowed.map(() => '?').join(', ')})`);
    params.push(...allowed);
  });
  return { sql: `select coalesce(sum(count), 0)::int as n from list_count where ${where.join(' and ')}`, params };
}

/** What a list page read: its items, the rows they came from, and where it was taken. */
export interface ReadPage {
  items: readonly unknown[];
  rows: readonly object[];
  first: number;
  offset: number;
}

/**
 * The total of a page: a page that is not full is the last one, so the total follows from it
 * without counting; otherwise the counters' (their column in the page's rows, or a statement of
 * their own past the end), or `count` the matching rows when the filters are not the counters'.
 */
export async function pageTotal(
  em: EntityManager,
  { items, rows, first, offset }: ReadPage,
  counters: CountedQuery | undefined,
  count: () => Promise<number>,
): Promise<number> {
  const last = items.length < first && (items.length > 0 || offset === 0);
  if (last) return offset + items.length;
  return counters ? countedTotal(em, counters, rows) : count();
}

/** The key part "a transfer holds it" ('true'/'false') for a hasTransfer filter; undefined: either. */
export function heldKey(hasTransfer: boolean | null | undefined): string[] | undefined {
  return hasTransfer == null ? undefined : [String(hasTransfer)];
}

/** True when none of the values is set (null, undefined, false-y lists): the counters can answer. */
export function noneSet(...values: unknown[]): boolean {
  return values.every((v) => v == null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && !v.trim()));
}
/** The values allowed by both filters (undefined: no filter yet). */
export function within(allowed: string[] | undefined, also: readonly string[]): string[] {
  return allowed ? allowed.filter((v) => also.includes(v)) : [...also];
}
