import { graphql } from '../../../gql';
import type { InvoiceDetailFieldsFragment, InvoiceFileFieldsFragment, InvoiceListFieldsFragment, PayoutFieldsFragment } from '../../../gql/graphql';

// Invoice fragments shared by the list, the details page and the create page.

export const INVOICE_FILE_FIELDS = graphql(`
  fragment InvoiceFileFields on File {
    id
    url
    originalUrl
    cloudFrontUrl
    caption
    type
    mimetype
    path
    createdAt
  }
`);

export const INVOICE_LIST_FIELDS = graphql(`
  fragment InvoiceListFields on Invoice {
    id
    code
    name
    type
    status
    recipientName
    recipientSurName
    recipientEmail
    numberOfPax
    dateOfService
    dateOfArrival
    merchantPO
    accessKey
    createdAt
    paidAt
    totals {
      subtotal
      fee
      total
    }
    owner {
      id
      name
      logo {
        url
        cloudFrontUrl
      }
    }
  }
`);

export const INVOICE_DETAIL_FIELDS = graphql(`
  fragment InvoiceDetailFields on Invoice {
    ...InvoiceListFields
    merchantProcessingFee
    platformFeePercent
    transactionFee
    refundPolicyTerms
    estimatedDisbursementDate
    actualDisbursementDate
    gatewayTransactionId
    transferId
    transfer {
      id
      code
    }
    totals {
      subtotal
      fee
      total
      merchantFee
      disbursements
      net
    }
    owner {
      id
      name
      email
      phoneNumber
      address
      website
      blockTransactions
      platformFee
      logo {
        url
        cloudFrontUrl
      }
    }
    lineItems {
      id
      description
      quantity
      price
      total
      sort
    }
    disbursements {
      id
      amount
      type
      isDefault
      recipientId
      recipient {
        id
        name
        type
      }
      hotelInvoice {
        ...InvoiceFileFields
      }
      doiDocument {
        ...InvoiceFileFields
      }
    }
    payments {
      id
      amount
      status
      stripeChargeId
      createdAt
      failMessage
      failCode
      declineClass
      processor
      source {
        brand
        last4
      }
    }
    payouts {
      ...PayoutFields
    }
    creditAdvices {
      ...InvoiceFileFields
    }
    disbursedBy {
      id
      name
      email
    }
    refunds {
      id
      code
      progressStatus
      requestedAmount
    }
    disputes {
      id
      code
      createdAt
      disputeAmount
      status
      progressStatus
    }
  }
`);

// The screens' names for the generated fragment types. Amounts are the API's decimal numbers
// with 2 places; screens turn them into cents with toCents before any maths.

/** A row of the invoice list and its summary sidebar. */
export type InvoiceListItem = InvoiceListFieldsFragment;
export type InvoiceFile = InvoiceFileFieldsFragment;
/** Everything the details page shows. */
export type InvoiceDetail = InvoiceDetailFieldsFragment;
export type InvoiceTotals = InvoiceDetail['totals'];
export type InvoiceOwner = InvoiceDetail['owner'];
export type InvoiceLineItem = InvoiceDetail['lineItems'][number];
export type InvoiceDisbursement = InvoiceDetail['disbursements'][number];
export type InvoicePayment = InvoiceDetail['payments'][number];
export type InvoicePayout = PayoutFieldsFragment;
export type InvoiceRefund = InvoiceDetail['refunds'][number];
export type InvoiceDispute = InvoiceDetail['disputes'][number];
