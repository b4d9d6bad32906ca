import { badInput } from '../common/gateway.exception';

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
