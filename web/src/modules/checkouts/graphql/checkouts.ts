import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CheckoutStatus } from '@pg/domain';

// Back-office checkout operations by the spec's names (002 section 7).

export interface CheckoutOwner {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  logo: { id: string; url: string; cloudFrontUrl: string | null }[];
}

export interface CheckoutListItem {
  id: string;
  code: string;
  status: CheckoutStatus;
  amount: number;
  transactionFee: number;
  total: number;
  payable: number;
  merchantProcessingFee: number;
  currency: string;
  orderId: string | null;
  createdAt: string;
  paidAt: string | null;
  owner: CheckoutOwner;
}

export interface CheckoutPaymentRow {
  id: string;
  amount: number;
  status: string;
  chargeId: string | null;
  failCode: string | null;
  failMessage: string | null;
  createdAt: string;
}

export interface CheckoutDetail extends CheckoutListItem {
  responseUrl: string;
  cancelUrl: string;
  metadata: { key: string; value: string }[];
  gatewayTransactionId: string | null;
  transferId: string | null;
  customerName: string | null;
  disbursedAt: string | null;
  payments: CheckoutPaymentRow[];
}

const LIST_FIELDS = gql`
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
`;

export interface CheckoutsVariables {
  first: number;
  page: number;
  status?: CheckoutStatus | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

export const WEB_PAYMENTS: TypedDocumentNode<{ webPayments: { total: number; items: CheckoutListItem[] } }, CheckoutsVariables> = gql`
  query WebPayments(
    $first: Int
    $page: Int
    $status: WebPaymentStatus
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $startDate: DateTime
    $endDate: DateTime
  ) {
    webPayments(
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
  ${LIST_FIELDS}
`;

const DETAIL_FIELDS = gql`
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
      failCode
      failMessage
      createdAt
    }
  }
  ${LIST_FIELDS}
`;

export const WEB_PAYMENT: TypedDocumentNode<{ webPayment: CheckoutDetail }, { id: string }> = gql`
  query WebPayment($id: ID) {
    webPayment(id: $id) {
      ...CheckoutDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

export const DISBURSE_WEB_PAYMENT: TypedDocumentNode<{ disburseWebPayment: CheckoutDetail }, { id: string }> = gql`
  mutation DisburseWebPayment($id: ID!) {
    disburseWebPayment(id: $id) {
      ...CheckoutDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

export const SUMMARY_OF_CHECKOUT: TypedDocumentNode<{ summaryOfCheckout: { success: boolean } }, { startDate: string; endDate: string }> = gql`
  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {
    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {
      success
    }
  }
`;
