import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { groupBy, perRequest } from '../common/request-loaders';
import { StoredFile } from '../files/file.entity';

// Per-request batch loader of a dispute list's files: 50 disputes asking for their documents
// (and their named proofs) cost one query, not one per dispute.
export class DisputeLoaders {
  /** Every file of each dispute (any type), oldest first. */
  readonly files: DataLoader<string, StoredFile[]>;

  constructor(em: EntityManager) {
    this.files = new DataLoader((ids) =>
      groupBy(ids, em.find(StoredFile, { dispute: { $in: [...ids] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }), (f) => f.dispute!.id),
    );
  }
}

/** One set of loaders per GraphQL request (keyed by the request object). */
export const disputeLoadersFor = perRequest((em) => new DisputeLoaders(em));
