import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { disputeActorOf, disputeStagesAwaiting, isStaff, type DisputeProgressStatus, type DisputeStatus } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { transferColumnFilter } from '../common/dtos/transfer-filter.args';
import { UUID } from '../invoices/invoice-access';
import { decodeOffset } from '../refunds/refund-list.service';
import { Dispute } from './dispute.entity';

export interface DisputeListArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
  invoiceId?: string | null;
  status?: DisputeStatus | null;
  progressStatus?: DisputeProgressStatus[] | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  transferId?: string | null;
  /** Only disputes waiting for the viewer's role (the list's checkbox). */
  awaitingMyAction?: boolean | null;
  /** false: only disputes no transfer holds; true: only those a transfer holds (transferId). */
  hasTransfer?: boolean | null;
  /** The same for the transfer that returned a won dispute (refundTransferId). */
  hasRefundTransfer?: boolean | null;
  /** The processor's status (the contract's stripeStatus): won disputes are `won`. */
  stripeStatus?: string | null;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';
type Direction = 'asc' | 'desc';

/** Sortable columns (spec 001 s2: createdAt, code, customer, disputeAmount, progressStatus) -> order. */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Dispute>> = {
  createdAt: (d) => ({ createdAt: d }),
  code: (d) => ({ code: d }),
  customer: (d) => ({ invoice: { recipientName: d, recipientSurName: d } }),
  disputeAmount: (d) => ({ disputeAmountCents: d }),
  progressStatus: (d) => ({ progressStatus: d }),
  status: (d) => ({ status: d }),
  org: (d) => ({ owner: { name: d } }),
};

// The dispute list query (spec 001 section 7 `disputes`).
@Injectable()
export class DisputeListService {
  constructor(private readonly em: EntityManager) {}

  /** Tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset (page 1-based, or `after`). */
  async list(user: AuthUser, args: DisputeListArgs): Promise<{ items: Dispute[]; total: number }> {
    const first = Math.min(Math.max(args.first ?? 10, 1), 100);
    const offset = args.after ? decodeOffset(args.after) : Math.max((args.page ?? 1) - 1, 0) * first;
    const and: FilterQuery<Dispute>[] = [];
    if (!isStaff(user.role)) and.push({ owner: user.organizationId });
    if (args.invoiceId) and.push({ invoice: UUID.test(args.invoiceId) ? args.invoiceId : NO_ID });
    if (args.status) and.push({ status: args.status });
    if (args.progressStatus?.length) and.push({ progressStatus: { $in: args.progressStatus } });
    if (args.transferId) and.push({ transferId: UUID.test(args.transferId) ? args.transferId : NO_ID });
    const held = transferColumnFilter(args.hasTransfer);
    if (held) and.push({ transferId: held });
    const returned = transferColumnFilter(args.hasRefundTransfer);
    if (returned) and.push({ refundTransferId: returned });
    if (args.stripeStatus) and.push({ processorStatus: args.stripeStatus });
    if (args.awaitingMyAction) {
      const actor = disputeActorOf(user.role);
      and.push(actor ? { status: 'open', progressStatus: { $in: disputeStagesAwaiting(actor) } } : { id: NO_ID });
    }
    const search = args.searchParam?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({
        $or: [
          { code: { $ilike: like } },
          { reason: { $ilike: like } },
          { invoice: { code: { $ilike: like } } },
          { invoice: { recipientName: { $ilike: like } } },
          { invoice: { recipientSurName: { $ilike: like } } },
          { invoice: { merchantPO: { $ilike: like } } },
          { webPayment: { code: { $ilike: like } } },
          { owner: { name: { $ilike: like } } },
        ],
      });
    }
    const sortField = args.sortField ?? 'createdAt';
    const direction: Direction = (args.sortDirection ?? (sortField === 'createdAt' ? 'desc' : 'asc')).toLowerCase() === 'asc' ? 'asc' : 'desc';
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    const [items, total] = await this.em.findAndCount(Dispute, and.length ? { $and: and } : {}, {
      populate: ['owner', 'invoice', 'webPayment'],
      orderBy: [order, { id: direction }],
      limit: first,
      offset,
    });
    return { items, total };
  }
}
