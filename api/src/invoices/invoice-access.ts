import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { Invoice } from './invoice.entity';

/**
 * Tenant rule for invoices: merchants see their own organization's, staff see all, and
 * anything else reads as not found (ids of other tenants cannot be probed). Deleted invoices
 * are gone for everyone.
 */
export async function findVisibleInvoice(em: EntityManager, user: Pick<AuthUser, 'role' | 'organizationId'>, id: string): Promise<Invoice> {
  if (!UUID.test(id)) throw notFound('Invoice');
  const where = isStaff(user.role) ? { id, deletedAt: null } : { id, deletedAt: null, owner: user.organizationId };
  const invoice = await em.findOne(Invoice, where, { populate: ['owner'] });
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

// Re-exported: callers of the access rule check ids with it too.
export { UUID };
