import type { QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { disputeActorOf, type DisputeProgressStatus, disputeStagesAwaiting, type DisputeStatus, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { transferColumnFilter } from '../common/dtos/transfer-filter.args';
import { countedColumn, type CountedQuery, noneSet, pageTotal, within } from '../common/list-counts';
import { containsPattern, idOrNone, NO_ID, pageWindow, type SortDirection as Direction, sortDirection, type SortedListQuery } from '../common/list-query';
import { plainPage } from '../common/list-rows';
import type { InvoiceRecord } from '../invoices/invoice.mapper';
import { type ParentInvoiceColumn, parentInvoiceColumn, parentInvoices } from '../invoices/parent-invoice';
import { paymentCaseSearch } from '../refunds/payment-case-search';
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
  /** The processor's status (the contract's stripeStatus): won disputes are `won`. */
  stripeStatus?: string | null;
  /** true: live disputes only; false: disputes of test checkouts only (test mode); omitted: both. */
  livemode?: boolean | null;
}

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
  async list(user: AuthUser, args: DisputeListArgs): Promise<{ items: DisputeRecord[]; total: number; invoices: InvoiceRecord[] }> {
    const { first, offset } = pageWindow(args);
    const and: QBFilterQuery<Dispute, 'd'>[] = [];
    if (!isStaff(user.role)) and.push({ owner: user.organizationId });
    if (args.invoiceId) and.push({ invoice: idOrNone(args.invoiceId) });
    if (args.status) and.push({ status: args.status });
    if (args.progressStatus?.length) and.push({ progressStatus: { $in: args.progressStatus } });
    if (args.transferId) and.push({ transferId: idOrNone(args.transferId) });
    const held = transferColumnFilter(args.hasTransfer);
    if (held) and.push({ transferId: held });
    const returned = transferColumnFilter(args.hasRefundTransfer);
    if (returned) and.push({ refundTransferId: returned });
    // Awaiting a transfer: a dispute of a test checkout (test mode) never goes into one.
    const livemode = args.hasTransfer === false || args.hasRefundTransfer === false ? true : args.livemode;
    if (livemode != null) and.push({ livemode });
    if (args.stripeStatus) and.push({ processorStatus: args.stripeStatus });
    if (args.awaitingMyAction) {
      const actor = disputeActorOf(user.role);
      and.push(actor ? { status: 'open', progressStatus: { $in: disputeStagesAwaiting(actor) } } : { id: NO_ID });
    }
    const like = containsPattern(args.searchParam);
    if (like) {
      // A dispute may also be about a checkout.
      and.push({ $or: [...paymentCaseSearch(like), { webPayment: { code: { $ilike: like } } }] });
    }
    const sortField = args.sortField ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, sortField === 'createdAt' ? 'desc' : 'asc');
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    // Plain rows, not entities, as the invoice list (docs/performance.md, section 11); the summary
    // panel's "Supporting Documents: Yes/No" read with the row, not by a statement over the files.
    // Owner, status, stage and mode are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(args.invoiceId, args.transferId, args.hasTransfer, args.hasRefundTransfer, args.stripeStatus, like)
      ? { kind: 'dispute', organizationId: isStaff(user.role) ? undefined : user.organizationId, key: disputeKey(user, args), livemode: args.livemode }
      : undefined;
    const page = this.em.createQueryBuilder(Dispute, 'd').select(['d.*', raw(HAS_DOCUMENTS), raw(this.parentInvoice.sql), ...countedColumn(counters)]);
    page.leftJoin('d.invoice', 'pi');
    const { rows, count } = await plainPage<Dispute, 'd', DisputeRow>(page, and, [order, { id: direction }], { first, offset });
    const items = rows.map(disputeRecord);
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, count);
    return { items, total, invoices: parentInvoices(rows, this.parentInvoice) };
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
