import { canSeeField, centsToDecimal, disputeActionsFor, disputeAwaitsRole } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { Dispute } from './dispute.entity';
import type { DisputeType } from './dtos/dispute.type';

/** The columns of a dispute the GraphQL shape is made from. */
type DisputeColumns = Pick<
  Dispute,
  | 'id'
  | 'code'
  | 'type'
  | 'livemode'
  | 'processor'
  | 'processorDisputeId'
  | 'processorStatus'
  | 'disputeAmountCents'
  | 'currency'
  | 'status'
  | 'progressStatus'
  | 'reason'
  | 'merchantResponseDueDate'
  | 'resolutionDate'
  | 'acceptanceFeeCents'
  | 'reasonToWinDispute'
  | 'withdrawalDateByCustomer'
  | 'customerAlreadyRefunded'
  | 'refundDate'
  | 'refundAmountCents'
  | 'refundId'
  | 'refundDescription'
  | 'creditVoucherGivenDate'
  | 'creditVoucherAmountCents'
  | 'creditVoucherDescription'
  | 'calcellationDelayDate'
  | 'calcellationDelayDescription'
  | 'otherReasonDescription'
  | 'productOrServiceDetails'
  | 'productServiceTypeProvided'
  | 'additionalInformation'
  | 'evidenceSubmittedAt'
  | 'lastError'
  | 'transferId'
  | 'refundTransferId'
  | 'createdAt'
  | 'updatedAt'
>;

/** A dispute as the mapper reads it: an entity, or a list row read without hydration (relations by id). */
export type DisputeRecord = DisputeColumns & {
  owner: { id: string };
  invoice?: { id: string } | null;
  webPayment?: { id: string } | null;
  /** Whether it has evidence files, when the list's statement read it (an entity leaves it to the files loader). */
  hasDocuments?: boolean;
};

/** A row of `dispute` as a list page reads it: columns by property name, relations as ids. */
export type DisputeRow = DisputeColumns & { owner: string; invoice?: string | null; webPayment?: string | null; has_documents?: boolean };

/** The record of a list row (no entity: a list page is read, never changed), made from the row itself (as refundRecord). */
export function disputeRecord(row: DisputeRow): DisputeRecord {
  const { owner, invoice, webPayment, has_documents } = row;
  return Object.assign(row, {
    owner: { id: owner },
    invoice: invoice ? { id: invoice } : null,
    webPayment: webPayment ? { id: webPayment } : null,
    hasDocuments: has_documents,
  });
}

// Entity or list row -> GraphQL shape: cents become decimals here only. The processor's ids and
// status are the platform admin's only (spec 001 s2; FIELD_ACCESS, also withheld at the GraphQL edge).
export function toDisputeType(dispute: DisputeRecord, viewer: AuthUser): DisputeType {
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
    hasDocuments: dispute.hasDocuments,
  };
}
