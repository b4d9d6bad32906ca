import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isMerchant } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import { UUID } from '../invoices/invoice-access';
import { escapeLike } from '../organizations/escape-like';
import { User } from './user.entity';
import { listOffset } from '../organizations/offset-cursor';

export interface UserListArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
  locked?: boolean | null;
  organizationId?: string | null;
  email?: string | null;
  roles?: number[] | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

type Direction = 'asc' | 'desc';
const NO_ID = '00000000-0000-0000-0000-000000000000';

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

  async list(caller: AuthUser, args: UserListArgs): Promise<{ items: User[]; count: number }> {
    const first = Math.min(Math.max(args.first ?? 10, 1), 100);
    const offset = listOffset(args.after, args.page, first);
    const and: FilterQuery<User>[] = [];
    if (isMerchant(caller.role)) and.push({ organization: caller.organizationId });
    if (args.organizationId) and.push({ organization: UUID.test(args.organizationId) ? args.organizationId : NO_ID });
    if (args.locked !== null && args.locked !== undefined) and.push({ locked: args.locked });
    if (args.email?.trim()) and.push({ email: args.email.trim().toLowerCase() });
    if (args.roles?.length) and.push({ role: { $in: args.roles } });
    const search = args.searchParam?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      const fields: FilterQuery<User>[] = [{ name: { $ilike: like } }, { surname: { $ilike: like } }, { email: { $ilike: like } }];
      if (!isMerchant(caller.role)) fields.push({ organization: { name: { $ilike: like } } });
      and.push({ $or: fields });
    }
    const sortField = args.sortField && SORTS[args.sortField] ? args.sortField : 'name';
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    const [items, count] = await this.em.findAndCount(User, and.length ? { $and: and } : {}, {
      populate: ['organization'],
      orderBy: [...SORTS[sortField](direction), { id: direction }],
      limit: first,
      offset,
    });
    return { items, count };
  }
}
