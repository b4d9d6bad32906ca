import { centsToDecimal, refundActionsFor, refundAwaitsRole, Role } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { RefundLineItemType, RefundType } from './dtos/refund.type';
import type { Refund } from './refund.entity';
import type { RefundLineItem } from './refund-line-item.entity';

// Entity -> GraphQL shape: cents become decimals here only.
export function toRefundType(refund: Refund, viewer: AuthUser): RefundType {
  const cents = (value: number | null | undefined) => (value === null || value === undefined ? null : centsToDecimal(value));
  return {
    id: refund.id,
    code: refund.code,
    type: refund.type,
    livemode: refund.livemode,
    requestedAmount: centsToDecimal(refund.requestedAmountCents),
    approvedAmount: cents(refund.approvedAmountCents),
    status: refund.status,
    progressStatus: refund.progressStatus,
    invoiceId: refund.invoice?.id ?? null,
    webPaymentId: refund.webPaymentId ?? null,
    ownerId: refund.owner.id,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
    closedDate: refund.closedDate ?? null,
    reason: refund.reason,
    notes: refund.notes ?? null,
    pointOfContact: refund.pointOfContact ?? null,
    denialReason: refund.denialReason ?? null,
    transactionDate: refund.transactionDate ?? null,
    transactionId: refund.transactionId ?? null,
    refundAlreadyPaid: refund.refundAlreadyPaid ?? null,
    refundAlreadyPaidAmount: cents(refund.refundAlreadyPaidAmountCents),
    merchantDeclineReason: refund.merchantDeclineReason ?? null,
    merchantDeclineExplanation: refund.merchantDeclineExplanation ?? null,
    hasCancelPolicyExtended: refund.hasCancelPolicyExtended ?? null,
    extendedCancellationPolicyText: refund.extendedCancellationPolicyText ?? null,
    refundPolicyTerms: refund.refundPolicyTerms,
    totals: { subtotal: centsToDecimal(refund.subtotalCents), fee: centsToDecimal(refund.feeCents), total: centsToDecimal(refund.requestedAmountCents) },
    awaitingMyAction: refundAwaitsRole(viewer.role, refund.status, refund.progressStatus),
    availableActions: refundActionsFor(viewer.role, refund.status, refund.progressStatus),
    lastError: refund.lastError ?? null,
    processorRefundId: viewer.role === Role.PG_ADMIN ? (refund.processorRefundId ?? null) : null,
    transferId: refund.transferId ?? null,
    internal: { requestedById: refund.requestedBy?.id ?? null },
  };
}

export function toRefundLineItemType(line: RefundLineItem): RefundLineItemType {
  return { id: line.id, description: line.description, amount: centsToDecimal(line.amountCents) };
}
