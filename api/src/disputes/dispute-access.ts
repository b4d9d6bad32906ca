import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { Dispute } from './dispute.entity';

/**
 * Tenant rule for disputes: merchants see their own organization's, bank and platform staff
 * see all; anything else reads as not found (other tenants' ids cannot be probed).
 */
export async function findVisibleDispute(em: EntityManager, user: AuthUser, id: string): Promise<Dispute> {
  if (!UUID.test(id)) throw notFound('Dispute');
  const where = isStaff(user.role) ? { id } : { id, owner: user.organizationId };
  const dispute = await em.findOne(Dispute, where, { populate: ['owner', 'invoice', 'webPayment'] });
  if (!dispute) throw notFound('Dispute');
  return dispute;
}
