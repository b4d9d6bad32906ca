/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n    query WebPayment($accessKey: String!) {\n      webPayment(accessKey: $accessKey) {\n        id\n        code\n        status\n        amount\n        transactionFee\n        total\n        currency\n        orderId\n        refundPolicyTerms\n        paidAt\n        livemode\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  ": typeof types.WebPaymentDocument,
    "\n    mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!, $accessKey: String) {\n      generateWebPaymentPaymentIntent(webPaymentId: $webPaymentId, accessKey: $accessKey)\n    }\n  ": typeof types.GenerateWebPaymentPaymentIntentDocument,
    "\n    mutation PayWebPayment(\n      $webPaymentId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $customerEmail: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payWebPayment(\n        webPaymentId: $webPaymentId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        customerEmail: $customerEmail\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": typeof types.PayWebPaymentDocument,
    "\n    mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {\n      cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": typeof types.CancelWebPaymentDocument,
    "\n    query GetWebPaymentResponseUrl($accessKey: String!) {\n      getWebPaymentResponseUrl(accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": typeof types.GetWebPaymentResponseUrlDocument,
    "\n  fragment PayOwnerFields on Organization {\n    id\n    name\n    email\n    blockTransactions\n    refundPolicyLink\n  }\n": typeof types.PayOwnerFieldsFragmentDoc,
    "\n    query Invoice($accessKey: String!) {\n      invoice(accessKey: $accessKey) {\n        id\n        code\n        name\n        status\n        recipientName\n        recipientSurName\n        recipientEmail\n        refundPolicyTerms\n        transactionFee\n        stripePaymentIntentClientSecret\n        totals {\n          subtotal\n          fee\n          total\n        }\n        lineItems {\n          id\n          description\n          quantity\n          price\n        }\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  ": typeof types.InvoiceDocument,
    "\n    query Cards($first: Int) {\n      cards(first: $first) {\n        id\n        name\n        paymentGateway {\n          id\n          name\n        }\n      }\n    }\n  ": typeof types.CardsDocument,
    "\n    query GetStripePublishableKey {\n      getStripePublishableKey\n    }\n  ": typeof types.GetStripePublishableKeyDocument,
    "\n    query ActivePaymentGateway($id: ID!) {\n      activePaymentGateway(id: $id) {\n        id\n        name\n        clientKey\n        apiLoginId\n        acceptJsUrl\n      }\n    }\n  ": typeof types.ActivePaymentGatewayDocument,
    "\n    mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {\n      generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)\n    }\n  ": typeof types.GenerateInvoicePaymentIntentDocument,
    "\n    mutation PayInvoice(\n      $invoiceId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payInvoice(\n        invoiceId: $invoiceId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        amount\n        platformFee\n      }\n    }\n  ": typeof types.PayInvoiceDocument,
};
const documents: Documents = {
    "\n    query WebPayment($accessKey: String!) {\n      webPayment(accessKey: $accessKey) {\n        id\n        code\n        status\n        amount\n        transactionFee\n        total\n        currency\n        orderId\n        refundPolicyTerms\n        paidAt\n        livemode\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  ": types.WebPaymentDocument,
    "\n    mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!, $accessKey: String) {\n      generateWebPaymentPaymentIntent(webPaymentId: $webPaymentId, accessKey: $accessKey)\n    }\n  ": types.GenerateWebPaymentPaymentIntentDocument,
    "\n    mutation PayWebPayment(\n      $webPaymentId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $customerEmail: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payWebPayment(\n        webPaymentId: $webPaymentId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        customerEmail: $customerEmail\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": types.PayWebPaymentDocument,
    "\n    mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {\n      cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": types.CancelWebPaymentDocument,
    "\n    query GetWebPaymentResponseUrl($accessKey: String!) {\n      getWebPaymentResponseUrl(accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  ": types.GetWebPaymentResponseUrlDocument,
    "\n  fragment PayOwnerFields on Organization {\n    id\n    name\n    email\n    blockTransactions\n    refundPolicyLink\n  }\n": types.PayOwnerFieldsFragmentDoc,
    "\n    query Invoice($accessKey: String!) {\n      invoice(accessKey: $accessKey) {\n        id\n        code\n        name\n        status\n        recipientName\n        recipientSurName\n        recipientEmail\n        refundPolicyTerms\n        transactionFee\n        stripePaymentIntentClientSecret\n        totals {\n          subtotal\n          fee\n          total\n        }\n        lineItems {\n          id\n          description\n          quantity\n          price\n        }\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  ": types.InvoiceDocument,
    "\n    query Cards($first: Int) {\n      cards(first: $first) {\n        id\n        name\n        paymentGateway {\n          id\n          name\n        }\n      }\n    }\n  ": types.CardsDocument,
    "\n    query GetStripePublishableKey {\n      getStripePublishableKey\n    }\n  ": types.GetStripePublishableKeyDocument,
    "\n    query ActivePaymentGateway($id: ID!) {\n      activePaymentGateway(id: $id) {\n        id\n        name\n        clientKey\n        apiLoginId\n        acceptJsUrl\n      }\n    }\n  ": types.ActivePaymentGatewayDocument,
    "\n    mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {\n      generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)\n    }\n  ": types.GenerateInvoicePaymentIntentDocument,
    "\n    mutation PayInvoice(\n      $invoiceId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payInvoice(\n        invoiceId: $invoiceId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        amount\n        platformFee\n      }\n    }\n  ": types.PayInvoiceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query WebPayment($accessKey: String!) {\n      webPayment(accessKey: $accessKey) {\n        id\n        code\n        status\n        amount\n        transactionFee\n        total\n        currency\n        orderId\n        refundPolicyTerms\n        paidAt\n        livemode\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  "): typeof import('./graphql').WebPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation GenerateWebPaymentPaymentIntent($webPaymentId: ID!, $accessKey: String) {\n      generateWebPaymentPaymentIntent(webPaymentId: $webPaymentId, accessKey: $accessKey)\n    }\n  "): typeof import('./graphql').GenerateWebPaymentPaymentIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PayWebPayment(\n      $webPaymentId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $customerEmail: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payWebPayment(\n        webPaymentId: $webPaymentId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        customerEmail: $customerEmail\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  "): typeof import('./graphql').PayWebPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CancelWebPayment($webPaymentId: ID, $accessKey: String) {\n      cancelWebPayment(webPaymentId: $webPaymentId, accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  "): typeof import('./graphql').CancelWebPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query GetWebPaymentResponseUrl($accessKey: String!) {\n      getWebPaymentResponseUrl(accessKey: $accessKey) {\n        id\n        status\n        responseUrl\n        cancelUrl\n      }\n    }\n  "): typeof import('./graphql').GetWebPaymentResponseUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayOwnerFields on Organization {\n    id\n    name\n    email\n    blockTransactions\n    refundPolicyLink\n  }\n"): typeof import('./graphql').PayOwnerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Invoice($accessKey: String!) {\n      invoice(accessKey: $accessKey) {\n        id\n        code\n        name\n        status\n        recipientName\n        recipientSurName\n        recipientEmail\n        refundPolicyTerms\n        transactionFee\n        stripePaymentIntentClientSecret\n        totals {\n          subtotal\n          fee\n          total\n        }\n        lineItems {\n          id\n          description\n          quantity\n          price\n        }\n        owner {\n          ...PayOwnerFields\n        }\n      }\n    }\n  "): typeof import('./graphql').InvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Cards($first: Int) {\n      cards(first: $first) {\n        id\n        name\n        paymentGateway {\n          id\n          name\n        }\n      }\n    }\n  "): typeof import('./graphql').CardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query GetStripePublishableKey {\n      getStripePublishableKey\n    }\n  "): typeof import('./graphql').GetStripePublishableKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ActivePaymentGateway($id: ID!) {\n      activePaymentGateway(id: $id) {\n        id\n        name\n        clientKey\n        apiLoginId\n        acceptJsUrl\n      }\n    }\n  "): typeof import('./graphql').ActivePaymentGatewayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation GenerateInvoicePaymentIntent($invoiceId: ID, $accessKey: String) {\n      generateInvoicePaymentIntent(invoiceId: $invoiceId, accessKey: $accessKey)\n    }\n  "): typeof import('./graphql').GenerateInvoicePaymentIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PayInvoice(\n      $invoiceId: ID\n      $accessKey: String\n      $stripeToken: String\n      $authorizeNetToken: String\n      $authorizeNetTokenDescriptor: String\n      $provider: PaymentProvider\n      $cardBrand: String\n      $customerName: String\n      $zipCode: String\n      $phoneNumber: String\n      $idempotencyKey: String\n    ) {\n      payInvoice(\n        invoiceId: $invoiceId\n        accessKey: $accessKey\n        stripeToken: $stripeToken\n        authorizeNetToken: $authorizeNetToken\n        authorizeNetTokenDescriptor: $authorizeNetTokenDescriptor\n        provider: $provider\n        cardBrand: $cardBrand\n        customerName: $customerName\n        zipCode: $zipCode\n        phoneNumber: $phoneNumber\n        idempotencyKey: $idempotencyKey\n      ) {\n        id\n        status\n        amount\n        platformFee\n      }\n    }\n  "): typeof import('./graphql').PayInvoiceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
