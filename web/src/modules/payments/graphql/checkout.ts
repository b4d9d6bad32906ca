import { graphql } from '../gql';
import type { PayWebPaymentMutation, WebPaymentQuery } from '../gql/graphql';
import { operation } from './payClient';

// The public checkout page's calls by the spec's names (000 section 7). Only processor tokens
// reach the API, never a card number or CVC.

/** What the public checkout page reads of a checkout (by its access key). */
export type PayCheckoutDetail = NonNullable<WebPaymentQuery['webPayment']>;
/** Where the customer goes next. */
export type CheckoutRedirect = PayWebPaymentMutation['payWebPayment'];

export const PAY_CHECKOUT_DETAIL = operation(
  graphql(`
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
  `),
);

export const GENERATE_WEB_PAYMENT_PAYMENT_INTENT = operation(
  graphql(`
    mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!, $accessKey: String) {
      generateWebPaymentPaymentIntent(webPaymentId: $webPaymentId, accessKey: $accessKey)
    }
  `),
);

export const PAY_WEB_PAYMENT = operation(
  graphql(`
    mutation PayWebPayment(
      $webPaymentId: ID
      $accessKey: String
      $stripeToken: String
      $authorizeNetToken: String
      $authorizeNetTokenDescriptor: String
      $provider: PaymentProvider
      $cardBrand: String
      $customerName: String
      $customerEmail: String
      $zipCode: String
      $phoneNumber: String
      $idempotencyKey: String
    ) {
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
  `),
);

export const CANCEL_WEB_PAYMENT = operation(
  graphql(`
    mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {
      cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {
        id
        status
        responseUrl
        cancelUrl
      }
    }
  `),
);

export const GET_WEB_PAYMENT_RESPONSE_URL = operation(
  graphql(`
    query GetWebPaymentResponseUrl($accessKey: String!) {
      getWebPaymentResponseUrl(accessKey: $accessKey) {
        id
        status
        responseUrl
        cancelUrl
      }
    }
  `),
);
