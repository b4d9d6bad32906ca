import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { centsToDecimal, type OrganizationStatus, type OrganizationType as OrgType } from '@pg/domain';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../invoices/invoice-access';
import { containsPattern, listOffset, pageSize } from '../common/list-query';
import { Organization } from '../organizations/organization.entity';
import type { LedgerEntryType } from './dtos/ledger.type';
import { LedgerEntry } from './ledger-entry.entity';

export interface LedgerOrganizationArgs {
  first?: number | null;
  page?: number | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  type?: OrgType[] | null;
  status?: OrganizationStatus[] | null;
}

type Direction = 'asc' | 'desc';
/** Sortable columns of /ledger (spec 002 s2: name and type; balance as well). */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Organization>> = {
  name: (d) => ({ name: d }),
  type: (d) => ({ type: d }),
  balance: (d) => ({ currentBalanceCents: d }),
  currentBalance: (d) => ({ currentBalanceCents: d }),
};

// The ledger's read side: an organization's entries, the organizations with their balances,
// and the outstanding amount. Staff only (role matrix); no tenant can reach it.
@Injectable()
export class LedgerQueryService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, paged (default 50, at most 200): an organization may have a very long ledger. */
  async entries(organizationId: string, first?: number | null, page?: number | null): Promise<{ items: LedgerEntryType[]; total: number }> {
    // The organization's own entry count is the total: no count(*) over a long ledger.
    const org = UUID.test(organizationId) ? await this.em.findOne(Organization, { id: organizationId }, { fields: ['id', 'ledgerEntryCount'] }) : null;
    if (!org) throw notFound('Organization');
    const limit = Math.min(Math.max(first ?? 50, 1), 200);
    const offset = Math.max((page ?? 1) - 1, 0) * limit;
    const rows = await this.em.find(LedgerEntry, { organization: organizationId }, { orderBy: { seq: 'desc' }, limit, offset });
    const total = org.ledgerEntryCount;
    return {
      total,
      items: rows.map((e) => ({
        id: e.id,
        amount: centsToDecimal(e.amountCents),
        transactionType: e.transactionType,
        createdAt: e.createdAt,
        balance: centsToDecimal(e.balanceCents),
        remarks: e.remarks,
        sourceType: e.sourceType,
        sourceId: e.sourceId,
      })),
    };
  }

  /** Sum of every organization's balance, in cents. */
  async outstandingCents(): Promise<number> {
    const [row] = await this.em.execute<{ total: string | null }[]>('select sum(current_balance_cents) as total from organization');
    return Number(row?.total ?? 0);
  }

  async organizations(args: LedgerOrganizationArgs): Promise<{ items: Organization[]; total: number }> {
    const first = pageSize(args.first);
    const offset = listOffset(null, args.page, first);
    const and: FilterQuery<Organization>[] = [];
    if (args.type?.length) and.push({ type: { $in: args.type } });
    if (args.status?.length) and.push({ status: { $in: args.status } });
    const like = containsPattern(args.searchParam);
    if (like) {
      and.push({ $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] });
    }
    const sortField = args.sortField ?? 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    const order = (SORTS[sortField] ?? SORTS.name)(direction);
    const [items, total] = await this.em.findAndCount(Organization, and.length ? { $and: and } : {}, {
      orderBy: [order, { name: 'asc' }, { id: 'asc' }],
      limit: first,
      offset,
    });
    return { items, total };
  }

  /** Current balances of organizations, for Organization.currentBalance. */
  async balances(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.em.find(Organization, { id: { $in: [...ids] } }, { fields: ['id', 'currentBalanceCents'] });
    return new Map(rows.map((o) => [o.id, o.currentBalanceCents]));
  }
}
