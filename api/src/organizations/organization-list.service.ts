import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { organizationListTypes, type OrganizationStatus, type OrganizationType } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { UUID } from '../invoices/invoice-access';
import { escapeLike } from './escape-like';
import { Organization } from './organization.entity';
import { listOffset } from './offset-cursor';

export interface OrganizationListArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
  id?: string | null;
  status?: OrganizationStatus[] | null;
  type?: OrganizationType[] | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

type Direction = 'asc' | 'desc';
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** Sortable columns (spec 002 s2: name, type, status; the query also names email). */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Organization>> = {
  name: (d) => ({ name: d }),
  type: (d) => ({ type: d }),
  status: (d) => ({ status: d }),
  email: (d) => ({ email: d }),
  createdAt: (d) => ({ createdAt: d }),
};

/** The where clause of the list and of its report: the viewer's types, then the filters. */
export function organizationFilter(user: AuthUser, args: Pick<OrganizationListArgs, 'id' | 'status' | 'type' | 'searchParam'>): FilterQuery<Organization> {
  // Bank finance never sees the platform's own record (spec 002 s6): requested types are cut to the viewer's.
  const allowed = organizationListTypes(user.role);
  const types = args.type?.length ? args.type.filter((t) => allowed.includes(t)) : allowed;
  const and: FilterQuery<Organization>[] = [types.length ? { type: { $in: types } } : { id: NO_ID }];
  if (args.id) and.push({ id: UUID.test(args.id) ? args.id : NO_ID });
  if (args.status?.length) and.push({ status: { $in: args.status } });
  const search = args.searchParam?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    and.push({ $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { licenseNumber: { $ilike: like } }] });
  }
  return { $and: and };
}

// organizationList (spec 002 s7): staff only (the matrix), sorted with id as tie-breaker, offset paged.
@Injectable()
export class OrganizationListService {
  constructor(private readonly em: EntityManager) {}

  async list(user: AuthUser, args: OrganizationListArgs): Promise<{ items: Organization[]; total: number }> {
    const first = Math.min(Math.max(args.first ?? 10, 1), 100);
    const offset = listOffset(args.after, args.page, first);
    const sortField = args.sortField && SORTS[args.sortField] ? args.sortField : 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    const [items, total] = await this.em.findAndCount(Organization, organizationFilter(user, args), {
      orderBy: [SORTS[sortField](direction), { id: direction }],
      limit: first,
      offset,
    });
    return { items, total };
  }
}
