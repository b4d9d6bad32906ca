import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RefundParentType, RefundProgressStatus, RefundStatus } from '@pg/domain';
import { PARENT_INVOICE_FIELDS, PARENT_OWNER_FIELDS } from './parentFragments';
import type { AvailableRefundAmount, RefundDetail, RefundEvent, RefundFile, RefundListItem } from './types';

// Refund operations by the spec's names (001 section 7, operations.txt).

const REFUND_LIST_FIELDS = gql`
  fragment RefundListFields on Refund {
    id
    code
    type
    status
    progressStatus
    requestedAmount
    reason
    createdAt
    awaitingMyAction
    supportingDocuments {
      id
    }
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
      refunds {
        id
        code
        requestedAmount
        progressStatus
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

export const REFUND_FILE_FIELDS = gql`
  fragment RefundFileFields on File {
    id
    url
    originalUrl
    caption
    type
    mimetype
    path
    createdAt
  }
`;

export interface RefundsVariables {
  first: number;
  page: number;
  status?: RefundStatus | null;
  progressStatus?: RefundProgressStatus | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  awaitingMyAction?: boolean | null;
}

export const REFUNDS: TypedDocumentNode<{ refunds: { items: RefundListItem[]; total: number } }, RefundsVariables> = gql`
  query Refunds(
    $first: Int
    $page: Int
    $status: RefundStatus
    $progressStatus: RefundProgressStatus
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $awaitingMyAction: Boolean
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
    ) {
      total
      items {
        ...RefundListFields
      }
    }
  }
  ${REFUND_LIST_FIELDS}
`;

export const REFUND: TypedDocumentNode<{ refund: RefundDetail }, { id: string }> = gql`
  query Refund($id: ID!) {
    refund(id: $id) {
      ...RefundListFields
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
  ${REFUND_LIST_FIELDS}
  ${REFUND_FILE_FIELDS}
`;

export const REFUND_EVENTS: TypedDocumentNode<{ events: { items: RefundEvent[]; total: number } }, { refundId: string; first?: number }> = gql`
  query RefundEvents($refundId: ID!, $first: Int) {
    events(refundId: $refundId, first: $first) {
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

export const AVAILABLE_REFUND_AMOUNT: TypedDocumentNode<
  { availableRefundAmountAndRefundPolicyTerms: AvailableRefundAmount },
  { parentEntityId: string; type: RefundParentType }
> = gql`
  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {
    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {
      amount
      refundPolicyTerms
      platformFee
    }
  }
`;

/** The parent invoice's code for the initiate page's link. */
export const REFUND_PARENT_INVOICE: TypedDocumentNode<{ invoice: { id: string; code: string } }, { id: string }> = gql`
  query RefundParentInvoice($id: ID) {
    invoice(id: $id) {
      id
      code
    }
  }
`;

export interface RequestRefundInput {
  lineItems: { description: string; amount: number }[];
  parentEntityId: string;
  requestedAmount: number;
  reason: string;
  pointOfContact?: string | null;
  notes?: string | null;
  type: RefundParentType;
}

export const REQUEST_REFUND: TypedDocumentNode<{ requestRefund: { id: string; code: string } }, { refund: RequestRefundInput }> = gql`
  mutation RequestRefund($refund: RequestRefundInput!) {
    requestRefund(refund: $refund) {
      id
      code
    }
  }
`;

type RefundStage = Pick<RefundDetail, 'id' | 'status' | 'progressStatus' | 'awaitingMyAction'>;
const STAGE = `id status progressStatus awaitingMyAction closedDate denialReason`;

export const APPROVE_REFUND: TypedDocumentNode<{ approveRefund: RefundStage }, { id: string }> = gql`
  mutation ApproveRefund($id: ID!) { approveRefund(id: $id) { ${STAGE} } }
`;

export const DENY_REFUND: TypedDocumentNode<{ denyRefund: RefundStage }, { id: string; reason: string }> = gql`
  mutation DenyRefund($id: ID!, $reason: String!) { denyRefund(id: $id, reason: $reason) { ${STAGE} } }
`;

export const RESOLVED_AS_REFUNDED: TypedDocumentNode<{ resolvedAsRefunded: RefundStage }, { id: string }> = gql`
  mutation ResolvedAsRefunded($id: ID!) { resolvedAsRefunded(id: $id) { ${STAGE} } }
`;

export const RESOLVED_AS_NOT_REFUNDED: TypedDocumentNode<{ resolvedAsNotRefunded: RefundStage }, { id: string; reason: string }> = gql`
  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) { resolvedAsNotRefunded(id: $id, reason: $reason) { ${STAGE} } }
`;

export const MERCHANT_APPROVE: TypedDocumentNode<{ merchantApprove: RefundStage }, { id: string }> = gql`
  mutation MerchantApprove($id: ID!) { merchantApprove(id: $id) { ${STAGE} } }
`;

export interface MerchantDeclineVariables {
  id: string;
  merchantDeclineReason: string;
  hasCancelPolicyExtended?: boolean | null;
  extendedCancellationPolicyText?: string | null;
  merchantDeclineExplanation?: string | null;
  refundAlreadyPaid?: string | null;
  transactionDate?: string | null;
  transactionId?: string | null;
  refundAlreadyPaidAmount?: number | null;
}

export const MERCHANT_DECLINE: TypedDocumentNode<{ merchantDecline: RefundStage }, MerchantDeclineVariables> = gql`
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
    ) { ${STAGE} }
  }
`;

export interface CreateRefundFileInput {
  refundId: string;
  type: 'refund_supporting_document' | 'extended_policy_file';
  path: string;
  caption?: string;
  mimetype?: string;
}

export const CREATE_REFUND_FILE: TypedDocumentNode<{ createFile: RefundFile }, { file: CreateRefundFileInput }> = gql`
  mutation CreateFile($file: CreateFileInput!) {
    createFile(file: $file) {
      ...RefundFileFields
    }
  }
  ${REFUND_FILE_FIELDS}
`;

export const REMOVE_REFUND_FILE: TypedDocumentNode<{ removeFile: { success: boolean } }, { file: { id: string } }> = gql`
  mutation RemoveFile($file: RemoveFileInput!) {
    removeFile(file: $file) {
      success
    }
  }
`;
