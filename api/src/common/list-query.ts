import { badInput } from './gateway.exception';

// What the offset-paged, searchable, sortable lists share (invoices, checkouts, refunds,
// disputes, transfers, organizations, users): each keeps its own filters and sort columns.

/** Matches no row: a filter by an id that is not a UUID finds nothing (instead of a database error). */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id itself when it is a UUID, else NO_ID. */
export function idOrNone(id: string): string {
  return UUID.test(id) ? id : NO_ID;
}

/** The page size asked for (`first`, default 10), kept between 1 and `max`. */
export function pageSize(first: number | null | undefined, max = 100): number {
  return Math.min(Math.max(first ?? 10, 1), max);
}

export interface PageArgs {
  first?: number | null;
  /** An opaque cursor: base64url of an offset. */
  after?: string | null;
  /** 1-based; used without `after`. */
  page?: number | null;
}

/** A list's page, sort and search (the services' side of the GraphQL SortedListArgs). */
export interface SortedListQuery extends PageArgs {
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

/** A list of money records: also one transfer's and a creation date range (MoneyListArgs). */
export interface MoneyListQuery extends SortedListQuery {
  transferId?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
}

/** The page asked for as a limit and an offset. */
export function pageWindow(args: PageArgs, max = 100): { first: number; offset: number } {
  const first = pageSize(args.first, max);
  return { first, offset: listOffset(args.after, args.page, first) };
}

/** The offset behind a list's `after` cursor (base64url of the number). */
export function decodeOffset(cursor: string): number {
  const n = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isInteger(n) || n < 0) throw badInput('Invalid cursor');
  return n;
}

/** Offset of a page: `after` when given, else the 1-based `page` times the page size. */
export function listOffset(after: string | null | undefined, page: number | null | undefined, size: number): number {
  return after ? decodeOffset(after) : Math.max((page ?? 1) - 1, 0) * size;
}

/** Text for an ILIKE pattern: the user's %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern "contains the search text", or undefined when there is nothing to search. */
export function containsPattern(search: string | null | undefined): string | undefined {
  const text = search?.trim();
  return text ? `%${escapeLike(text)}%` : undefined;
}

export type SortDirection = 'asc' | 'desc';

/**
 * The direction asked for (any case), else the list's default for its sort column. Anything but
 * `asc` sorts descending, as the money lists always did.
 */
export function sortDirection(asked: string | null | undefined, byDefault: SortDirection): SortDirection {
  return (asked ?? byDefault).toLowerCase() === 'asc' ? 'asc' : 'desc';
}
