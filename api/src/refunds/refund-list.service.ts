import type { QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isStaff, refundActorOf, type RefundProgressStatus, refundStagesAwaiting, type RefundStatus } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { countedColumn, type CountedQuery, noneSet, pageTotal, within } from '../common/list-counts';
import { containsPattern, idOrNone, type MoneyListQuery, NO_ID, pageWindow, type SortDirection as Direction, sortDirection } from '../common/list-query';
import { plainPage } from '../common/list-rows';
import type { InvoiceRecord } from '../invoices/invoice.mapper';
import { type ParentInvoiceColumn, parentInvoiceColumn, parentInvoices } from '../invoices/parent-invoice';
import { paymentCaseSearch } from './payment-case-search';
import { Refund } from './refund.entity';
import { type RefundRecord, refundRecord, type RefundRow } from './refund.mapper';
import { SUPPORTING_DOCUMENT } from './refund-files';

export interface RefundListArgs extends MoneyListQuery {
  id?: string | null;
  status?: RefundStatus | null;
  progressStatus?: RefundProgressStatus | null;
  /** Only refunds waiting for the viewer's role (the list's checkbox). */
  awaitingMyAction?: boolean | null;
  /** Only refunds waiting at these stages (refundsPendingFor...Action). */
  stages?: RefundProgressStatus[];
  /** true: live refunds only (reports; the transfer page's choices); false: test only; omitted: both. */
  livemode?: boolean | null;
}

/** Sortable columns (spec 001 s2: createdAt, code, customer, progressStatus) -> order. */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Refund>> = {
  createdAt: (d) => ({ createdAt: d }),
  code: (d) => ({ code: d }),
  customer: (d) => ({ invoice: { recipientName: d, recipientSurName: d } }),
  progressStatus: (d) => ({ progressStatus: d }),
  status: (d) => ({ status: d }),
  requestedAmount: (d) => ({ requestedAmountCents: d }),
  amount: (d) => ({ requestedAmountCents: d }),
};

// The refund list query (spec 001 section 7 `refunds`).
@Injectable()
export class RefundListService {
  /** The parent invoice read with each row (the list shows its code and payer). */
  private readonly parentInvoice: ParentInvoiceColumn;

  constructor(private readonly em: EntityManager) {
    this.parentInvoice = parentInvoiceColumn(em, 'pi');
  }

  /**
   * Tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset (page 1-based, or
   * `after`). `invoices`: the rows' parent invoices, read with the page, for the caller to prime
   * its loader with.
   */
  async list(user: AuthUser, args: RefundListArgs): Promise<{ items: RefundRecord[]; total: number; invoices: InvoiceRecord[] }> {
    const { first, offset } = pageWindow(args);
    const and: QBFilterQuery<Refund, 'r'>[] = [];
    if (!isStaff(user.role)) and.push({ owner: user.organizationId });
    if (args.id) and.push({ id: idOrNone(args.id) });
    if (args.status) and.push({ status: args.status });
    if (args.progressStatus) and.push({ progressStatus: args.progressStatus });
    if (args.startDate) and.push({ createdAt: { $gte: args.startDate } });
    if (args.endDate) and.push({ createdAt: { $lte: args.endDate } });
    if (args.transferId) and.push({ transferId: idOrNone(args.transferId) });
    if (args.livemode != null) and.push({ livemode: args.livemode });
    if (args.stages) and.push({ status: 'open', progressStatus: { $in: args.stages } });
    if (args.awaitingMyAction) {
      const actor = refundActorOf(user.role);
      and.push(actor ? { status: 'open', progressStatus: { $in: refundStagesAwaiting(actor) } } : { id: NO_ID });
    }
    const like = containsPattern(args.searchParam);
    if (like) {
      and.push({ $or: paymentCaseSearch(like) });
    }
    const sortField = args.sortField ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, sortField === 'createdAt' ? 'desc' : 'asc');
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    // Plain rows, not entities, as the invoice list (docs/performance.md, section 11): a list
    // page is never changed, and hydrating 50 refunds was most of the page's API time. The
    // summary panel's "Supporting Documents: Yes/No" is read with the row (an index probe each),
    // not by a statement of its own over the page's files.
    // Owner, status, stage and mode are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(args.id, args.startDate, args.endDate, args.transferId, like)
      ? { kind: 'refund', organizationId: isStaff(user.role) ? undefined : user.organizationId, key: refundKey(user, args), livemode: args.livemode }
      : undefined;
    const page = this.em
      .createQueryBuilder(Refund, 'r')
      .select(['r.*', raw(HAS_SUPPORTING_DOCUMENTS), raw(this.parentInvoice.sql), ...countedColumn(counters)]);
    page.leftJoin('r.invoice', 'pi');
    const { rows, count } = await plainPage<Refund, 'r', RefundRow>(page, and, [order, { id: direction }], { first, offset });
    const items = rows.map(refundRecord);
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, count);
    return { items, total, invoices: parentInvoices(rows, this.parentInvoice) };
  }
}

/** Whether the refund has supporting documents (one probe of stored_file's refund_id index per row). */
const HAS_SUPPORTING_DOCUMENTS = `exists (select 1 from stored_file f where f.refund_id = r.id and f.type = '${SUPPORTING_DOCUMENT}') as has_supporting_documents`;

/** The counters' key filter (status:progressStatus) for the list's status and stage filters. */
function refundKey(user: AuthUser, args: RefundListArgs): (string[] | undefined)[] {
  let status: string[] | undefined = args.status ? [args.status] : undefined;
  let stage: string[] | undefined = args.progressStatus ? [args.progressStatus] : undefined;
  if (args.stages) {
    status = within(status, ['open']);
    stage = within(stage, args.stages);
  }
  if (args.awaitingMyAction) {
    const actor = refundActorOf(user.role);
    status = within(status, ['open']);
    stage = within(stage, actor ? refundStagesAwaiting(actor) : []);
  }
  return [status, stage];
}
