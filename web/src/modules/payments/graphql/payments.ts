import { graphql } from '../gql';
import type { CardsQuery, InvoiceQuery } from '../gql/graphql';
import { operation } from './payClient';

// The public pay page's calls by the spec's names (000 section 7, operations.txt). None of them
// carries a card number or CVC: only processor tokens reach the API. Typed strings generated
// from these documents (npm run codegen: src/modules/payments/gql), sent by the pay page's own
// fetch client (payClient.ts), so the page needs neither Apollo Client nor graphql.

/** The merchant as both pay pages need it: name and contact, refund policy link, whether it takes payments. */
export const PAY_OWNER_FIELDS = graphql(`
  fragment PayOwnerFields on Organization {
    id
    name
    email
    blockTransactions
    refundPolicyLink
  }
`);

/** What the public pay page reads of an invoice (by its access key). */
export type PayInvoiceDetail = NonNullable<InvoiceQuery['invoice']>;
export type PayLineItem = PayInvoiceDetail['lineItems'][number];
export type PayCard = CardsQuery['cards'][number];

export const PAY_INVOICE_DETAIL = operation(
  graphql(`
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
  `),
);

export const PAY_CARDS = operation(
  graphql(`
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
  `),
);

export const GET_STRIPE_PUBLISHABLE_KEY = operation(
  graphql(`
    query GetStripePublishableKey {
      getStripePublishableKey
    }
  `),
);

/** Authorize.Net's public Accept.js settings (null when it has no keys here). */
export const ACTIVE_PAYMENT_GATEWAY = operation(
  graphql(`
    query ActivePaymentGateway($id: ID!) {
      activePaymentGateway(id: $id) {
        id
        name
        clientKey
        apiLoginId
        acceptJsUrl
      }
    }
  `),
);

export const GENERATE_INVOICE_PAYMENT_INTENT = operation(
  graphql(`
    mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {
      generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)
    }
  `),
);

export const PAY_INVOICE = operation(
  graphql(`
    mutation PayInvoice(
      $invoiceId: ID
      $accessKey: String
      $stripeToken: String
      $authorizeNetToken: String
      $authorizeNetTokenDescriptor: String
      $provider: PaymentProvider
      $cardBrand: String
      $customerName: String
      $zipCode: String
      $phoneNumber: String
      $idempotencyKey: String
    ) {
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
  `),
);
