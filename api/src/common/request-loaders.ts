import type { EntityManager } from '@mikro-orm/postgresql';

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
