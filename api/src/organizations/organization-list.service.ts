import type { QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { organizationListTypes, type OrganizationStatus, type OrganizationType } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { countedColumn, type CountedQuery, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, idOrNone, NO_ID, pageWindow, type SortedListQuery } from '../common/list-query';
import { plainPage } from '../common/list-rows';
import { Organization } from './organization.entity';
import { type OrganizationRecord, organizationRecord, type OrganizationRow } from './organization.mapper';

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

/** The where clause of the list and of its report (both read `organization o`): the viewer's types, then the filters. */
export function organizationFilter(
  user: AuthUser,
  args: Pick<OrganizationListArgs, 'id' | 'status' | 'type' | 'searchParam'>,
): QBFilterQuery<Organization, 'o'> {
  // Bank finance never sees the platform's own record (spec 002 s6): requested types are cut to the viewer's.
  const types = viewableTypes(user, args);
  const and: QBFilterQuery<Organization, 'o'>[] = [types.length ? { type: { $in: types } } : { id: NO_ID }];
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

  async list(user: AuthUser, args: OrganizationListArgs): Promise<{ items: OrganizationRecord[]; total: number }> {
    const { first, offset } = pageWindow(args);
    const sortField = args.sortField && SORTS[args.sortField] ? args.sortField : 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    // Type and status are what the counters are kept by; an id or a search counts the matches.
    const counters: CountedQuery | undefined = noneSet(args.id, containsPattern(args.searchParam))
      ? { kind: 'organization', key: [viewableTypes(user, args), args.status?.length ? args.status : undefined] }
      : undefined;
    // Plain rows, not entities (docs/decisions/0113-list-pages-plain-rows.md).
    const { rows, count } = await plainPage<Organization, 'o', OrganizationRow>(
      this.em.createQueryBuilder(Organization, 'o').select(['o.*', ...countedColumn(counters)]),
      [organizationFilter(user, args)],
      [SORTS[sortField](direction), { id: direction }],
      { first, offset },
    );
    const items = rows.map(organizationRecord);
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, count);
    return { items, total };
  }
}
