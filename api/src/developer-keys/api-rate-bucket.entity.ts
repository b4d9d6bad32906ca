import { defineEntity, p } from '@mikro-orm/core';

// One merchant key's token bucket of the REST rate limit, shared by every API process
// (ApiRateLimiter, written by one SQL statement; the entity is for the schema only).
const ApiRateBucketSchema = defineEntity({
  name: 'ApiRateBucket',
  properties: {
    keyId: p.text().primary(),
    tokens: p.double(),
    /** The clock (milliseconds) of the bucket's last take. */
    atMs: p.double(),
    /** Whether that take was allowed. */
    allowed: p.boolean().default(true),
  },
});

export class ApiRateBucket extends ApiRateBucketSchema.class {}
ApiRateBucketSchema.setClass(ApiRateBucket);
export { ApiRateBucketSchema };
