import { centsToDecimal, refundActionsFor, refundAwaitsRole, Role } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { RefundLineItemType, RefundType } from './dtos/refund.type';
import type { Refund } from './refund.entity';
import type { RefundLineItem } from './refund-line-item.entity';

/** The columns of a refund the GraphQL shape is made from. */
type RefundColumns = Pick<
  Refund,
  | 'id'
  | 'code'
  | 'type'
  | 'livemode'
  | 'webPaymentId'
  | 'status'
  | 'progressStatus'
  | 'subtotalCents'
  | 'feeCents'
  | 'requestedAmountCents'
  | 'approvedAmountCents'
  | 'refundPolicyTerms'
  | 'reason'
  | 'notes'
  | 'pointOfContact'
  | 'denialReason'
  | 'closedDate'
  | 'merchantDeclineReason'
  | 'merchantDeclineExplanation'
  | 'hasCancelPolicyExtended'
  | 'extendedCancellationPolicyText'
  | 'refundAlreadyPaid'
  | 'transactionDate'
  | 'transactionId'
  | 'refundAlreadyPaidAmountCents'
  | 'processorRefundId'
  | 'lastError'
  | 'transferId'
  | 'createdAt'
  | 'updatedAt'
>;

/** A refund as the mapper reads it: an entity, or a list row read without hydration (relations by id). */
export type RefundRecord = RefundColumns & {
  owner: { id: string };
  invoice?: { id: string } | null;
  requestedBy?: { id: string } | null;
  /** Whether it has supporting documents, when the list's statement read it (an entity leaves it to the files loader). */
  hasSupportingDocuments?: boolean;
};

/** A row of `refund` as a list page reads it: columns by property name, relations as ids. */
export type RefundRow = RefundColumns & { owner: string; invoice?: string | null; requestedBy?: string | null; has_supporting_documents?: boolean };

/**
 * The record of a list row (no entity: a list page is read, never changed), made from the row
 * itself: copying its forty columns into a new object cost more than the rest of the mapping.
 */
export function refundRecord(row: RefundRow): RefundRecord {
  const { owner, invoice, requestedBy, has_supporting_documents } = row;
  return Object.assign(row, {
    owner: { id: owner },
    invoice: invoice ? { id: invoice } : null,
    requestedBy: requestedBy ? { id: requestedBy } : null,
    hasSupportingDocuments: has_supporting_documents,
  });
}

// Entity or list row -> GraphQL shape: cents become decimals here only.
export function toRefundType(refund: RefundRecord, viewer: AuthUser): RefundType {
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
    internal: { requestedById: refund.requestedBy?.id ?? null, hasSupportingDocuments: refund.hasSupportingDocuments },
  };
}

export function toRefundLineItemType(line: RefundLineItem): RefundLineItemType {
  return { id: line.id, description: line.description, amount: centsToDecimal(line.amountCents) };
}
