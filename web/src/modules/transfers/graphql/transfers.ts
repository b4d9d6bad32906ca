import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CheckoutStatus, DisputeProgressStatus, InvoiceStatus, RefundProgressStatus } from '@pg/domain';
import type { TransactionCheckout, TransactionDispute, TransactionInvoice, TransactionRefund, TransferDetail, TransferListItem } from './types';

// Transfer and transaction operations by the spec's names (002 section 7, operations.txt).

const OWNER = gql`
  fragment TransferOwnerFields on Organization {
    id
    name
    logo {
      url
      cloudFrontUrl
    }
  }
`;

const TRANSFER_LIST_FIELDS = gql`
  fragment TransferListFields on Transfer {
    id
    code
    amount
    createdAt
    notes
    transferredBy {
      name
    }
  }
`;

export interface TransactionInvoicesVariables {
  first: number;
  page: number;
  status: InvoiceStatus;
  hasTransfer: boolean;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

/** Spec 002 s7: invoices (status paid, transferId null: hasTransfer false); paged, since a page holds at most 100. */
export const TRANSACTION_INVOICES: TypedDocumentNode<{ invoices: { items: TransactionInvoice[]; total: number } }, TransactionInvoicesVariables> = gql`
  query TransactionInvoices($first: Int, $page: Int, $status: InvoiceStatus, $hasTransfer: Boolean, $sortField: String, $sortDirection: String, $searchParam: String) {
    invoices(first: $first, page: $page, status: $status, hasTransfer: $hasTransfer, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
      total
      items {
        id
        code
        status
        paidAt
        createdAt
        transferId
        merchantProcessingFee
        totals {
          subtotal
          merchantFee
        }
        owner {
          ...TransferOwnerFields
        }
      }
    }
  }
  ${OWNER}
`;

export interface TransactionCheckoutsVariables {
  status: CheckoutStatus;
  hasTransfer: boolean;
  first: number;
  searchParam?: string | null;
}

/** Spec 002 s7: webPayments (status paid, no transfer: hasTransfer false), the first 1000 (s9), for the Checkouts tab. */
export const TRANSACTION_CHECKOUTS: TypedDocumentNode<{ webPayments: { items: TransactionCheckout[]; total: number } }, TransactionCheckoutsVariables> = gql`
  query TransactionCheckouts($status: WebPaymentStatus, $hasTransfer: Boolean, $first: Int, $searchParam: String) {
    webPayments(status: $status, hasTransfer: $hasTransfer, first: $first, searchParam: $searchParam, sortField: "paidAt", sortDirection: "DESC") {
      total
      items {
        id
        code
        status
        createdAt
        amount
        merchantProcessingFee
        owner {
          ...TransferOwnerFields
        }
      }
    }
  }
  ${OWNER}
`;

/** Spec 002 s7: refunds (progressStatus bankApproved), for the add-refunds dialog. */
export const TRANSACTION_REFUNDS: TypedDocumentNode<{ refunds: { items: TransactionRefund[]; total: number } }, { progressStatus: RefundProgressStatus; first: number }> = gql`
  query TransactionRefunds($progressStatus: RefundProgressStatus, $first: Int) {
    refunds(progressStatus: $progressStatus, first: $first) {
      total
      items {
        id
        code
        createdAt
        requestedAmount
        approvedAmount
        progressStatus
        transferId
        owner {
          id
          name
        }
        invoice {
          id
          code
        }
      }
    }
  }
`;

const TRANSACTION_DISPUTE_FIELDS = gql`
  fragment TransactionDisputeFields on Dispute {
    id
    code
    createdAt
    disputeAmount
    acceptanceFee
    progressStatus
    transferId
    refundTransferId
    owner {
      id
      name
    }
    invoice {
      id
      code
    }
    webPayment {
      id
      code
    }
  }
`;

/** Spec 002 s7: disputes (transferId null: hasTransfer false) at the stages a transfer may deduct, for the add-disputes dialog. */
export const TRANSACTION_DISPUTES: TypedDocumentNode<{ disputes: { items: TransactionDispute[]; total: number } }, { progressStatus: DisputeProgressStatus[]; hasTransfer: boolean; first: number }> = gql`
  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {
    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {
      total
      items {
        ...TransactionDisputeFields
      }
    }
  }
  ${TRANSACTION_DISPUTE_FIELDS}
`;

/** Spec 002 s7: won disputes (progressStatus overturned, stripeStatus won, refundTransferId null), for the add-won-disputes dialog. */
export const TRANSACTION_WON_DISPUTES: TypedDocumentNode<
  { disputes: { items: TransactionDispute[]; total: number } },
  { progressStatus: DisputeProgressStatus[]; stripeStatus: string; hasRefundTransfer: boolean; first: number }
> = gql`
  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {
    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {
      total
      items {
        ...TransactionDisputeFields
      }
    }
  }
  ${TRANSACTION_DISPUTE_FIELDS}
`;

export interface CreateTransactionVariables {
  notes: string | null;
  invoiceIds: string[];
  refundIds: string[];
  disputeIds: string[];
  checkoutIds: string[];
  wonDisputeIds: string[];
  /** Bank Admin's confirmation of the overdrafts a first attempt stated. */
  confirmOverdraft?: boolean;
}

export const CREATE_TRANSACTION: TypedDocumentNode<{ createTransaction: { id: string; code: string } }, CreateTransactionVariables> = gql`
  mutation CreateTransaction($notes: String, $invoiceIds: [ID!], $refundIds: [ID!], $disputeIds: [ID!], $checkoutIds: [ID!], $wonDisputeIds: [ID!], $confirmOverdraft: Boolean) {
    createTransaction(
      notes: $notes
      invoiceIds: $invoiceIds
      refundIds: $refundIds
      disputeIds: $disputeIds
      checkoutIds: $checkoutIds
      wonDisputeIds: $wonDisputeIds
      confirmOverdraft: $confirmOverdraft
    ) {
      id
      code
    }
  }
`;

export interface TransfersVariables {
  first: number;
  page: number;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

export const TRANSFERS: TypedDocumentNode<{ transfers: { items: TransferListItem[]; total: number } }, TransfersVariables> = gql`
  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {
    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
      total
      items {
        ...TransferListFields
      }
    }
  }
  ${TRANSFER_LIST_FIELDS}
`;

export const TRANSFER: TypedDocumentNode<{ transfer: TransferDetail }, { id: string }> = gql`
  query Transfer($id: ID!) {
    transfer(id: $id) {
      ...TransferListFields
      updatedAt
      overdrafts {
        organizationId
        organizationName
        balance
        share
        overdraft
      }
      items {
        kind
        id
        code
        status
        amount
        signedAmount
        organization {
          id
          name
        }
      }
      disputes {
        ...TransactionDisputeFields
      }
      wonDisputes {
        ...TransactionDisputeFields
      }
    }
  }
  ${TRANSFER_LIST_FIELDS}
  ${TRANSACTION_DISPUTE_FIELDS}
`;

export const UPDATE_TRANSFER_NOTES: TypedDocumentNode<{ updateTransferNotes: { id: string; notes: string | null } }, { id: string; notes: string }> = gql`
  mutation UpdateTransferNotes($id: ID!, $notes: String) {
    updateTransferNotes(id: $id, notes: $notes) {
      id
      notes
    }
  }
`;
