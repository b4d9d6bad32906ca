import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type InvoiceStatus, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { transferColumnFilter } from '../common/dtos/transfer-filter.args';
import { countedColumn, type CountedQuery, heldKey, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, type MoneyListQuery, NO_ID, pageWindow, sortDirection } from '../common/list-query';
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

/** Sortable columns of the list (spec 000 section 2) -> entity properties. */
const SORT_FIELDS: Record<string, keyof Invoice> = {
  createdAt: 'createdAt',
  code: 'code',
  recipientName: 'recipientName',
  customer: 'recipientName',
  name: 'name',
  amount: 'totalCents',
  total: 'totalCents',
  status: 'status',
  dateOfService: 'dateOfService',
  // /transactions sorts paid invoices by Date Paid (spec 002 s2)
  paidAt: 'paidAt',
};

// The invoice list query (spec 000 section 7 `invoices`).
@Injectable()
export class InvoiceListService {
  /** The owners' columns of a staff page (prefixed), listed once from the metadata. */
  private readonly ownerColumns: OrganizationColumns;

  constructor(private readonly em: EntityManager) {
    this.ownerColumns = organizationColumns(em, 'o');
  }

  /**
   * The list: tenant-scoped, filtered, sorted with id as tie-breaker, paged by offset
   * (page is 1-based; `after` is an opaque offset cursor). Indexed on (owner, status, createdAt, id).
   */
  async list(user: AuthUser, args: InvoiceListArgs): Promise<{ items: InvoiceRecord[]; total: number; owners: OrganizationRecord[] }> {
    const { first, offset } = pageWindow(args);
    const qb = this.em.createQueryBuilder(Invoice, 'i').where({ deletedAt: null });
    if (!isStaff(user.role)) qb.andWhere({ owner: user.organizationId });
    else if (args.ownerId) qb.andWhere({ owner: args.ownerId });
    if (args.status) qb.andWhere({ status: args.status });
    if (args.startDate) qb.andWhere({ createdAt: { $gte: args.startDate } });
    if (args.endDate) qb.andWhere({ createdAt: { $lte: args.endDate } });
    if (args.transferId) qb.andWhere({ transferId: args.transferId });
    const held = transferColumnFilter(args.hasTransfer);
    if (held) qb.andWhere({ transferId: held });
    if (args.payoutId) {
      const payout = UUID.test(args.payoutId) ? await this.em.findOne(Payout, { id: args.payoutId }) : null;
      qb.andWhere({ id: payout ? payout.invoice.id : NO_ID });
    }
    const like = containsPattern(args.searchParam);
    if (like) {
      qb.andWhere({
        $or: [
          { code: { $ilike: like } },
          { name: { $ilike: like } },
          { recipientName: { $ilike: like } },
          { recipientSurName: { $ilike: like } },
          { recipientEmail: { $ilike: like } },
          { merchantPO: { $ilike: like } },
        ],
      });
    }
    const field = SORT_FIELDS[args.sortField ?? 'createdAt'] ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, field === 'createdAt' ? 'desc' : 'asc');
    const count = qb.clone();
    // Plain rows, not entities: merging 50 rows into the identity map was a third of the API's
    // CPU per page (docs/performance.md, section 9), and a list page is never changed.
    const page = qb
      .orderBy({ [field]: direction, id: direction })
      .limit(first)
      .offset(offset);
    // A staff page's invoices belong to many organizations: their columns come with the page
    // (one join, prefixed), so the owners cost no statement of their own. A merchant's page has
    // one owner, which the session read, and selects none (joined, it was mapped on every row).
    const ownerColumns = isStaff(user.role) ? this.ownerColumns : undefined;
    // The owner, the status and whether a transfer holds it are what the counters are kept by; any other filter counts.
    const counters: CountedQuery | undefined = noneSet(args.startDate, args.endDate, args.transferId, args.payoutId, like)
      ? {
          kind: 'invoice',
          organizationId: isStaff(user.role) ? args.ownerId : user.organizationId,
          key: [args.status ? [args.status] : undefined, heldKey(args.hasTransfer)],
        }
      : undefined;
    page.select(['i.*', ...(ownerColumns ? [raw(ownerColumns.sql)] : []), ...countedColumn(counters)]);
    if (ownerColumns) page.leftJoin('i.owner', 'o');
    const rows = await page.execute<InvoiceRow[]>('all');
    const items = rows.map(invoiceRecord);
    const owners = new Map<string, OrganizationRecord>();
    if (ownerColumns) for (const row of rows) if (!owners.has(row.owner)) owners.set(row.owner, ownerColumns.read(row));
    // A page that is not full is the last one: the total follows from it, exactly, without
    // counting. Only a full page (or an empty page past the first) needs the count.
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, () => count.getCount());
    return { items, total, owners: [...owners.values()] };
  }
}
