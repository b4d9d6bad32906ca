import { graphql } from '../../../gql';
import type { DisputeEventsQuery, DisputeFileFieldsFragment, DisputeListFieldsFragment, DisputeQuery } from '../../../gql/graphql';

// Dispute operations by the spec's names (001 section 7, operations.txt). Amounts are the API's
// decimals; the screens turn them into cents (toCents) before any maths.

export type DisputeListItem = DisputeListFieldsFragment;
export type DisputeInvoiceRef = NonNullable<DisputeListItem['invoice']>;
export type DisputeFile = DisputeFileFieldsFragment;
export type DisputeDetail = NonNullable<DisputeQuery['dispute']>;
export type DisputeEvent = DisputeEventsQuery['events']['items'][number];

export const DISPUTE_LIST_FIELDS = graphql(`
  fragment DisputeListFields on Dispute {
    id
    code
    type
    livemode
    status
    progressStatus
    disputeAmount
    reason
    createdAt
    merchantResponseDueDate
    awaitingMyAction
    availableActions
    hasDocuments
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

export const DISPUTES = graphql(`
  query Disputes(
    $first: Int
    $page: Int
    $invoiceId: ID
    $status: DisputeStatus
    $progressStatus: [DisputeProgressStatus!]
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $awaitingMyAction: Boolean
    $livemode: Boolean
  ) {
    disputes(
      first: $first
      page: $page
      invoiceId: $invoiceId
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
        ...DisputeListFields
      }
    }
  }
`);

export const DISPUTE = graphql(`
  query Dispute($id: ID!) {
    dispute(id: $id) {
      ...DisputeListFields
      # The invoice's refunds: the decline form's choices and the status block (the list does not show them).
      invoice {
        id
        refunds {
          id
          code
          requestedAmount
        }
      }
      stripeDisputeId
      stripeStatus
      resolutionDate
      acceptanceFee
      reasonToWinDispute
      withdrawalDateByCustomer
      customerAlreadyRefunded
      refundDate
      refundAmount
      refundId
      refundDescription
      creditVoucherGivenDate
      creditVoucherAmount
      creditVoucherDescription
      calcellationDelayDate
      calcellationDelayDescription
      otherReasonDescription
      productOrServiceDetails
      productServiceTypeProvided
      additionalInformation
      lastError
      transferId
      refundTransferId
      transfer {
        id
        code
      }
      refundTransfer {
        id
        code
      }
      supportingDocument {
        ...DisputeFileFields
      }
      refundProof {
        ...DisputeFileFields
      }
      creditVoucherProof {
        ...DisputeFileFields
      }
    }
  }
`);

export const DISPUTE_EVENTS = graphql(`
  query DisputeEvents($disputeId: ID!, $first: Int) {
    events(disputeId: $disputeId, first: $first) {
      total
      items {
        ...EventHistoryFields
        slug
        meta
      }
    }
  }
`);

/** What a decision mutation returns: the fields that move the dispute to its next stage. */
export const DISPUTE_STAGE_FIELDS = graphql(`
  fragment DisputeStageFields on Dispute {
    id
    status
    progressStatus
    awaitingMyAction
    availableActions
    acceptanceFee
    resolutionDate
  }
`);

export const MERCHANT_APPROVE_DISPUTE = graphql(`
  mutation MerchantApproveDispute($id: ID!) {
    merchantApproveDispute(id: $id) {
      ...DisputeStageFields
    }
  }
`);

export const PG_APPROVE_DISPUTE = graphql(`
  mutation PgApproveDispute($id: ID!) {
    pgApproveDispute(id: $id) {
      ...DisputeStageFields
    }
  }
`);

export const PG_DISPUTE_IN_REVIEW = graphql(`
  mutation PgDisputeInReview($id: ID!) {
    pgDisputeInReview(id: $id) {
      ...DisputeStageFields
    }
  }
`);

export const MERCHANT_DENY_DISPUTE = graphql(`
  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) {
    merchantDenyDispute(dispute: $dispute) {
      ...DisputeStageFields
    }
  }
`);
