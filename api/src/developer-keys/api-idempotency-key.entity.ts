import { defineEntity, p } from '@mikro-orm/core';

import { OrganizationSchema } from '../organizations/organization.entity';

// One Idempotency-Key of a merchant's POST to the REST API: the request it was first used with
// (a hash) and, once answered, the exact response (status and bytes) replayed for 24 hours.
const ApiIdempotencyKeySchema = defineEntity({
  name: 'ApiIdempotencyKey',
  properties: {
    id: p.uuid().primary(),
    organization: () => p.manyToOne(OrganizationSchema),
    key: p.string(),
    /** sha256 of method, path and the canonical JSON body. */
    requestHash: p.string(),
    /** Null while the first request is being answered. */
    status: p.integer().nullable(),
    body: p.text().nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ properties: ['organization', 'key'] }],
  indexes: [{ properties: ['createdAt'] }],
});

export class ApiIdempotencyKey extends ApiIdempotencyKeySchema.class {}
ApiIdempotencyKeySchema.setClass(ApiIdempotencyKey);
export { ApiIdempotencyKeySchema };
