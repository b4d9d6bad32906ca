import { gql } from '@apollo/client';

// Invoice fragments shared by the list, the details page and the create page.

export const INVOICE_FILE_FIELDS = gql`
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
`;

export const INVOICE_LIST_FIELDS = gql`
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
`;

export const INVOICE_DETAIL_FIELDS = gql`
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
      source {
        brand
        last4
      }
    }
    payouts {
      id
      amount
      remarks
      payoutDate
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
  ${INVOICE_LIST_FIELDS}
  ${INVOICE_FILE_FIELDS}
`;
