import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DisputeProgressStatus, DisputeStatus } from '@pg/domain';
import { PARENT_INVOICE_FIELDS, PARENT_OWNER_FIELDS } from '../../refunds/graphql/parentFragments';
import type { DisputeDetail, DisputeEvent, DisputeListItem } from './types';

// Dispute operations by the spec's names (001 section 7, operations.txt).

const DISPUTE_LIST_FIELDS = gql`
  fragment DisputeListFields on Dispute {
    id
    code
    type
    status
    progressStatus
    disputeAmount
    reason
    createdAt
    merchantResponseDueDate
    awaitingMyAction
    availableActions
    documents {
      id
    }
    owner {
      ...ParentOwnerFields
    }
    invoice {
      ...ParentInvoiceFields
      refunds {
        id
        code
        requestedAmount
      }
    }
    webPayment {
      id
      code
      amount
      transactionFee
    }
  }
  ${PARENT_OWNER_FIELDS}
  ${PARENT_INVOICE_FIELDS}
`;

const DISPUTE_FILE_FIELDS = gql`
  fragment DisputeFileFields on DisputeFile {
    id
    path
    caption
    originalUrl
    mimetype
    createdAt
  }
`;

export interface DisputesVariables {
  first: number;
  page: number;
  invoiceId?: string | null;
  status?: DisputeStatus | null;
  progressStatus?: DisputeProgressStatus[] | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  awaitingMyAction?: boolean | null;
}

export const DISPUTES: TypedDocumentNode<{ disputes: { items: DisputeListItem[]; total: number } }, DisputesVariables> = gql`
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
    ) {
      total
      items {
        ...DisputeListFields
      }
    }
  }
  ${DISPUTE_LIST_FIELDS}
`;

export const DISPUTE: TypedDocumentNode<{ dispute: DisputeDetail }, { id: string }> = gql`
  query Dispute($id: ID!) {
    dispute(id: $id) {
      ...DisputeListFields
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
  ${DISPUTE_LIST_FIELDS}
  ${DISPUTE_FILE_FIELDS}
`;

export const DISPUTE_EVENTS: TypedDocumentNode<{ events: { items: DisputeEvent[]; total: number } }, { disputeId: string; first?: number }> = gql`
  query DisputeEvents($disputeId: ID!, $first: Int) {
    events(disputeId: $disputeId, first: $first) {
      total
      items {
        id
        name
        slug
        createdAt
        meta
        user {
          name
          email
        }
      }
    }
  }
`;

type DisputeStage = Pick<DisputeDetail, 'id' | 'status' | 'progressStatus' | 'awaitingMyAction' | 'availableActions'>;
const STAGE = `id status progressStatus awaitingMyAction availableActions acceptanceFee resolutionDate`;

export const MERCHANT_APPROVE_DISPUTE: TypedDocumentNode<{ merchantApproveDispute: DisputeStage }, { id: string }> = gql`
  mutation MerchantApproveDispute($id: ID!) { merchantApproveDispute(id: $id) { ${STAGE} } }
`;

export const PG_APPROVE_DISPUTE: TypedDocumentNode<{ pgApproveDispute: DisputeStage }, { id: string }> = gql`
  mutation PgApproveDispute($id: ID!) { pgApproveDispute(id: $id) { ${STAGE} } }
`;

export const PG_DISPUTE_IN_REVIEW: TypedDocumentNode<{ pgDisputeInReview: DisputeStage }, { id: string }> = gql`
  mutation PgDisputeInReview($id: ID!) { pgDisputeInReview(id: $id) { ${STAGE} } }
`;

export interface DisputeFileInput {
  path: string;
  caption?: string | null;
  mimetype?: string | null;
}

/** merchantDenyDispute's dispute input (spec 001 s7). */
export interface MerchantDenyDisputeInput {
  id: string;
  reasonToWinDispute: string;
  withdrawalDateByCustomer?: string | null;
  customerAlreadyRefunded?: string | null;
  refundDate?: string | null;
  refundAmount?: number | null;
  refundId?: string | null;
  refundDescription?: string | null;
  creditVoucherGivenDate?: string | null;
  creditVoucherAmount?: number | null;
  creditVoucherDescription?: string | null;
  calcellationDelayDate?: string | null;
  calcellationDelayDescription?: string | null;
  otherReasonDescription?: string | null;
  productOrServiceDetails?: string | null;
  productServiceTypeProvided?: string | null;
  additionalInformation?: string | null;
  supportingDocument: DisputeFileInput;
  refundProof?: DisputeFileInput | null;
  creditVoucherProof?: DisputeFileInput | null;
}

export const MERCHANT_DENY_DISPUTE: TypedDocumentNode<{ merchantDenyDispute: DisputeStage }, { dispute: MerchantDenyDisputeInput }> = gql`
  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) { merchantDenyDispute(dispute: $dispute) { ${STAGE} } }
`;
