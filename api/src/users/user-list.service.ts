import type { QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isMerchant } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { countedColumn, type CountedQuery, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, idOrNone, NO_ID, pageWindow, type SortedListQuery } from '../common/list-query';
import { plainPage } from '../common/list-rows';
import { organizationRecords } from '../organizations/session-organization';
import { User } from './user.entity';
import { type UserRecord, userRecord, type UserRow } from './user.mapper';

export interface UserListArgs extends SortedListQuery {
  locked?: boolean | null;
  organizationId?: string | null;
  email?: string | null;
  roles?: number[] | null;
}

type Direction = 'asc' | 'desc';

/** Sortable columns (spec 002 s2: Name, Org, Role, Status), plus e-mail and date. */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<User>[]> = {
  name: (d) => [{ name: d }, { surname: d }],
  org: (d) => [{ organization: { name: d } }],
  organization: (d) => [{ organization: { name: d } }],
  role: (d) => [{ role: d }],
  status: (d) => [{ locked: d }],
  locked: (d) => [{ locked: d }],
  email: (d) => [{ email: d }],
  createdAt: (d) => [{ createdAt: d }],
};

// users (spec 002 s7): merchants only their own organization's users; staff everyone.
@Injectable()
export class UserListService {
  constructor(private readonly em: EntityManager) {}

  async list(caller: AuthUser, args: UserListArgs): Promise<{ items: UserRecord[]; count: number }> {
    const { first, offset } = pageWindow(args);
    const and: QBFilterQuery<User, 'u'>[] = [];
    if (isMerchant(caller.role)) and.push({ organization: caller.organizationId });
    if (args.organizationId) and.push({ organization: idOrNone(args.organizationId) });
    if (args.locked !== null && args.locked !== undefined) and.push({ locked: args.locked });
    if (args.email?.trim()) and.push({ email: args.email.trim().toLowerCase() });
    if (args.roles?.length) and.push({ role: { $in: args.roles } });
    const like = containsPattern(args.searchParam);
    if (like) {
      const fields: QBFilterQuery<User, 'u'>[] = [{ name: { $ilike: like } }, { surname: { $ilike: like } }, { email: { $ilike: like } }];
      if (!isMerchant(caller.role)) fields.push({ organization: { name: { $ilike: like } } });
      and.push({ $or: fields });
    }
    const sortField = args.sortField && SORTS[args.sortField] ? args.sortField : 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    // Plain rows, not entities (docs/decisions/0113-list-pages-plain-rows.md), with the organization
    // joined first so that a search or sort by its name uses this join too. A merchant's page is
    // all of its own organization, which the session read: selected with each row, it was mapped
    // again on every row. Staff pages span organizations and select them with the rows.
    // Organization, role and locked are what the counters are kept by; e-mail or search counts.
    const counters: CountedQuery | undefined = noneSet(args.email, like)
      ? {
          kind: 'app_user',
          organizationId: userListOrganization(caller, args.organizationId),
          key: [args.roles?.length ? args.roles.map(String) : undefined, args.locked != null ? [String(args.locked)] : undefined],
        }
      : undefined;
    const merchant = isMerchant(caller.role);
    const qb = this.em.createQueryBuilder(User, 'u');
    if (merchant) qb.select('u.*').leftJoin('u.organization', 'o');
    else qb.leftJoinAndSelect('u.organization', 'o');
    qb.addSelect(countedColumn(counters));
    const { rows, count } = await plainPage<User, 'u', UserRow>(qb, and, [...SORTS[sortField](direction), { id: direction }], { first, offset });
    const organizations = merchant ? await organizationRecords(this.em, caller, [caller.organizationId]) : undefined;
    const items = rows.map((r) => userRecord(r, organizations));
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, count);
    return { items, count: total };
  }
}

/** The one organization the list is limited to (a merchant's own), undefined for all. */
function userListOrganization(caller: AuthUser, asked: string | null | undefined): string | undefined {
  const wanted = asked ? idOrNone(asked) : undefined;
  if (!isMerchant(caller.role)) return wanted;
  return wanted && wanted !== caller.organizationId ? NO_ID : caller.organizationId;
}
