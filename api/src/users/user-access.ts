import type { EntityManager } from '@mikro-orm/postgresql';
import { type ActorFacts, canSeeUser, isRole, type UserFacts } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { User } from './user.entity';

/** The facts the domain's user rules read. */
export function userFacts(user: User): UserFacts {
  if (!isRole(user.role)) throw notFound('User');
  return { id: user.id, role: user.role, locked: user.locked, organizationId: user.organization.id };
}

export function actorFacts(caller: AuthUser): ActorFacts {
  return { id: caller.id, role: caller.role, organizationId: caller.organizationId };
}

/**
 * Tenant rule for users: merchants see their own organization's users, staff see everyone;
 * anything else reads as not found (other tenants' ids cannot be probed).
 */
export async function findVisibleUser(em: EntityManager, caller: AuthUser, id: string): Promise<User> {
  if (!UUID.test(id)) throw notFound('User');
  const user = await em.findOne(User, { id }, { populate: ['organization'] });
  if (!user || !canSeeUser(actorFacts(caller), { organizationId: user.organization.id })) throw notFound('User');
  return user;
}
