import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { Refund } from './refund.entity';

/**
 * Tenant rule for refunds: merchants see their own organization's, bank and platform staff
 * see all; anything else reads as not found (other tenants' ids cannot be probed).
 */
export async function findVisibleRefund(em: EntityManager, user: AuthUser, id: string): Promise<Refund> {
  if (!UUID.test(id)) throw notFound('Refund');
  const where = isStaff(user.role) ? { id } : { id, owner: user.organizationId };
  const refund = await em.findOne(Refund, where, { populate: ['owner', 'invoice'] });
  if (!refund) throw notFound('Refund');
  return refund;
}
