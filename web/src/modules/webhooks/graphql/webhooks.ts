import { graphql } from '../../../gql';
import type {
  WebhookDeliveryFieldsFragment,
  WebhookEndpointFieldsFragment,
  WebhookEndpointInput as GeneratedEndpointInput,
  WebhookEventsQuery,
} from '../../../gql/graphql';

// Webhooks to merchants on /developer (issue 14): endpoints, events and the delivery log.
// Typed documents generated from api/schema.graphql (npm run codegen).

export type WebhookEndpoint = WebhookEndpointFieldsFragment;
export type WebhookEndpointInput = GeneratedEndpointInput;
export type WebhookEvent = WebhookEventsQuery['webhookEvents']['items'][number];
export type WebhookDelivery = WebhookDeliveryFieldsFragment;
export type WebhookAttempt = WebhookDelivery['attempts'][number];

export const ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    eventTypes
    enabled
    ordered
    disabledReason
    secret
    previousSecretExpiresAt
    failingSince
    createdAt
  }
`);

export const DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    workflowId
    endpointId
    endpointUrl
    status
    createdAt
    finishedAt
    attempts {
      id
      attemptedAt
      statusCode
      durationMs
      responseExcerpt
      error
    }
  }
`);

export const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const CREATE_WEBHOOK_ENDPOINT = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const UPDATE_WEBHOOK_ENDPOINT = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const ROLL_WEBHOOK_ENDPOINT_SECRET = graphql(`
  mutation RollWebhookEndpointSecret($id: ID!) {
    rollWebhookEndpointSecret(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const DELETE_WEBHOOK_ENDPOINT = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      success
    }
  }
`);

export const WEBHOOK_EVENTS = graphql(`
  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {
    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {
      items {
        id
        type
        apiVersion
        createdAt
        livemode
        payload
      }
      hasMore
    }
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($eventId: ID!) {
    webhookDeliveries(eventId: $eventId) {
      ...WebhookDeliveryFields
    }
  }
`);

export const RESEND_WEBHOOK_EVENT = graphql(`
  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {
    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
`);
