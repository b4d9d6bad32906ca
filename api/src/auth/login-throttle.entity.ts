import { defineEntity, p } from '@mikro-orm/core';

// Failed sign-ins counted per key ('account:<email>' or 'address:<ip>'), in the database so
// every API instance shares the count.
const LoginThrottleSchema = defineEntity({
  name: 'LoginThrottle',
  properties: {
    key: p.string().primary(),
    failures: p.integer().default(0),
    windowStart: p.datetime(),
    blockedUntil: p.datetime().nullable(),
  },
});

export class LoginThrottle extends LoginThrottleSchema.class {}
LoginThrottleSchema.setClass(LoginThrottle);
export { LoginThrottleSchema };
