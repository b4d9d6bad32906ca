import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CheckoutStatus, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { transferColumnFilter } from '../common/dtos/transfer-filter.args';
import { countedColumn, type CountedQuery, heldKey, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, type MoneyListQuery, pageWindow, sortDirection } from '../common/list-query';
import { organizationRecords } from '../organizations/session-organization';
import { WebPayment } from './web-payment.entity';
import { webPaymentListRecord, type WebPaymentListRow, type WebPaymentRecord } from './web-payment.mapper';

export interface CheckoutListArgs extends MoneyListQuery {
  ownerId?: string | null;
  accessKey?: string | null;
  status?: CheckoutStatus | null;
  /** false: only checkouts no transfer holds; true: only those a transfer holds. */
  hasTransfer?: boolean | null;
  /** true: live checkouts only; false: test checkouts only (test mode); omitted: both. */
  livemode?: boolean | null;
}

/** Sortable columns of /checkouts (spec 002 s2) -> entity properties. */
const SORT_FIELDS: Record<string, keyof WebPayment> = {
  createdAt: 'createdAt',
  code: 'code',
  orderId: 'orderId',
  amount: 'amountCents',
  status: 'status',
  paidAt: 'paidAt',
};

/** Selection queries fetch up to 1000 (spec 002 s9); pages are smaller. */
const MAX_FIRST = 1000;

// webPayments (spec 002 s7): tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset.
@Injectable()
export class CheckoutListService {
  constructor(private readonly em: EntityManager) {}

  async list(user: AuthUser, args: CheckoutListArgs): Promise<{ items: WebPaymentRecord[]; total: number }> {
    const { first, offset } = pageWindow(args, MAX_FIRST);
    const qb = this.em.createQueryBuilder(WebPayment, 'w');
    if (!isStaff(user.role)) qb.andWhere({ owner: user.organizationId });
    else if (args.ownerId) qb.andWhere({ owner: args.ownerId });
    if (args.accessKey) qb.andWhere({ accessKey: args.accessKey });
    if (args.status) qb.andWhere({ status: args.status });
    if (args.transferId) qb.andWhere({ transferId: args.transferId });
    const held = transferColumnFilter(args.hasTransfer);
    if (held) qb.andWhere({ transferId: held });
    // Awaiting a transfer (hasTransfer false) means live: a test checkout is never paid out.
    const livemode = args.hasTransfer === false ? true : args.livemode;
    if (livemode != null) qb.andWhere({ livemode });
    if (args.startDate) qb.andWhere({ createdAt: { $gte: args.startDate } });
    if (args.endDate) qb.andWhere({ createdAt: { $lte: args.endDate } });
    const like = containsPattern(args.searchParam);
    if (like) {
      qb.andWhere({ $or: [{ code: { $ilike: like } }, { orderId: { $ilike: like } }] });
    }
    const field = SORT_FIELDS[args.sortField ?? 'createdAt'] ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, field === 'createdAt' ? 'desc' : 'asc');
    const count = qb.clone();
    // Plain rows, not entities (a list page is never changed; docs/performance.md, section 9).
    // The gateway's name is one joined column; the owner is not joined: a merchant's page has
    // one, which the session read (joined, it was mapped again on every row).
    // Owner, status, transfer held or not, and mode are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(args.accessKey, args.transferId, args.startDate, args.endDate, like)
      ? {
          kind: 'web_payment',
          organizationId: isStaff(user.role) ? args.ownerId : user.organizationId,
          key: [args.status ? [args.status] : undefined, heldKey(args.hasTransfer)],
          livemode,
        }
      : undefined;
    const rows = await qb
      .select('w.*')
      .leftJoin('w.paymentGateway', 'g')
      .addSelect(['g.name as gateway_name', ...countedColumn(counters)])
      .orderBy({ [field]: direction, id: direction })
      .limit(first)
      .offset(offset)
      .execute<WebPaymentListRow[]>('all');
    const owners = await organizationRecords(
      this.em,
      user,
      rows.map((r) => r.owner),
    );
    const items = rows.map((r) => webPaymentListRecord(r, owners.get(r.owner)!));
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, () => count.getCount());
    return { items, total };
  }
}
