import type { PaymentProviderName } from '../logic/gatewayChoice';
import { operation } from './payClient';
import { PAY_OWNER_FIELDS } from './payments';
import type { CheckoutRedirect, PayCheckoutDetail } from './types';

// The public checkout page's calls by the spec's names (000 section 7). Only processor tokens
// reach the API, never a card number or CVC.

export const PAY_CHECKOUT_DETAIL = operation<{ webPayment: PayCheckoutDetail }, { accessKey: string }>(/* GraphQL */ `
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
      ${PAY_OWNER_FIELDS}
    }
  }
`);

export const GENERATE_WEB_PAYMENT_PAYMENT_INTENT = operation<{ generateWebPaymentPaymentIntent: string | null }, { webPaymentId: string }>(/* GraphQL */ `
  mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!) {
    generateWebPaymentPaymentIntent(webPaymentId: $webPaymentId)
  }
`);

export interface PayWebPaymentVariables {
  webPaymentId: string;
  accessKey: string;
  stripeToken: string;
  provider: PaymentProviderName;
  customerName: string;
  customerEmail: string;
  zipCode: string;
  phoneNumber: string;
  idempotencyKey: string;
}

export const PAY_WEB_PAYMENT = operation<{ payWebPayment: CheckoutRedirect }, PayWebPaymentVariables>(/* GraphQL */ `
  mutation PayWebPayment(
    $webPaymentId: ID
    $accessKey: String
    $stripeToken: String
    $provider: PaymentProvider
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
      provider: $provider
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
`);

export const CANCEL_WEB_PAYMENT = operation<{ cancelWebPayment: CheckoutRedirect }, { webPaymentId: string; accessKey: string }>(/* GraphQL */ `
  mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {
    cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {
      id
      status
      responseUrl
      cancelUrl
    }
  }
`);

export const GET_WEB_PAYMENT_RESPONSE_URL = operation<{ getWebPaymentResponseUrl: CheckoutRedirect }, { accessKey: string }>(/* GraphQL */ `
  query GetWebPaymentResponseUrl($accessKey: String!) {
    getWebPaymentResponseUrl(accessKey: $accessKey) {
      id
      status
      responseUrl
      cancelUrl
    }
  }
`);
