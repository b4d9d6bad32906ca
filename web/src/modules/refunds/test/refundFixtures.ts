import type { RefundDetail, RefundListItem } from '../graphql/refunds';
import { parentInvoiceFixture, parentOwnerFixture } from './parentFixtures';

export { noEvents } from './parentFixtures';

// Canned API answers of the refund operations, shaped like api/schema.graphql.

export function refundListItemFixture(overrides: Partial<RefundListItem> = {}): RefundListItem & { __typename: 'Refund' } {
  return {
    __typename: 'Refund',
    id: 'refund-1',
    code: 'RF-0001',
    type: 'invoice',
    livemode: true,
    status: 'open',
    progressStatus: 'initiated',
    requestedAmount: 104.99,
    reason: 'cancellationByCustomer',
    createdAt: '2026-11-02T10:00:00.000Z',
    awaitingMyAction: true,
    hasSupportingDocuments: false,
    totals: { __typename: 'RefundTotalsType', subtotal: 100, fee: 4.99, total: 104.99 },
    owner: parentOwnerFixture(),
    invoice: parentInvoiceFixture(),
    webPayment: null,
    ...overrides,
  };
}

export function refundDetailFixture(overrides: Partial<RefundDetail> = {}): RefundDetail & { __typename: 'Refund' } {
  return {
    ...refundListItemFixture(),
    invoice: {
      ...parentInvoiceFixture(),
      refunds: [{ __typename: 'RefundShort', id: 'refund-1', code: 'RF-0001', requestedAmount: 104.99, progressStatus: 'initiated' }],
    },
    approvedAmount: null,
    closedDate: null,
    notes: 'Customer cancelled the tour',
    pointOfContact: null,
    denialReason: null,
    refundPolicyTerms: 'fullRefund',
    merchantDeclineReason: null,
    merchantDeclineExplanation: null,
    hasCancelPolicyExtended: null,
    extendedCancellationPolicyText: null,
    refundAlreadyPaid: null,
    refundAlreadyPaidAmount: null,
    transactionDate: null,
    transactionId: null,
    lastError: null,
    initiatedBy: { __typename: 'RefundInitiator', id: 'user-1', name: 'Karma', surname: 'Wangchuk', email: 'karma@drukadventures.bt' },
    lineItems: [{ __typename: 'RefundLineItem', id: 'line-1', description: 'Tour day 1', amount: 100 }],
    supportingDocuments: [],
    proofs: [],
    ...overrides,
  };
}

export const stageAnswer =
  (name: string, progressStatus: string, status = 'open') =>
  () => ({
    data: { [name]: { __typename: 'Refund', id: 'refund-1', status, progressStatus, awaitingMyAction: false, closedDate: null, denialReason: null } },
  });
