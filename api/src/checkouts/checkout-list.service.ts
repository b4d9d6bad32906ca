import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isStaff, type CheckoutStatus } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { transferColumnFilter } from '../common/dtos/transfer-filter.args';
import { badInput } from '../common/gateway.exception';
import { WebPayment } from './web-payment.entity';

export interface CheckoutListArgs {
  ownerId?: string | null;
  accessKey?: string | null;
  status?: CheckoutStatus | null;
  first?: number | null;
  after?: string | null;
  page?: number | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  transferId?: string | null;
  /** false: only checkouts no transfer holds; true: only those a transfer holds. */
  hasTransfer?: boolean | null;
  startDate?: Date | null;
  endDate?: Date | null;
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

  async list(user: AuthUser, args: CheckoutListArgs): Promise<{ items: WebPayment[]; total: number }> {
    const first = Math.min(Math.max(args.first ?? 10, 1), MAX_FIRST);
    const offset = args.after ? decodeOffset(args.after) : Math.max((args.page ?? 1) - 1, 0) * first;
    const qb = this.em.createQueryBuilder(WebPayment, 'w');
    if (!isStaff(user.role)) qb.andWhere({ owner: user.organizationId });
    else if (args.ownerId) qb.andWhere({ owner: args.ownerId });
    if (args.accessKey) qb.andWhere({ accessKey: args.accessKey });
    if (args.status) qb.andWhere({ status: args.status });
    if (args.transferId) qb.andWhere({ transferId: args.transferId });
    const held = transferColumnFilter(args.hasTransfer);
    if (held) qb.andWhere({ transferId: held });
    if (args.startDate) qb.andWhere({ createdAt: { $gte: args.startDate } });
    if (args.endDate) qb.andWhere({ createdAt: { $lte: args.endDate } });
    const search = args.searchParam?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere({ $or: [{ code: { $ilike: like } }, { orderId: { $ilike: like } }] });
    }
    const field = SORT_FIELDS[args.sortField ?? 'createdAt'] ?? 'createdAt';
    const direction = (args.sortDirection ?? (field === 'createdAt' ? 'desc' : 'asc')).toLowerCase() === 'asc' ? 'asc' : 'desc';
    const count = qb.clone();
    const items = await qb.leftJoinAndSelect('w.owner', 'o').orderBy({ [field]: direction, id: direction }).limit(first).offset(offset).getResult();
    const last = items.length < first && (items.length > 0 || offset === 0);
    const total = last ? offset + items.length : await count.getCount();
    return { items, total };
  }
}

function decodeOffset(cursor: string): number {
  const n = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isInteger(n) || n < 0) throw badInput('Invalid cursor');
  return n;
}
