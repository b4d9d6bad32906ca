import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MAX_TRANSFER_ITEMS_PER_KIND } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { WebPayment } from '../checkouts/web-payment.entity';
import { toWebPaymentType } from '../checkouts/web-payment.mapper';
import type { TransferCheckoutList } from './dtos/transfer.type';

// What /transactions offers besides the spec's own queries (invoices, refunds): paid checkouts
// without a transfer. The checkouts module's webPayments(status, transferId) list is another
// capability's; this read keeps the tab working without it.
@Injectable()
export class TransferCandidatesService {
  constructor(private readonly em: EntityManager) {}

  async checkouts(user: AuthUser, first?: number | null): Promise<TransferCheckoutList> {
    const limit = Math.min(Math.max(first ?? MAX_TRANSFER_ITEMS_PER_KIND, 1), MAX_TRANSFER_ITEMS_PER_KIND);
    const [rows, total] = await this.em.findAndCount(
      WebPayment,
      { status: 'paid', transferId: null },
      { populate: ['owner', 'paymentGateway'], orderBy: { paidAt: 'desc', id: 'desc' }, limit },
    );
    return { items: rows.map((wp) => toWebPaymentType(wp, [], user)), total };
  }
}
