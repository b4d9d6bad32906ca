import { defineEntity, p } from '@mikro-orm/core';

// Requests counted per key (e.g. 'sign-up:address:203.0.113.7') in a fixed window, in the
// database so every API process shares the count (RateLimitService).
const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  properties: {
    key: p.text().primary(),
    hits: p.integer().default(0),
    windowStart: p.datetime(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
export { RateLimitSchema };
