import { graphql } from '../../../gql';
import type {
  AvailableRefundAmountAndRefundPolicyTermsQuery,
  RefundEventsQuery,
  RefundFileFieldsFragment,
  RefundListFieldsFragment,
  RefundQuery,
} from '../../../gql/graphql';

// Refund operations by the spec's names (001 section 7, operations.txt). Amounts are the API's
// decimals; the screens turn them into cents (toCents) before any maths.

export type RefundListItem = RefundListFieldsFragment;
export type RefundInvoiceRef = NonNullable<RefundListItem['invoice']>;
export type RefundWebPaymentRef = NonNullable<RefundListItem['webPayment']>;
export type RefundFile = RefundFileFieldsFragment;
export type RefundDetail = NonNullable<RefundQuery['refund']>;
export type RefundEvent = RefundEventsQuery['events']['items'][number];
export type AvailableRefundAmount = AvailableRefundAmountAndRefundPolicyTermsQuery['availableRefundAmountAndRefundPolicyTerms'];

export const REFUND_LIST_FIELDS = graphql(`
  fragment RefundListFields on Refund {
    id
    code
    type
    livemode
    status
    progressStatus
    requestedAmount
    reason
    createdAt
    awaitingMyAction
    hasSupportingDocuments
    totals {
      subtotal
      fee
      total
    }
    owner {
      ...ParentOwnerFields
    }
    invoice {
      ...ParentInvoiceFields
    }
    webPayment {
      id
      code
      amount
      transactionFee
    }
  }
`);

export const REFUNDS = graphql(`
  query Refunds(
    $first: Int
    $page: Int
    $status: RefundStatus
    $progressStatus: RefundProgressStatus
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $awaitingMyAction: Boolean
    $livemode: Boolean
  ) {
    refunds(
      first: $first
      page: $page
      status: $status
      progressStatus: $progressStatus
      sortField: $sortField
      sortDirection: $sortDirection
      searchParam: $searchParam
      awaitingMyAction: $awaitingMyAction
      livemode: $livemode
    ) {
      total
      items {
        ...RefundListFields
      }
    }
  }
`);

export const REFUND = graphql(`
  query Refund($id: ID!) {
    refund(id: $id) {
      ...RefundListFields
      # The invoice's other refunds: the decline wizard's choices (the list does not show them).
      invoice {
        id
        refunds {
          id
          code
          requestedAmount
          progressStatus
        }
      }
      approvedAmount
      closedDate
      notes
      pointOfContact
      denialReason
      refundPolicyTerms
      merchantDeclineReason
      merchantDeclineExplanation
      hasCancelPolicyExtended
      extendedCancellationPolicyText
      refundAlreadyPaid
      refundAlreadyPaidAmount
      transactionDate
      transactionId
      lastError
      initiatedBy {
        id
        name
        surname
        email
      }
      lineItems {
        id
        description
        amount
      }
      supportingDocuments {
        ...RefundFileFields
      }
      proofs {
        id
        url
        caption
      }
    }
  }
`);

export const REFUND_EVENTS = graphql(`
  query RefundEvents($refundId: ID!, $first: Int) {
    events(refundId: $refundId, first: $first) {
      total
      items {
        ...EventHistoryFields
        slug
        meta
      }
    }
  }
`);

export const AVAILABLE_REFUND_AMOUNT = graphql(`
  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {
    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {
      amount
      refundPolicyTerms
      platformFee
      chargedSubtotal
      chargedFee
      refundedSubtotal
      refundedFee
    }
  }
`);

/** The parent invoice's code for the initiate page's link. */
export const REFUND_PARENT_INVOICE = graphql(`
  query RefundParentInvoice($id: ID) {
    invoice(id: $id) {
      id
      code
    }
  }
`);

export const REQUEST_REFUND = graphql(`
  mutation RequestRefund($refund: RequestRefundInput!) {
    requestRefund(refund: $refund) {
      id
      code
    }
  }
`);

/** What a decision mutation returns: the fields that move the refund to its next stage. */
export const REFUND_STAGE_FIELDS = graphql(`
  fragment RefundStageFields on Refund {
    id
    status
    progressStatus
    awaitingMyAction
    closedDate
    denialReason
  }
`);

export const APPROVE_REFUND = graphql(`
  mutation ApproveRefund($id: ID!) {
    approveRefund(id: $id) {
      ...RefundStageFields
    }
  }
`);

export const DENY_REFUND = graphql(`
  mutation DenyRefund($id: ID!, $reason: String!) {
    denyRefund(id: $id, reason: $reason) {
      ...RefundStageFields
    }
  }
`);

export const RESOLVED_AS_REFUNDED = graphql(`
  mutation ResolvedAsRefunded($id: ID!) {
    resolvedAsRefunded(id: $id) {
      ...RefundStageFields
    }
  }
`);

export const RESOLVED_AS_NOT_REFUNDED = graphql(`
  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) {
    resolvedAsNotRefunded(id: $id, reason: $reason) {
      ...RefundStageFields
    }
  }
`);

export const MERCHANT_APPROVE = graphql(`
  mutation MerchantApprove($id: ID!) {
    merchantApprove(id: $id) {
      ...RefundStageFields
    }
  }
`);

export const MERCHANT_DECLINE = graphql(`
  mutation MerchantDecline(
    $id: ID!
    $merchantDeclineReason: String!
    $hasCancelPolicyExtended: Boolean
    $extendedCancellationPolicyText: String
    $merchantDeclineExplanation: String
    $refundAlreadyPaid: String
    $transactionDate: String
    $transactionId: String
    $refundAlreadyPaidAmount: Float
  ) {
    merchantDecline(
      id: $id
      merchantDeclineReason: $merchantDeclineReason
      hasCancelPolicyExtended: $hasCancelPolicyExtended
      extendedCancellationPolicyText: $extendedCancellationPolicyText
      merchantDeclineExplanation: $merchantDeclineExplanation
      refundAlreadyPaid: $refundAlreadyPaid
      transactionDate: $transactionDate
      transactionId: $transactionId
      refundAlreadyPaidAmount: $refundAlreadyPaidAmount
    ) {
      ...RefundStageFields
    }
  }
`);
