import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isStaff, refundActorOf, type RefundProgressStatus, refundStagesAwaiting, type RefundStatus } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { type CountedQuery, noneSet, pageTotal, within } from '../common/list-counts';
import { containsPattern, idOrNone, type MoneyListQuery, pageWindow, type SortDirection as Direction, sortDirection } from '../common/list-query';
import { type SelectedColumns, selectedColumns, sqlPage, SqlWhere } from '../common/sql-list-page';
import type { InvoiceRecord } from '../invoices/invoice.mapper';
import { type ParentInvoiceColumn, parentInvoiceColumn, parentInvoices } from '../invoices/parent-invoice';
import { paymentCaseOwner, paymentCaseSearch } from './payment-case-search';
import { Refund } from './refund.entity';
import { type RefundRecord, refundRecord, type RefundRow } from './refund.mapper';
import { SUPPORTING_DOCUMENT } from './refund-files';
import { refundOfferedToTransfers, releasedRefundOffered } from './refund-ledger';

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
  /** Issue 47: only refunds a transfer can deduct now (reserved in the books, no transfer yet). */
  offeredToTransfer?: boolean | null;
  /** Issue 47: only released refunds a transfer can pay back now (refund-ledger.ts). */
  releasedForTransfer?: boolean | null;
}

/** Sortable columns (spec 001 s2: createdAt, code, customer, progressStatus) -> ORDER BY. */
const SORTS: Record<string, (d: Direction) => string> = {
  createdAt: (d) => `r.created_at ${d}`,
  code: (d) => `r.code ${d}`,
  customer: (d) => `pi.recipient_name ${d}, pi.recipient_sur_name ${d}`,
  progressStatus: (d) => `r.progress_status ${d}`,
  status: (d) => `r.status ${d}`,
  requestedAmount: (d) => `r.requested_amount_cents ${d}`,
  amount: (d) => `r.requested_amount_cents ${d}`,
};

// The refund list query (spec 001 section 7 `refunds`).
@Injectable()
export class RefundListService {
  /** The refund's own columns, by property name. */
  private readonly columns: SelectedColumns<RefundRow>;
  /** The parent invoice read with each row (the list shows its code and payer). */
  private readonly parentInvoice: ParentInvoiceColumn;

  constructor(private readonly em: EntityManager) {
    this.columns = selectedColumns<RefundRow>(em, Refund, 'r');
    this.parentInvoice = parentInvoiceColumn(em, 'pi');
  }

  /**
   * Tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset (page 1-based, or
   * `after`). `invoices`: the rows' parent invoices, read with the page, for the caller to prime
   * its loader with.
   */
  async list(user: AuthUser, args: RefundListArgs): Promise<{ items: RefundRecord[]; total: number; invoices: InvoiceRecord[] }> {
    const { first, offset } = pageWindow(args);
    const where = new SqlWhere();
    if (!isStaff(user.role)) where.and('r.owner_id = ?', user.organizationId);
    if (args.id) where.and('r.id = ?', idOrNone(args.id));
    if (args.status) where.and('r.status = ?', args.status);
    if (args.progressStatus) where.and('r.progress_status = ?', args.progressStatus);
    if (args.startDate) where.and('r.created_at >= ?', args.startDate);
    if (args.endDate) where.and('r.created_at <= ?', args.endDate);
    if (args.transferId) where.and('r.transfer_id = ?', idOrNone(args.transferId));
    if (args.livemode != null) where.and('r.livemode = ?', args.livemode);
    if (args.offeredToTransfer) where.and(`${refundOfferedToTransfers('r')} and r.transfer_id is null`);
    if (args.releasedForTransfer) where.and(`${releasedRefundOffered('r')} and r.release_transfer_id is null`);
    if (args.stages) where.and("r.status = 'open'").in('r.progress_status', args.stages);
    if (args.awaitingMyAction) {
      const actor = refundActorOf(user.role);
      if (actor) where.and("r.status = 'open'").in('r.progress_status', refundStagesAwaiting(actor));
      else where.and('false');
    }
    const like = containsPattern(args.searchParam);
    if (like) where.anyLike(paymentCaseSearch('r'), like);
    const sortField = args.sortField ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, sortField === 'createdAt' ? 'desc' : 'asc');
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    // Plain rows, not entities, as the invoice list (docs/performance.md, section 11): a list
    // page is never changed, and hydrating 50 refunds was most of the page's API time. The
    // summary panel's "Supporting Documents: Yes/No" is read with the row (an index probe each),
    // not by a statement of its own over the page's files.
    // Owner, status, stage and mode are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(
      args.id,
      args.startDate,
      args.endDate,
      args.transferId,
      like,
      args.offeredToTransfer || null,
      args.releasedForTransfer || null,
    )
      ? { kind: 'refund', organizationId: isStaff(user.role) ? undefined : user.organizationId, key: refundKey(user, args), livemode: args.livemode }
      : undefined;
    const { rows, count } = await sqlPage(this.em, {
      select: [this.columns.sql, HAS_SUPPORTING_DOCUMENTS, this.parentInvoice.sql],
      counted: counters,
      from: `refund r left join invoice pi on pi.id = r.invoice_id ${like ? paymentCaseOwner('r') : ''}`,
      where,
      orderBy: `${order}, r.id ${direction}`,
      window: { first, offset },
    });
    const items = rows.map((row) => refundRecord(this.columns.read(row)));
    return {
      items,
      total: await pageTotal(this.em, { items, rows, first, offset }, counters, count),
      invoices: parentInvoices(rows, this.parentInvoice),
    };
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
