/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type InvoiceStatus =
  | 'cancelled'
  | 'disbursed'
  | 'paid'
  | 'unpaid'
  | 'unsent'
  | 'void';

/** Card processor chosen by the card brand (gateway settings). */
export type PaymentProvider =
  | 'authorizeNet'
  | 'sandbox'
  | 'stripe';

export type RefundPolicyTerms =
  | 'fullRefund'
  | 'processingFeeNotRefunded';

export type WebPaymentStatus =
  | 'cancelled'
  | 'disbursed'
  | 'failed'
  | 'paid'
  | 'unpaid';

export type WebPaymentQueryVariables = Exact<{
  accessKey: string;
}>;


export type WebPaymentQuery = { webPayment: { __typename: 'WebPayment', id: string, code: string, status: WebPaymentStatus, amount: number, transactionFee: number, total: number, currency: string, orderId: string | null, refundPolicyTerms: RefundPolicyTerms, paidAt: string | null, livemode: boolean, owner: { __typename: 'Organization', id: string, name: string, email: string | null, blockTransactions: boolean, refundPolicyLink: string | null } } };

export type GenerateWebPaymentPaymentIntentMutationVariables = Exact<{
  webPaymentId: string | number;
  accessKey?: string | null | undefined;
}>;


export type GenerateWebPaymentPaymentIntentMutation = { generateWebPaymentPaymentIntent: string | null };

