import { gql, type TypedDocumentNode } from '@apollo/client';

// Webhooks to merchants on /developer (issue 14): endpoints, events and the delivery log.

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  /** Only in the answers of create and roll. */
  secret: string | null;
  previousSecretExpiresAt: string | null;
  failingSince: string | null;
  createdAt: string;
}

export interface WebhookEndpointInput {
  url: string;
  description?: string | null;
  eventTypes: string[];
  enabled?: boolean;
}

export interface WebhookEvent {
  id: string;
  type: string;
  apiVersion: string;
  createdAt: string;
  payload: string;
}

export interface WebhookAttempt {
  id: string;
  attemptedAt: string;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface WebhookDelivery {
  id: string;
  workflowId: string;
  endpointId: string;
  endpointUrl: string;
  status: string;
  createdAt: string;
  finishedAt: string | null;
  attempts: WebhookAttempt[];
}

const ENDPOINT_FIELDS = gql`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    eventTypes
    enabled
    disabledReason
    secret
    previousSecretExpiresAt
    failingSince
    createdAt
  }
`;

const DELIVERY_FIELDS = gql`
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
`;

export const WEBHOOK_ENDPOINTS: TypedDocumentNode<{ webhookEndpoints: WebhookEndpoint[] }, Record<string, never>> = gql`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const CREATE_WEBHOOK_ENDPOINT: TypedDocumentNode<{ createWebhookEndpoint: WebhookEndpoint }, { input: WebhookEndpointInput }> = gql`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      ...WebhookEndpointFields
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const UPDATE_WEBHOOK_ENDPOINT: TypedDocumentNode<{ updateWebhookEndpoint: WebhookEndpoint }, { id: string; input: WebhookEndpointInput }> = gql`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const ROLL_WEBHOOK_ENDPOINT_SECRET: TypedDocumentNode<{ rollWebhookEndpointSecret: WebhookEndpoint }, { id: string }> = gql`
  mutation RollWebhookEndpointSecret($id: ID!) {
    rollWebhookEndpointSecret(id: $id) {
      ...WebhookEndpointFields
    }
  }
  ${ENDPOINT_FIELDS}
`;

export const DELETE_WEBHOOK_ENDPOINT: TypedDocumentNode<{ deleteWebhookEndpoint: { success: boolean } }, { id: string }> = gql`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      success
    }
  }
`;

export const WEBHOOK_EVENTS: TypedDocumentNode<
  { webhookEvents: { items: WebhookEvent[]; hasMore: boolean } },
  { type?: string | null; startingAfter?: string | null; first?: number }
> = gql`
  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {
    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {
      items {
        id
        type
        apiVersion
        createdAt
        payload
      }
      hasMore
    }
  }
`;

export const WEBHOOK_DELIVERIES: TypedDocumentNode<{ webhookDeliveries: WebhookDelivery[] }, { eventId: string }> = gql`
  query WebhookDeliveries($eventId: ID!) {
    webhookDeliveries(eventId: $eventId) {
      ...WebhookDeliveryFields
    }
  }
  ${DELIVERY_FIELDS}
`;

export const RESEND_WEBHOOK_EVENT: TypedDocumentNode<{ resendWebhookEvent: WebhookDelivery[] }, { eventId: string; endpointId?: string | null }> = gql`
  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {
    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
  ${DELIVERY_FIELDS}
`;
