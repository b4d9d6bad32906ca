import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';

import type { AuthUser } from './auth-user';

// Helpers of the per-request batch loaders (DataLoader) the list resolvers use, so 50 rows
// asking for their nested parts cost one query per part, not one per row.

/** The rows of each id, in the order of `ids` (DataLoader's contract), grouped by `key`. */
export async function groupBy<T>(ids: readonly string[], rows: Promise<T[]>, key: (row: T) => string): Promise<T[][]> {
  const byKey = new Map<string, T[]>();
  for (const row of await rows) {
    const k = key(row);
    const list = byKey.get(k);
    if (list) list.push(row);
    else byKey.set(k, [row]);
  }
  return ids.map((id) => byKey.get(id) ?? []);
}

/** The record of each id (or undefined), in the order of `ids`, from rows read for all of them. */
export async function byId<R extends { id: string }, T>(ids: readonly string[], rows: Promise<R[]>, toRecord: (row: R) => T): Promise<(T | undefined)[]> {
  const found = new Map((await rows).map((r) => [r.id, toRecord(r)]));
  return ids.map((id) => found.get(id));
}

/**
 * A field's value from a record the request already holds, at once, or else from its loader.
 * A field resolver that answers with a value rather than a promise lets graphql-js complete its
 * row synchronously: on a page of 50 rows, every field answered by a promise costs 50 promises,
 * their ticks, and the row's completion through promises as well.
 */
export function knownOrLoaded<V, R>(
  known: ReadonlyMap<string, V>,
  loader: DataLoader<string, V | undefined>,
  id: string,
  map: (value: V | undefined) => R,
): R | Promise<R> {
  const value = known.get(id);
  return value !== undefined ? map(value) : loader.load(id).then(map);
}

/** A GraphQL request as the loaders see it: the key of its loaders, with its caller. */
export interface LoaderRequest {
  user?: AuthUser | null;
}

/** One set of loaders per GraphQL request (keyed by the request object), made by `create` on first use. */
export function perRequest<L>(create: (em: EntityManager, req: LoaderRequest) => L): (req: LoaderRequest, em: EntityManager) => L {
  const made = new WeakMap<LoaderRequest, L>();
  return (req, em) => {
    let loaders = made.get(req);
    if (!loaders) {
      loaders = create(em, req);
      made.set(req, loaders);
    }
    return loaders;
  };
}
