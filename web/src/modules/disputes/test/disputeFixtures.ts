import { parentInvoiceFixture, parentOwnerFixture } from '../../refunds/test/parentFixtures';
import type { DisputeDetail, DisputeFile, DisputeListItem } from '../graphql/disputes';

export { noEvents as noDisputeEvents } from '../../refunds/test/parentFixtures';

// Canned API answers of the dispute operations, shaped like api/schema.graphql.

export function disputeListItemFixture(overrides: Partial<DisputeListItem> = {}): DisputeListItem & { __typename: 'Dispute' } {
  return {
    __typename: 'Dispute',
    id: 'dispute-1',
    code: 'DSP-2026-000101',
    type: 'invoice',
    livemode: true,
    status: 'open',
    progressStatus: 'received',
    disputeAmount: 512.5,
    reason: 'fraudulent',
    createdAt: '2026-11-02T10:00:00.000Z',
    merchantResponseDueDate: '2026-11-09T10:00:00.000Z',
    awaitingMyAction: true,
    availableActions: ['merchantApprove', 'merchantDecline'],
    hasDocuments: false,
    owner: parentOwnerFixture(),
    invoice: parentInvoiceFixture(),
    webPayment: null,
    ...overrides,
  };
}

export function disputeDetailFixture(overrides: Partial<DisputeDetail> = {}): DisputeDetail & { __typename: 'Dispute' } {
  return {
    ...disputeListItemFixture(),
    invoice: { ...parentInvoiceFixture(), refunds: [] },
    stripeDisputeId: null,
    stripeStatus: null,
    resolutionDate: null,
    acceptanceFee: 0,
    reasonToWinDispute: null,
    withdrawalDateByCustomer: null,
    customerAlreadyRefunded: null,
    refundDate: null,
    refundAmount: null,
    refundId: null,
    refundDescription: null,
    creditVoucherGivenDate: null,
    creditVoucherAmount: null,
    creditVoucherDescription: null,
    calcellationDelayDate: null,
    calcellationDelayDescription: null,
    otherReasonDescription: null,
    productOrServiceDetails: ' Travel Related Expense',
    productServiceTypeProvided: null,
    additionalInformation: null,
    lastError: null,
    transferId: null,
    refundTransferId: null,
    transfer: null,
    refundTransfer: null,
    supportingDocument: null,
    refundProof: null,
    creditVoucherProof: null,
    ...overrides,
  };
}

export const disputeStageAnswer =
  (name: string, progressStatus: string, status = 'open') =>
  () => ({
    data: {
      [name]: {
        __typename: 'Dispute',
        id: 'dispute-1',
        status,
        progressStatus,
        awaitingMyAction: false,
        availableActions: [],
        acceptanceFee: 15,
        resolutionDate: null,
      },
    },
  });

export function disputeFileFixture(overrides: Partial<DisputeFile> = {}): DisputeFile & { __typename: 'DisputeFile' } {
  return {
    __typename: 'DisputeFile',
    id: 'f1',
    path: 'u.1.terms.pdf',
    caption: 'terms.pdf',
    originalUrl: '/files/terms.pdf',
    mimetype: 'application/pdf',
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
