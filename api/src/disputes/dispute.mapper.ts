import { canSeeField, centsToDecimal, disputeActionsFor, disputeAwaitsRole } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { Dispute } from './dispute.entity';
import type { DisputeType } from './dtos/dispute.type';

// Entity -> GraphQL shape: cents become decimals here only. The processor's ids and status are
// the platform admin's only (spec 001 s2; FIELD_ACCESS, also withheld at the GraphQL edge).
export function toDisputeType(dispute: Dispute, viewer: AuthUser): DisputeType {
  const cents = (value: number | null | undefined) => (value === null || value === undefined ? null : centsToDecimal(value));
  return {
    id: dispute.id,
    code: dispute.code,
    type: dispute.type,
    stripeDisputeId: canSeeField(viewer.role, 'Dispute.stripeDisputeId') ? dispute.processorDisputeId : null,
    stripeStatus: canSeeField(viewer.role, 'Dispute.stripeStatus') ? dispute.processorStatus : null,
    processor: canSeeField(viewer.role, 'Dispute.processor') ? dispute.processor : null,
    disputeAmount: centsToDecimal(dispute.disputeAmountCents),
    status: dispute.status,
    progressStatus: dispute.progressStatus,
    invoiceId: dispute.invoice?.id ?? null,
    webPaymentId: dispute.webPayment?.id ?? null,
    livemode: dispute.livemode,
    ownerId: dispute.owner.id,
    reason: dispute.reason,
    resolutionDate: dispute.resolutionDate ?? null,
    merchantResponseDueDate: dispute.merchantResponseDueDate,
    createdAt: dispute.createdAt,
    updatedAt: dispute.updatedAt,
    acceptanceFee: centsToDecimal(dispute.acceptanceFeeCents),
    reasonToWinDispute: dispute.reasonToWinDispute ?? null,
    withdrawalDateByCustomer: dispute.withdrawalDateByCustomer ?? null,
    customerAlreadyRefunded: dispute.customerAlreadyRefunded ?? null,
    refundDate: dispute.refundDate ?? null,
    refundAmount: cents(dispute.refundAmountCents),
    refundId: dispute.refundId ?? null,
    refundDescription: dispute.refundDescription ?? null,
    creditVoucherGivenDate: dispute.creditVoucherGivenDate ?? null,
    creditVoucherAmount: cents(dispute.creditVoucherAmountCents),
    creditVoucherDescription: dispute.creditVoucherDescription ?? null,
    calcellationDelayDate: dispute.calcellationDelayDate ?? null,
    calcellationDelayDescription: dispute.calcellationDelayDescription ?? null,
    otherReasonDescription: dispute.otherReasonDescription ?? null,
    productOrServiceDetails: dispute.productOrServiceDetails ?? null,
    productServiceTypeProvided: dispute.productServiceTypeProvided ?? null,
    additionalInformation: dispute.additionalInformation ?? null,
    evidenceSubmittedAt: dispute.evidenceSubmittedAt ?? null,
    lastError: dispute.lastError ?? null,
    transferId: dispute.transferId ?? null,
    refundTransferId: dispute.refundTransferId ?? null,
    awaitingMyAction: disputeAwaitsRole(viewer.role, dispute.status, dispute.progressStatus),
    availableActions: disputeActionsFor(viewer.role, dispute.status, dispute.progressStatus),
  };
}
