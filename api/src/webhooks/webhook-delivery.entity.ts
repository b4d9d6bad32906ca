import { randomUUID } from 'node:crypto';

import { defineEntity, p } from '@mikro-orm/core';

import { OrganizationSchema } from '../organizations/organization.entity';
import { WebhookEndpointSchema } from './webhook-endpoint.entity';
import { WebhookEventSchema } from './webhook-event.entity';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

// One delivery of an event to an endpoint: one Temporal workflow, `workflowId`
// (webhook-<eventId>-<endpointId>, or with a -resend-<n> suffix), or for an ordered endpoint a
// place in its queue workflow (`queued`). Planned with the event's dispatch; `startedAt` null
// means it is not yet started or queued (the dispatcher retries).
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    workflowId: p.string().unique(),
    event: () => p.manyToOne(WebhookEventSchema),
    endpoint: () => p.manyToOne(WebhookEndpointSchema).deleteRule('cascade'),
    organization: () => p.manyToOne(OrganizationSchema),
    status: p.enum([...WEBHOOK_DELIVERY_STATUSES]).default('pending'),
    attempts: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    startedAt: p.datetime().nullable(),
    /** Started in its endpoint's ordered queue (webhook-endpoint-<endpointId>), not a workflow of its own. */
    queued: p.boolean().default(false),
    finishedAt: p.datetime().nullable(),
  },
  indexes: [
    { properties: ['event', 'createdAt'] },
    { properties: ['endpoint', 'createdAt'] },
    {
      name: 'webhook_delivery_unstarted_index',
      expression: 'create index "webhook_delivery_unstarted_index" on "webhook_delivery" ("created_at") where "started_at" is null',
    },
  ],
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
export { WebhookDeliverySchema };

// One HTTP attempt of a delivery: when, the answer's status (null: no answer), how long it
// took, and the start of the answer (at most 500 characters) or the network error.
const WebhookAttemptSchema = defineEntity({
  name: 'WebhookAttempt',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    delivery: () => p.manyToOne(WebhookDeliverySchema).deleteRule('cascade').index(),
    /** Indexed for the 90-day retention (RetentionJob). */
    attemptedAt: p.datetime().index(),
    statusCode: p.integer().nullable(),
    durationMs: p.integer(),
    responseExcerpt: p.text().nullable(),
    error: p.text().nullable(),
  },
});

export class WebhookAttempt extends WebhookAttemptSchema.class {}
WebhookAttemptSchema.setClass(WebhookAttempt);
export { WebhookAttemptSchema };
