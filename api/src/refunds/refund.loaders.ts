import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { groupBy, perRequest } from '../common/request-loaders';
import { StoredFile } from '../files/file.entity';
import { Refund } from './refund.entity';

/** What Invoice.refunds shows of each refund, read as a plain row (no entity). */
export type InvoiceRefundRow = Pick<Refund, 'id' | 'code' | 'requestedAmountCents' | 'progressStatus'> & { invoice: string };

// Per-request batch loaders of a refund list's nested parts: 50 refunds asking for their
// supporting documents and their invoice's refunds cost one query per part, not one per refund.
export class RefundLoaders {
  /** Every file of each refund (any type), oldest first. */
  readonly files: DataLoader<string, StoredFile[]>;
  /** The refunds of each invoice, oldest first. */
  readonly ofInvoice: DataLoader<string, InvoiceRefundRow[]>;

  constructor(em: EntityManager) {
    this.files = new DataLoader((ids) =>
      groupBy(ids, em.find(StoredFile, { refund: { $in: [...ids] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }), (f) => f.refund!.id),
    );
    this.ofInvoice = new DataLoader((ids) =>
      groupBy(
        ids,
        em
          .createQueryBuilder(Refund, 'r')
          .select(['id', 'code', 'requestedAmountCents', 'progressStatus', 'invoice'])
          .where({ invoice: { $in: [...ids] } })
          .orderBy({ createdAt: 'asc', id: 'asc' })
          .execute<InvoiceRefundRow[]>('all'),
        (r) => r.invoice,
      ),
    );
  }
}

/** One set of loaders per GraphQL request (keyed by the request object). */
export const refundLoadersFor = perRequest((em) => new RefundLoaders(em));
