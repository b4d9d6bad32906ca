import type { EntityManager } from '@mikro-orm/postgresql';
import { can, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { forbidden, notFound } from '../common/gateway.exception';
import { escapeLike, UUID } from '../common/list-query';
import { Organization } from './organization.entity';

/**
 * Tenant rule for organizations: merchants see only their own, bank and platform staff see all;
 * anything else reads as not found (other tenants' ids cannot be probed).
 */
export async function findVisibleOrganization(em: EntityManager, user: AuthUser, id: string): Promise<Organization> {
  if (!UUID.test(id) || (!isStaff(user.role) && id !== user.organizationId)) throw notFound('Organization');
  const org = await em.findOne(Organization, { id });
  if (!org) throw notFound('Organization');
  return org;
}

/** An organization the caller administers from the organization pages (PG Admin, Bank Finance). */
export async function findManagedOrganization(em: EntityManager, user: AuthUser, id: string): Promise<Organization> {
  const org = await findVisibleOrganization(em, user, id);
  if (!can(user.role, 'manageOrganizations')) throw forbidden();
  return org;
}

/**
 * Whose logo a caller may change: staff on the organization pages change any; the roles that
 * edit the business profile change their own organization's (account settings).
 */
export async function findLogoEditableOrganization(em: EntityManager, user: AuthUser, id: string): Promise<Organization> {
  const org = await findVisibleOrganization(em, user, id);
  const own = org.id === user.organizationId && can(user.role, 'editBusinessProfile');
  if (!own && !can(user.role, 'manageOrganizations')) throw forbidden();
  return org;
}

/** Names are unique among organizations that are not closed, ignoring case. */
export async function organizationNameTaken(em: EntityManager, name: string): Promise<boolean> {
  return (await em.count(Organization, { name: { $ilike: escapeLike(name.trim()) }, status: { $ne: 'closed' } })) > 0;
}
