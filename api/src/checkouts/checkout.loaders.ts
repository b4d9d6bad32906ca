import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { byId, perRequest } from '../common/request-loaders';
import { WebPayment } from './web-payment.entity';
import { type WebPaymentRecord, webPaymentRecord, type WebPaymentRow } from './web-payment.mapper';

// Per-request batch loader of checkouts by id, for the refunds and disputes of a list page that
// name their checkout: one query for the page, plain rows (read, never changed).
export class CheckoutLoaders {
  readonly webPayments: DataLoader<string, WebPaymentRecord | undefined>;

  constructor(em: EntityManager) {
    this.webPayments = new DataLoader((ids) =>
      byId(
        ids,
        em
          .createQueryBuilder(WebPayment, 'w')
          .leftJoinAndSelect('w.owner', 'o')
          .leftJoinAndSelect('w.paymentGateway', 'g')
          .where({ id: { $in: [...ids] } })
          .execute<WebPaymentRow[]>('all'),
        webPaymentRecord,
      ),
    );
  }
}

/** One set of loaders per GraphQL request (keyed by the request object). */
export const checkoutLoadersFor = perRequest((em) => new CheckoutLoaders(em));
