import { gql, type TypedDocumentNode } from '@apollo/client';
import type { InvoiceStatus, RefundProgressStatus } from '@pg/domain';
import type { TransactionCheckout, TransactionInvoice, TransactionRefund, TransferDetail, TransferListItem } from './types';

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
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

/** Spec 002 s7: invoices (status paid, transferId null); paged, since a page holds at most 100. */
export const TRANSACTION_INVOICES: TypedDocumentNode<{ invoices: { items: TransactionInvoice[]; total: number } }, TransactionInvoicesVariables> = gql`
  query TransactionInvoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {
    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
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

/** Paid checkouts without a transfer (the Checkouts tab). */
export const TRANSFER_CHECKOUTS: TypedDocumentNode<{ transferCheckouts: { items: TransactionCheckout[]; total: number } }, { first: number }> = gql`
  query TransferCheckouts($first: Int) {
    transferCheckouts(first: $first) {
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

export interface CreateTransactionVariables {
  notes: string | null;
  invoiceIds: string[];
  refundIds: string[];
  disputeIds: string[];
  checkoutIds: string[];
  wonDisputeIds: string[];
}

export const CREATE_TRANSACTION: TypedDocumentNode<{ createTransaction: { id: string; code: string } }, CreateTransactionVariables> = gql`
  mutation CreateTransaction($notes: String, $invoiceIds: [ID!], $refundIds: [ID!], $disputeIds: [ID!], $checkoutIds: [ID!], $wonDisputeIds: [ID!]) {
    createTransaction(notes: $notes, invoiceIds: $invoiceIds, refundIds: $refundIds, disputeIds: $disputeIds, checkoutIds: $checkoutIds, wonDisputeIds: $wonDisputeIds) {
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
    }
  }
  ${TRANSFER_LIST_FIELDS}
`;

export const UPDATE_TRANSFER_NOTES: TypedDocumentNode<{ updateTransferNotes: { id: string; notes: string | null } }, { id: string; notes: string }> = gql`
  mutation UpdateTransferNotes($id: ID!, $notes: String) {
    updateTransferNotes(id: $id, notes: $notes) {
      id
      notes
    }
  }
`;