export type PayWebPaymentMutationVariables = Exact<{
  webPaymentId?: string | number | null | undefined;
  accessKey?: string | null | undefined;
  stripeToken?: string | null | undefined;
  authorizeNetToken?: string | null | undefined;
  authorizeNetTokenDescriptor?: string | null | undefined;
  provider?: PaymentProvider | null | undefined;
  cardBrand?: string | null | undefined;
  customerName?: string | null | undefined;
  customerEmail?: string | null | undefined;
  zipCode?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type PayWebPaymentMutation = { payWebPayment: { __typename: 'WebPaymentRedirect', id: string, status: WebPaymentStatus, responseUrl: string, cancelUrl: string } };

export type CancelWebPaymentMutationVariables = Exact<{
  webPaymentId?: string | number | null | undefined;
  accessKey?: string | null | undefined;
}>;


export type CancelWebPaymentMutation = { cancelWebPayment: { __typename: 'WebPaymentRedirect', id: string, status: WebPaymentStatus, responseUrl: string, cancelUrl: string } };

export type GetWebPaymentResponseUrlQueryVariables = Exact<{
  accessKey: string;
}>;


export type GetWebPaymentResponseUrlQuery = { getWebPaymentResponseUrl: { __typename: 'WebPaymentRedirect', id: string, status: WebPaymentStatus, responseUrl: string, cancelUrl: string } };

export type PayOwnerFieldsFragment = { __typename: 'Organization', id: string, name: string, email: string | null, blockTransactions: boolean, refundPolicyLink: string | null };

export type InvoiceQueryVariables = Exact<{
  accessKey: string;
}>;


export type InvoiceQuery = { invoice: { __typename: 'Invoice', id: string, code: string, name: string, status: InvoiceStatus, recipientName: string, recipientSurName: string, recipientEmail: string, refundPolicyTerms: RefundPolicyTerms, transactionFee: number, stripePaymentIntentClientSecret: string | null, totals: { __typename: 'InvoiceTotalsType', subtotal: number, fee: number, total: number }, lineItems: Array<{ __typename: 'LineItem', id: string, description: string, quantity: number, price: number }>, owner: { __typename: 'Organization', id: string, name: string, email: string | null, blockTransactions: boolean, refundPolicyLink: string | null } } };

export type CardsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CardsQuery = { cards: Array<{ __typename: 'Card', id: string, name: string, paymentGateway: { __typename: 'PaymentGateway', id: string, name: string } }> };

export type GetStripePublishableKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStripePublishableKeyQuery = { getStripePublishableKey: string | null };

export type ActivePaymentGatewayQueryVariables = Exact<{
  id: string | number;
}>;


export type ActivePaymentGatewayQuery = { activePaymentGateway: { __typename: 'PaymentGateway', id: string, name: string, clientKey: string | null, apiLoginId: string | null, acceptJsUrl: string | null } | null };

export type GenerateInvoicePaymentIntentMutationVariables = Exact<{
  invoiceId?: string | number | null | undefined;
  accessKey?: string | null | undefined;
}>;


export type GenerateInvoicePaymentIntentMutation = { generateInvoicePaymentIntent: string | null };

export type PayInvoiceMutationVariables = Exact<{
  invoiceId?: string | number | null | undefined;
  accessKey?: string | null | undefined;
  stripeToken?: string | null | undefined;
  authorizeNetToken?: string | null | undefined;
  authorizeNetTokenDescriptor?: string | null | undefined;
  provider?: PaymentProvider | null | undefined;
  cardBrand?: string | null | undefined;
  customerName?: string | null | undefined;
  zipCode?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type PayInvoiceMutation = { payInvoice: { __typename: 'PaymentResult', id: string | null, status: string, amount: number, platformFee: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PayOwnerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayOwnerFields on Organization {
  id
  name
  email
  blockTransactions
  refundPolicyLink
}
    `, {"fragmentName":"PayOwnerFields"}) as unknown as TypedDocumentString<PayOwnerFieldsFragment, unknown>;
export const WebPaymentDocument = new TypedDocumentString(`
    query WebPayment($accessKey: String!) {
  webPayment(accessKey: $accessKey) {
    id
    code
    status
    amount
    transactionFee
    total
    currency
    orderId
    refundPolicyTerms
    paidAt
    livemode
    owner {
      ...PayOwnerFields
    }
  }
}
    fragment PayOwnerFields on Organization {
  id
  name
  email
  blockTransactions
  refundPolicyLink
}`) as unknown as TypedDocumentString<WebPaymentQuery, WebPaymentQueryVariables>;
export const GenerateWebPaymentPaymentIntentDocument = new TypedDocumentString(`
    mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!, $accessKey: String) {
  generateWebPaymentPaymentIntent(
    webPaymentId: $webPaymentId
    accessKey: $accessKey
  )
}
    `) as unknown as TypedDocumentString<GenerateWebPaymentPaymentIntentMutation, GenerateWebPaymentPaymentIntentMutationVariables>;
export const PayWebPaymentDocument = new TypedDocumentString(`
    mutation PayWebPayment($webPaymentId: ID, $accessKey: String, $stripeToken: String, $authorizeNetToken: String, $authorizeNetTokenDescriptor: String, $provider: PaymentProvider, $cardBrand: String, $customerName: String, $customerEmail: String, $zipCode: String, $phoneNumber: String, $idempotencyKey: String) {
  payWebPayment(
    webPaymentId: $webPaymentId
    accessKey: $accessKey
    stripeToken: $stripeToken
    authorizeNetToken: $authorizeNetToken
    authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor
    provider: $provider
    cardBrand: $cardBrand
    customerName: $customerName
    customerEmail: $customerEmail
    zipCode: $zipCode
    phoneNumber: $phoneNumber
    idempotencyKey: $idempotencyKey
  ) {
    id
    status
    responseUrl
    cancelUrl
  }
}
    `) as unknown as TypedDocumentString<PayWebPaymentMutation, PayWebPaymentMutationVariables>;
export const CancelWebPaymentDocument = new TypedDocumentString(`
    mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {
  cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {
    id
    status
    responseUrl
    cancelUrl
  }
}
    `) as unknown as TypedDocumentString<CancelWebPaymentMutation, CancelWebPaymentMutationVariables>;
export const GetWebPaymentResponseUrlDocument = new TypedDocumentString(`
    query GetWebPaymentResponseUrl($accessKey: String!) {
  getWebPaymentResponseUrl(accessKey: $accessKey) {
    id
    status
    responseUrl
    cancelUrl
  }
}
    `) as unknown as TypedDocumentString<GetWebPaymentResponseUrlQuery, GetWebPaymentResponseUrlQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($accessKey: String!) {
  invoice(accessKey: $accessKey) {
    id
    code
    name
    status
    recipientName
    recipientSurName
    recipientEmail
    refundPolicyTerms
    transactionFee
    stripePaymentIntentClientSecret
    totals {
      subtotal
      fee
      total
    }
    lineItems {
      id
      description
      quantity
      price
    }
    owner {
      ...PayOwnerFields
    }
  }
}
    fragment PayOwnerFields on Organization {
  id
  name
  email
  blockTransactions
  refundPolicyLink
}`) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const CardsDocument = new TypedDocumentString(`
    query Cards($first: Int) {
  cards(first: $first) {
    id
    name
    paymentGateway {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CardsQuery, CardsQueryVariables>;
export const GetStripePublishableKeyDocument = new TypedDocumentString(`
    query GetStripePublishableKey {
  getStripePublishableKey
}
    `) as unknown as TypedDocumentString<GetStripePublishableKeyQuery, GetStripePublishableKeyQueryVariables>;
export const ActivePaymentGatewayDocument = new TypedDocumentString(`
    query ActivePaymentGateway($id: ID!) {
  activePaymentGateway(id: $id) {
    id
    name
    clientKey
    apiLoginId
    acceptJsUrl
  }
}
    `) as unknown as TypedDocumentString<ActivePaymentGatewayQuery, ActivePaymentGatewayQueryVariables>;
export const GenerateInvoicePaymentIntentDocument = new TypedDocumentString(`
    mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {
  generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)
}
    `) as unknown as TypedDocumentString<GenerateInvoicePaymentIntentMutation, GenerateInvoicePaymentIntentMutationVariables>;
export const PayInvoiceDocument = new TypedDocumentString(`
    mutation PayInvoice($invoiceId: ID, $accessKey: String, $stripeToken: String, $authorizeNetToken: String, $authorizeNetTokenDescriptor: String, $provider: PaymentProvider, $cardBrand: String, $customerName: String, $zipCode: String, $phoneNumber: String, $idempotencyKey: String) {
  payInvoice(
    invoiceId: $invoiceId
    accessKey: $accessKey
    stripeToken: $stripeToken
    authorizeNetToken: $authorizeNetToken
    authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor
    provider: $provider
    cardBrand: $cardBrand
    customerName: $customerName
    zipCode: $zipCode
    phoneNumber: $phoneNumber
    idempotencyKey: $idempotencyKey
  ) {
    id
    status
    amount
    platformFee
  }
}
    `) as unknown as TypedDocumentString<PayInvoiceMutation, PayInvoiceMutationVariables>;