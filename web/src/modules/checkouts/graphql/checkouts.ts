import { graphql } from '../../../gql';
import type { CheckoutDetailFieldsFragment, CheckoutListFieldsFragment } from '../../../gql/graphql';

// Back-office checkout operations by the spec's names (002 section 7).

export type CheckoutListItem = CheckoutListFieldsFragment;
export type CheckoutOwner = CheckoutListItem['owner'];
export type CheckoutDetail = CheckoutDetailFieldsFragment;
export type CheckoutPaymentRow = CheckoutDetail['payments'][number];

export const LIST_FIELDS = graphql(`
  fragment CheckoutListFields on WebPayment {
    id
    code
    status
    amount
    transactionFee
    total
    payable
    merchantProcessingFee
    currency
    orderId
    createdAt
    paidAt
    livemode
    owner {
      id
      name
      email
      phoneNumber
      logo {
        id
        url
        cloudFrontUrl
      }
    }
  }
`);

export const WEB_PAYMENTS = graphql(`
  query WebPayments(
    $first: Int
    $page: Int
    $status: WebPaymentStatus
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $startDate: DateTime
    $endDate: DateTime
    $livemode: Boolean
  ) {
    webPayments(
      livemode: $livemode
      first: $first
      page: $page
      status: $status
      sortField: $sortField
      sortDirection: $sortDirection
      searchParam: $searchParam
      startDate: $startDate
      endDate: $endDate
    ) {
      total
      items {
        ...CheckoutListFields
      }
    }
  }
`);

export const DETAIL_FIELDS = graphql(`
  fragment CheckoutDetailFields on WebPayment {
    ...CheckoutListFields
    responseUrl
    cancelUrl
    metadata {
      key
      value
    }
    gatewayTransactionId
    transferId
    customerName
    disbursedAt
    payments {
      id
      amount
      status
      chargeId
      processor
      failCode
      declineClass
      failMessage
      createdAt
    }
  }
`);

export const WEB_PAYMENT = graphql(`
  query WebPayment($id: ID) {
    webPayment(id: $id) {
      ...CheckoutDetailFields
    }
  }
`);

export const DISBURSE_WEB_PAYMENT = graphql(`
  mutation DisburseWebPayment($id: ID!) {
    disburseWebPayment(id: $id) {
      ...CheckoutDetailFields
    }
  }
`);

export const SUMMARY_OF_CHECKOUT = graphql(`
  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {
    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {
      success
    }
  }
`);
