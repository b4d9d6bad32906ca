import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { WebPayment } from './web-payment.entity';

/**
 * Tenant rule for checkouts: merchants see their own organization's, bank and platform staff
 * see all; anything else reads as not found (other tenants' ids cannot be probed).
 */
export async function findVisibleCheckout(em: EntityManager, user: Pick<AuthUser, 'role' | 'organizationId'>, id: string): Promise<WebPayment> {
  if (!UUID.test(id)) throw notFound('Checkout');
  const where = isStaff(user.role) ? { id } : { id, owner: user.organizationId };
  const wp = await em.findOne(WebPayment, where, { populate: ['owner', 'paymentGateway'], refresh: true });
  if (!wp) throw notFound('Checkout');
  return wp;
}
