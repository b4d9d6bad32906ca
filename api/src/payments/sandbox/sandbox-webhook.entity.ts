import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';

// The Sandbox's webhook delivery queue: an event is written in the same transaction as the
// change it reports, then delivered (signed) until the platform accepts it. Being rows, the
// queue survives restarts; a delivery never depends on a process staying up.
const SandboxWebhookSchema = defineEntity({
  name: 'SandboxWebhook',
  tableName: 'sandbox_webhook',
  extends: BaseSchema,
  properties: {
    /** evt_sandbox_<hex>: the platform recognises a redelivery by it. */
    eventId: p.string().unique(),
    type: p.string(),
    /** The event body as sent (Stripe's event shape). */
    payload: p.json<Record<string, unknown>>(),
    /** Not before: the dispute's opening time at first, then the next retry. */
    nextAttemptAt: p.datetime(),
    attempts: p.integer().default(0),
    deliveredAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
  },
  // The dispatcher reads the undelivered ones that are due.
  indexes: [{ properties: ['deliveredAt', 'nextAttemptAt'] }],
});

export class SandboxWebhook extends SandboxWebhookSchema.class {}
SandboxWebhookSchema.setClass(SandboxWebhook);
export { SandboxWebhookSchema };
