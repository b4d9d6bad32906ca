import { defineEntity, p } from '@mikro-orm/core';

import { OrganizationSchema } from '../organizations/organization.entity';

// A merchant-facing event (issue 14, webhooks): what happened to one of the organization's
// objects, with the object as the REST API shows it. Written in the transaction of the change
// that causes it, so the row is also the outbox: `dispatchedAt` null means its deliveries are
// not yet planned (the dispatcher does that after commit, in any API or worker process).
// Not the audit history (GatewayEvent in api/src/events).
const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  properties: {
    /** evt_<24 base62 characters>: public, in URLs and deliveries. */
    id: p.string().primary(),
    organization: () => p.manyToOne(OrganizationSchema),
    type: p.string(),
    apiVersion: p.string(),
    /** `{ object: <REST resource> }` at the time of the event. */
    data: p.json<{ object: Record<string, unknown> }>(),
    /** false: the event of a test object (test mode); only a test key lists it, only a live key a live one. */
    livemode: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    dispatchedAt: p.datetime().nullable(),
  },
  indexes: [
    // the list (newest first, keyset) per organization and type
    { properties: ['organization', 'createdAt', 'id'] },
    { properties: ['organization', 'type', 'createdAt'] },
    // the REST list of one mode (a key sees its own mode's events only)
    { properties: ['organization', 'livemode', 'createdAt', 'id'] },
    {
      name: 'webhook_event_undispatched_index',
      expression: 'create index "webhook_event_undispatched_index" on "webhook_event" ("created_at") where "dispatched_at" is null',
    },
  ],
});

export class WebhookEvent extends WebhookEventSchema.class {}
WebhookEventSchema.setClass(WebhookEvent);
export { WebhookEventSchema };
