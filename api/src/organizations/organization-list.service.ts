import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { organizationListTypes, type OrganizationStatus, type OrganizationType } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { countedTotal, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, idOrNone, NO_ID, pageWindow, type SortedListQuery } from '../common/list-query';
import { Organization } from './organization.entity';

export interface OrganizationListArgs extends SortedListQuery {
  id?: string | null;
  status?: OrganizationStatus[] | null;
  type?: OrganizationType[] | null;
}
import { byTypeLabel } from './type-label-order';

type Direction = 'asc' | 'desc';

/** Sortable columns (spec 002 s2: name, type, status; the query also names email). */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Organization>> = {
  name: (d) => ({ name: d }),
  type: byTypeLabel,
  status: (d) => ({ status: d }),
  email: (d) => ({ email: d }),
  createdAt: (d) => ({ createdAt: d }),
};

/** The types asked for that the viewer may see (all it may see when none is asked for). */
function viewableTypes(user: AuthUser, args: Pick<OrganizationListArgs, 'type'>): OrganizationType[] {
  const allowed = organizationListTypes(user.role);
  return args.type?.length ? args.type.filter((t) => allowed.includes(t)) : [...allowed];
}

/** The where clause of the list and of its report: the viewer's types, then the filters. */
export function organizationFilter(user: AuthUser, args: Pick<OrganizationListArgs, 'id' | 'status' | 'type' | 'searchParam'>): FilterQuery<Organization> {
  // Bank finance never sees the platform's own record (spec 002 s6): requested types are cut to the viewer's.
  const types = viewableTypes(user, args);
  const and: FilterQuery<Organization>[] = [types.length ? { type: { $in: types } } : { id: NO_ID }];
  if (args.id) and.push({ id: idOrNone(args.id) });
  if (args.status?.length) and.push({ status: { $in: args.status } });
  const like = containsPattern(args.searchParam);
  if (like) {
    and.push({ $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { licenseNumber: { $ilike: like } }] });
  }
  return { $and: and };
}

// organizationList (spec 002 s7): staff only (the matrix), sorted with id as tie-breaker, offset paged.
@Injectable()
export class OrganizationListService {
  constructor(private readonly em: EntityManager) {}

  async list(user: AuthUser, args: OrganizationListArgs): Promise<{ items: Organization[]; total: number }> {
    const { first, offset } = pageWindow(args);
    const sortField = args.sortField && SORTS[args.sortField] ? args.sortField : 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    const where = organizationFilter(user, args);
    const items = await this.em.find(Organization, where, {
      orderBy: [SORTS[sortField](direction), { id: direction }],
      limit: first,
      offset,
    });
    // Type and status are what the counters are kept by; an id or a search counts the matches.
    const total = await pageTotal(items, first, offset, () =>
      noneSet(args.id, containsPattern(args.searchParam))
        ? countedTotal(this.em, { kind: 'organization', key: [viewableTypes(user, args), args.status?.length ? args.status : undefined] })
        : this.em.count(Organization, where),
    );
    return { items, total };
  }
}
