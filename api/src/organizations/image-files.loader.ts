import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { StoredFile } from '../files/file.entity';

// Logos and avatars by file id, batched per GraphQL request: a list of 50 organizations (or
// users) asking for their logos costs one query, however many lists ask.
const LOADERS = new WeakMap<object, DataLoader<string, StoredFile | undefined>>();

export function imageFilesFor(req: object, em: EntityManager): DataLoader<string, StoredFile | undefined> {
  let loader = LOADERS.get(req);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await em.find(StoredFile, { id: { $in: [...ids] } });
      const byId = new Map(rows.map((f) => [f.id, f]));
      return ids.map((id) => byId.get(id));
    });
    LOADERS.set(req, loader);
  }
  return loader;
}
