import { graphql } from '../../../gql';
import type {
  TransactionCheckoutsQuery,
  TransactionDisputeFieldsFragment,
  TransactionInvoicesQuery,
  TransactionRefundsQuery,
  TransferListFieldsFragment,
  TransferOwnerFieldsFragment,
  TransferQuery,
} from '../../../gql/graphql';

// Transfer and transaction operations by the spec's names (002 section 7, operations.txt).
// Amounts are the API's decimals; screens turn them into cents (toCents) before any maths.

export type OwnerRef = TransferOwnerFieldsFragment;
/** A paid invoice as the Invoices tab lists it. */
export type TransactionInvoice = TransactionInvoicesQuery['invoices']['items'][number];
/** A paid checkout as the Checkouts tab lists it. */
export type TransactionCheckout = TransactionCheckoutsQuery['webPayments']['items'][number];
/** A bank-approved refund as the add-refunds dialog lists it. */
export type TransactionRefund = TransactionRefundsQuery['refunds']['items'][number];
/** A dispute as the add-disputes and add-won-disputes dialogs and the transfer detail list it. */
export type TransactionDispute = TransactionDisputeFieldsFragment;
export type TransferListItem = TransferListFieldsFragment;
export type TransferDetail = NonNullable<TransferQuery['transfer']>;
export type TransferItem = TransferDetail['items'][number];
/** An organization the transfer paid more than its balance, as Bank Admin confirmed it. */
export type TransferOverdraft = TransferDetail['overdrafts'][number];

export const OWNER = graphql(`
  fragment TransferOwnerFields on Organization {
    id
    name
    logo {
      url
      cloudFrontUrl
    }
  }
`);

export const TRANSFER_LIST_FIELDS = graphql(`
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
`);

/** Spec 002 s7: invoices (status paid, transferId null: hasTransfer false); paged, since a page holds at most 100. */
export const TRANSACTION_INVOICES = graphql(`
  query TransactionInvoices(
    $first: Int
    $page: Int
    $status: InvoiceStatus
    $hasTransfer: Boolean
    $sortField: String
    $sortDirection: String
    $searchParam: String
  ) {
    invoices(
      first: $first
      page: $page
      status: $status
      hasTransfer: $hasTransfer
      sortField: $sortField
      sortDirection: $sortDirection
      searchParam: $searchParam
    ) {
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
`);

/** Spec 002 s7: webPayments (status paid, no transfer: hasTransfer false), the first 1000 (s9), for the Checkouts tab. */
export const TRANSACTION_CHECKOUTS = graphql(`
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
`);

/**
 * Spec 002 s7: refunds from bankApproved on (issue 47: while the books hold them reserved), for the
 * add-refunds dialog; with releasedForTransfer, the refunds a transfer deducted and that were then
 * denied or not refunded, for the add-released-refunds dialog.
 */
export const TRANSACTION_REFUNDS = graphql(`
  query TransactionRefunds($offeredToTransfer: Boolean, $releasedForTransfer: Boolean, $first: Int) {
    refunds(offeredToTransfer: $offeredToTransfer, releasedForTransfer: $releasedForTransfer, first: $first, livemode: true) {
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
`);

export const TRANSACTION_DISPUTE_FIELDS = graphql(`
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
`);

/** Spec 002 s7: disputes (transferId null: hasTransfer false) at the stages a transfer may deduct, for the add-disputes dialog. */
export const TRANSACTION_DISPUTES = graphql(`
  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {
    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {
      total
      items {
        ...TransactionDisputeFields
      }
    }
  }
`);

/** Spec 002 s7: won disputes (progressStatus overturned, stripeStatus won, refundTransferId null), for the add-won-disputes dialog. */
export const TRANSACTION_WON_DISPUTES = graphql(`
  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {
    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {
      total
      items {
        ...TransactionDisputeFields
      }
    }
  }
`);

export const CREATE_TRANSACTION = graphql(`
  mutation CreateTransaction(
    $notes: String
    $invoiceIds: [ID!]
    $refundIds: [ID!]
    $disputeIds: [ID!]
    $checkoutIds: [ID!]
    $wonDisputeIds: [ID!]
    $releasedRefundIds: [ID!]
    $confirmOverdraft: Boolean
  ) {
    createTransaction(
      notes: $notes
      invoiceIds: $invoiceIds
      refundIds: $refundIds
      disputeIds: $disputeIds
      checkoutIds: $checkoutIds
      wonDisputeIds: $wonDisputeIds
      releasedRefundIds: $releasedRefundIds
      confirmOverdraft: $confirmOverdraft
    ) {
      id
      code
    }
  }
`);

export const TRANSFERS = graphql(`
  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {
    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
      total
      items {
        ...TransferListFields
      }
    }
  }
`);

export const TRANSFER = graphql(`
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
        subtotal
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
`);

export const UPDATE_TRANSFER_NOTES = graphql(`
  mutation UpdateTransferNotes($id: ID!, $notes: String) {
    updateTransferNotes(id: $id, notes: $notes) {
      id
      notes
    }
  }
`);
