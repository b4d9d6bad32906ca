import type { PaymentProviderName } from '../logic/gatewayChoice';
import { operation } from './payClient';
import type { PayCard, PayInvoiceDetail } from './types';

// The public pay page's calls by the spec's names (000 section 7, operations.txt). None of them
// carries a card number or CVC: only processor tokens reach the API. Plain strings, sent by the
// pay page's own fetch client (payClient.ts), so the page needs neither Apollo Client nor graphql.

/** The merchant as both pay pages need it: name and contact, refund policy link, whether it takes payments. */
export const PAY_OWNER_FIELDS = `owner {
        id
        name
        email
        blockTransactions
        refundPolicyLink
      }`;

export const PAY_INVOICE_DETAIL = operation<{ invoice: PayInvoiceDetail }, { accessKey: string }>(/* GraphQL */ `
  query Invoice($accessKey: String!) {
    invoice(accessKey: $accessKey) {
      id
      code
      name
      status
      recipientName
      recipientSurName
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
      ${PAY_OWNER_FIELDS}
    }
  }
`);

export const PAY_CARDS = operation<{ cards: PayCard[] }, { first: number }>(/* GraphQL */ `
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
`);

export const GET_STRIPE_PUBLISHABLE_KEY = operation<{ getStripePublishableKey: string | null }, Record<string, never>>(/* GraphQL */ `
  query GetStripePublishableKey {
    getStripePublishableKey
  }
`);

export const GENERATE_INVOICE_PAYMENT_INTENT = operation<{ generateInvoicePaymentIntent: string | null }, { invoiceId: string; accessKey: string }>(
  /* GraphQL */ `
  mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {
    generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)
  }
`);

export interface PayInvoiceVariables {
  invoiceId: string;
  accessKey: string;
  stripeToken: string;
  provider: PaymentProviderName;
  customerName: string;
  zipCode: string;
  phoneNumber: string;
  idempotencyKey: string;
}

export interface PaymentResultData {
  id: string | null;
  status: string;
  amount: number;
  platformFee: number;
}

export const PAY_INVOICE = operation<{ payInvoice: PaymentResultData }, PayInvoiceVariables>(/* GraphQL */ `
  mutation PayInvoice(
    $invoiceId: ID
    $accessKey: String
    $stripeToken: String
    $provider: PaymentProvider
    $customerName: String
    $zipCode: String
    $phoneNumber: String
    $idempotencyKey: String
  ) {
    payInvoice(
      invoiceId: $invoiceId
      accessKey: $accessKey
      stripeToken: $stripeToken
      provider: $provider
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
`);
