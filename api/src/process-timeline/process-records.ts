import type { EntityManager } from '@mikro-orm/postgresql';
import { allows, OPERATION_ACCESS } from '@pg/domain';
import { checkoutWorkflowId, disputeWorkflowId, invoiceWorkflowId, refundWorkflowId, transferWorkflowId } from '@pg/workflows';

import { findVisibleCheckout } from '../checkouts/checkout-access';
import type { AuthUser } from '../common/auth-user';
import { forbidden, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { findVisibleDispute } from '../disputes/dispute-access';
import { findVisibleInvoice } from '../invoices/invoice-access';
import { findVisibleRefund } from '../refunds/refund-access';
import { Transfer } from '../transfers/transfer.entity';
import type { ProcessKind } from './process-wording';

export interface ProcessRecord {
  id: string;
  workflowId: string;
}

/**
 * The record whose process is asked for, found with the same tenant and role rule as its
 * details query (a merchant never reads another organization's record; transfers are staff's),
 * and its workflow id.
 */
export async function findProcessRecord(em: EntityManager, user: AuthUser, kind: ProcessKind, id: string): Promise<ProcessRecord> {
  switch (kind) {
    case 'invoice': {
      const invoice = await findVisibleInvoice(em, user, id);
      return { id: invoice.id, workflowId: invoiceWorkflowId(invoice.code) };
    }
    case 'checkout': {
      const checkout = await findVisibleCheckout(em, user, id);
      return { id: checkout.id, workflowId: checkoutWorkflowId(checkout.code) };
    }
    case 'refund': {
      const refund = await findVisibleRefund(em, user, id);
      return { id: refund.id, workflowId: refundWorkflowId(refund.code) };
    }
    case 'dispute': {
      const dispute = await findVisibleDispute(em, user, id);
      return { id: dispute.id, workflowId: disputeWorkflowId(dispute.code) };
    }
    case 'transfer': {
      // As the `transfer` query: staff only, completed transfers (the details page's).
      if (!allows(OPERATION_ACCESS.transfer, user.role)) throw forbidden();
      const transfer = UUID.test(id) ? await em.findOne(Transfer, { id, status: 'completed' }) : null;
      if (!transfer) throw notFound('Transfer');
      return { id: transfer.id, workflowId: transferWorkflowId(transfer.code) };
    }
  }
}
