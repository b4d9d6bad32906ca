import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// A merchant's webhook endpoint (issue 14): where its events are POSTed, signed with a secret
// that must be recoverable to sign, so it is kept encrypted (webhook-secrets.ts), never hashed.
const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  extends: BaseSchema,
  properties: {
    organization: () => p.manyToOne(OrganizationSchema).index(),
    url: p.text(),
    description: p.string().nullable(),
    /** The event types it wants; empty: every type. */
    eventTypes: p.json<string[]>(),
    enabled: p.boolean().default(true),
    /** Deliver one at a time in event order (one queue process per endpoint); off: side by side. */
    ordered: p.boolean().default(false),
    /** AES-256-GCM of the signing secret (whsec_…). */
    secretCipher: p.text(),
    /** The secret before the last roll, still signing until `previousSecretExpiresAt`. */
    previousSecretCipher: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    /** First failed attempt since the last success: failing for 3 days disables the endpoint. */
    failingSince: p.datetime().nullable(),
    /** Why the platform disabled it (null when the merchant did or it is enabled). */
    disabledReason: p.string().nullable(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);
export { WebhookEndpointSchema };
