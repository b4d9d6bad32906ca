import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { disputeActorOf, type DisputeProgressStatus, disputeStagesAwaiting, type DisputeStatus, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { type CountedQuery, noneSet, pageTotal, within } from '../common/list-counts';
import { containsPattern, idOrNone, pageWindow, type SortDirection as Direction, sortDirection, type SortedListQuery } from '../common/list-query';
import { type SelectedColumns, selectedColumns, sqlPage, SqlWhere } from '../common/sql-list-page';
import type { InvoiceRecord } from '../invoices/invoice.mapper';
import { type ParentInvoiceColumn, parentInvoiceColumn, parentInvoices } from '../invoices/parent-invoice';
import { paymentCaseOwner, paymentCaseSearch } from '../refunds/payment-case-search';
import { Dispute } from './dispute.entity';
import { type DisputeRecord, disputeRecord, type DisputeRow } from './dispute.mapper';

export interface DisputeListArgs extends SortedListQuery {
  invoiceId?: string | null;
  status?: DisputeStatus | null;
  progressStatus?: DisputeProgressStatus[] | null;
  transferId?: string | null;
  /** Only disputes waiting for the viewer's role (the list's checkbox). */
  awaitingMyAction?: boolean | null;
  /** false: only disputes no transfer holds; true: only those a transfer holds (transferId). */
  hasTransfer?: boolean | null;
  /** The same for the transfer that returned a won dispute (refundTransferId). */
  hasRefundTransfer?: boolean | null;
  refundTransferId?: string | null;
  /** The processor's status (the contract's stripeStatus): won disputes are `won`. */
  stripeStatus?: string | null;
  /** true: live disputes only; false: disputes of test checkouts only (test mode); omitted: both. */
  livemode?: boolean | null;
}

/** Sortable columns (spec 001 s2: createdAt, code, customer, disputeAmount, progressStatus) -> ORDER BY. */
const SORTS: Record<string, (d: Direction) => string> = {
  createdAt: (d) => `d.created_at ${d}`,
  code: (d) => `d.code ${d}`,
  customer: (d) => `pi.recipient_name ${d}, pi.recipient_sur_name ${d}`,
  disputeAmount: (d) => `d.dispute_amount_cents ${d}`,
  progressStatus: (d) => `d.progress_status ${d}`,
  status: (d) => `d.status ${d}`,
  org: (d) => `o.name ${d}`,
};

// The dispute list query (spec 001 section 7 `disputes`).
@Injectable()
export class DisputeListService {
  /** The dispute's own columns, by property name. */
  private readonly columns: SelectedColumns<DisputeRow>;
  /** The parent invoice read with each row (the list shows its code and payer). */
  private readonly parentInvoice: ParentInvoiceColumn;

  constructor(private readonly em: EntityManager) {
    this.columns = selectedColumns<DisputeRow>(em, Dispute, 'd');
    this.parentInvoice = parentInvoiceColumn(em, 'pi');
  }

  /**
   * Tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset (page 1-based, or
   * `after`). `invoices`: the rows' parent invoices, read with the page, for the caller to prime
   * its loader with.
   */
  async list(user: AuthUser, args: DisputeListArgs): Promise<{ items: DisputeRecord[]; total: number; invoices: InvoiceRecord[] }> {
    const { first, offset } = pageWindow(args);
    const where = new SqlWhere();
    if (!isStaff(user.role)) where.and('d.owner_id = ?', user.organizationId);
    if (args.invoiceId) where.and('d.invoice_id = ?', idOrNone(args.invoiceId));
    if (args.status) where.and('d.status = ?', args.status);
    if (args.progressStatus?.length) where.in('d.progress_status', args.progressStatus);
    if (args.transferId) where.and('d.transfer_id = ?', idOrNone(args.transferId));
    if (args.hasTransfer != null) where.and(`d.transfer_id is ${args.hasTransfer ? 'not ' : ''}null`);
    if (args.refundTransferId) where.and('d.refund_transfer_id = ?', idOrNone(args.refundTransferId));
    if (args.hasRefundTransfer != null) where.and(`d.refund_transfer_id is ${args.hasRefundTransfer ? 'not ' : ''}null`);
    // Awaiting a transfer: a dispute of a test checkout (test mode) never goes into one.
    const livemode = args.hasTransfer === false || args.hasRefundTransfer === false ? true : args.livemode;
    if (livemode != null) where.and('d.livemode = ?', livemode);
    if (args.stripeStatus) where.and('d.processor_status = ?', args.stripeStatus);
    if (args.awaitingMyAction) {
      const actor = disputeActorOf(user.role);
      if (actor) where.and("d.status = 'open'").in('d.progress_status', disputeStagesAwaiting(actor));
      else where.and('false');
    }
    const like = containsPattern(args.searchParam);
    // A dispute may also be about a checkout.
    if (like) where.anyLike([...paymentCaseSearch('d'), 'wp.code'], like);
    const sortField = args.sortField ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, sortField === 'createdAt' ? 'desc' : 'asc');
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    // Plain rows, not entities, as the invoice list (docs/performance.md, section 11); the summary
    // panel's "Supporting Documents: Yes/No" read with the row, not by a statement over the files.
    // Owner, status, stage and mode are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(
      args.invoiceId,
      args.transferId,
      args.hasTransfer,
      args.hasRefundTransfer,
      args.refundTransferId,
      args.stripeStatus,
      like,
    )
      ? { kind: 'dispute', organizationId: isStaff(user.role) ? undefined : user.organizationId, key: disputeKey(user, args), livemode: args.livemode }
      : undefined;
    const joins = ['dispute d left join invoice pi on pi.id = d.invoice_id'];
    if (like || sortField === 'org') joins.push(paymentCaseOwner('d'));
    if (like) joins.push('left join web_payment wp on wp.id = d.web_payment_id');
    const { rows, count } = await sqlPage(this.em, {
      select: [this.columns.sql, HAS_DOCUMENTS, this.parentInvoice.sql],
      counted: counters,
      from: joins.join(' '),
      where,
      orderBy: `${order}, d.id ${direction}`,
      window: { first, offset },
    });
    const items = rows.map((row) => disputeRecord(this.columns.read(row)));
    return {
      items,
      total: await pageTotal(this.em, { items, rows, first, offset }, counters, count),
      invoices: parentInvoices(rows, this.parentInvoice),
    };
  }
}

/** Whether the dispute has any evidence file (one probe of stored_file's dispute_id index per row). */
const HAS_DOCUMENTS = 'exists (select 1 from stored_file f where f.dispute_id = d.id) as has_documents';

/** The counters' key filter (status:progressStatus) for the list's status and stage filters. */
function disputeKey(user: AuthUser, args: DisputeListArgs): (string[] | undefined)[] {
  let status: string[] | undefined = args.status ? [args.status] : undefined;
  let stage: string[] | undefined = args.progressStatus?.length ? [...args.progressStatus] : undefined;
  if (args.awaitingMyAction) {
    const actor = disputeActorOf(user.role);
    status = within(status, ['open']);
    stage = within(stage, actor ? disputeStagesAwaiting(actor) : []);
  }
  return [status, stage];
}
