import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type InvoiceStatus, isStaff, MAX_TRANSFER_ITEMS_PER_KIND } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { type CountedQuery, heldKey, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, idOrNone, type MoneyListQuery, NO_ID, pageWindow, sortDirection } from '../common/list-query';
import { type SelectedColumns, selectedColumns, sqlPage, SqlWhere } from '../common/sql-list-page';
import type { OrganizationRecord } from '../organizations/organization.mapper';
import { type OrganizationColumns, organizationColumns } from '../organizations/session-organization';
import { Invoice } from './invoice.entity';
import { type InvoiceRecord, invoiceRecord, type InvoiceRow } from './invoice.mapper';
import { UUID } from './invoice-access';
import { Payout } from './payout.entity';

export interface InvoiceListArgs extends MoneyListQuery {
  payoutId?: string | null;
  ownerId?: string | null;
  status?: InvoiceStatus | null;
  /** false: only invoices no transfer holds; true: only those a transfer holds. */
  hasTransfer?: boolean | null;
}

/** Sortable columns of the list (spec 000 section 2) -> the invoice's columns. */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  code: 'code',
  recipientName: 'recipient_name',
  customer: 'recipient_name',
  name: 'name',
  amount: 'total_cents',
  total: 'total_cents',
  status: 'status',
  dateOfService: 'date_of_service',
  // /transactions sorts paid invoices by Date Paid (spec 002 s2)
  paidAt: 'paid_at',
};

/** What the list searches (spec 000 s2). */
const SEARCHED = ['i.code', 'i.name', 'i.recipient_name', 'i.recipient_sur_name', 'i.recipient_email', 'i.merchant_po'];

// The invoice list query (spec 000 section 7 `invoices`), written as SQL as the refund and
// dispute pages are (docs/decisions/0114-lists-as-sql.md).
@Injectable()
export class InvoiceListService {
  /** The invoice's own columns, by property name. */
  private readonly columns: SelectedColumns<InvoiceRow>;
  /** The owners' columns of a staff page (prefixed), listed once from the metadata. */
  private readonly ownerColumns: OrganizationColumns;

  constructor(private readonly em: EntityManager) {
    this.columns = selectedColumns<InvoiceRow>(em, Invoice, 'i');
    this.ownerColumns = organizationColumns(em, 'o');
  }

  /**
   * The list: tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset
   * (page is 1-based; `after` is an opaque offset cursor). Indexed on (owner, status, createdAt, id).
   */
  async list(user: AuthUser, args: InvoiceListArgs): Promise<{ items: InvoiceRecord[]; total: number; owners: OrganizationRecord[] }> {
    // The transfer selection (no transfer holds them) fetches the first 1000 (spec 002 L174, L231); other pages stay at 100.
    const { first, offset } = pageWindow(args, args.hasTransfer === false ? MAX_TRANSFER_ITEMS_PER_KIND : undefined);
    const where = new SqlWhere().and('i.deleted_at is null');
    if (!isStaff(user.role)) where.and('i.owner_id = ?', user.organizationId);
    else if (args.ownerId) where.and('i.owner_id = ?', idOrNone(args.ownerId));
    if (args.status) where.and('i.status = ?', args.status);
    if (args.startDate) where.and('i.created_at >= ?', args.startDate);
    if (args.endDate) where.and('i.created_at <= ?', args.endDate);
    if (args.transferId) where.and('i.transfer_id = ?', idOrNone(args.transferId));
    if (args.hasTransfer != null) where.and(`i.transfer_id is ${args.hasTransfer ? 'not ' : ''}null`);
    if (args.payoutId) {
      const payout = UUID.test(args.payoutId) ? await this.em.findOne(Payout, { id: args.payoutId }) : null;
      where.and('i.id = ?', payout ? payout.invoice.id : NO_ID);
    }
    const like = containsPattern(args.searchParam);
    if (like) where.anyLike(SEARCHED, like);
    const sort = SORT_COLUMNS[args.sortField ?? 'createdAt'] ?? 'created_at';
    const direction = sortDirection(args.sortDirection, sort === 'created_at' ? 'desc' : 'asc');
    // Plain rows, not entities: merging 50 rows into the identity map was a third of the API's
    // CPU per page (docs/performance.md, section 9), and a list page is never changed.
    // A staff page's invoices belong to many organizations: their columns come with the page
    // (one join, prefixed), so the owners cost no statement of their own. A merchant's page has
    // one owner, which the session read, and selects none (joined, it was mapped on every row).
    const ownerColumns = isStaff(user.role) ? this.ownerColumns : undefined;
    // The owner, the status and whether a transfer holds it are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(args.startDate, args.endDate, args.transferId, args.payoutId, like)
      ? {
          kind: 'invoice',
          organizationId: isStaff(user.role) ? (args.ownerId ? idOrNone(args.ownerId) : undefined) : user.organizationId,
          key: [args.status ? [args.status] : undefined, heldKey(args.hasTransfer)],
        }
      : undefined;
    const { rows, count } = await sqlPage(this.em, {
      select: ownerColumns ? [this.columns.sql, ownerColumns.sql] : [this.columns.sql],
      counted: counters,
      // The join only where its columns are read: the count of a merchant's page stays on the invoice.
      from: ownerColumns ? 'invoice i left join organization o on o.id = i.owner_id' : 'invoice i',
      where,
      orderBy: `i.${sort} ${direction}, i.id ${direction}`,
      window: { first, offset },
    });
    // The owners first: a row becomes its invoice's record in place (its owner then an object).
    const owners = new Map<string, OrganizationRecord>();
    if (ownerColumns) for (const row of rows) if (!owners.has(row.owner as string)) owners.set(row.owner as string, ownerColumns.read(row));
    const items = rows.map((row) => invoiceRecord(this.columns.read(row)));
    // A page that is not full is the last one: the total follows from it, exactly, without
    // counting. Only a full page (or an empty page past the first) needs the count.
    return { items, total: await pageTotal(this.em, { items, rows, first, offset }, counters, count), owners: [...owners.values()] };
  }
}
