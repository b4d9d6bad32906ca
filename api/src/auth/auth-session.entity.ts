import { defineEntity, p } from '@mikro-orm/core';

import { SESSION_END_REASONS } from '../common/end-sessions';
import { UserSchema } from '../users/user.entity';

// Issue 44: a sign-in is a record the API checks on every request (session-loader.service.ts),
// so signing out, a lock or a password reset ends it at once instead of at the token's expiry.
// The token only carries this row's id (`sid`).
const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    createdAt: p.datetime(),
    /** Moved forward by requests, at most once a minute (the idle limit counts from it). */
    lastActiveAt: p.datetime(),
    /** The absolute cap: the sign-in time plus JWT_TTL_SECONDS, however busy the session. */
    expiresAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    endedReason: p.enum([...SESSION_END_REASONS]).nullable(),
    userAgent: p.string().length(512).nullable(),
    address: p.string().length(64).nullable(),
    /** "Chrome on Windows": what the new-device notice compares (user-agent.ts). */
    browser: p.string().length(64),
    /** The address's /24 (IPv4) or /48 (IPv6): the other half of a known device. */
    addressRange: p.string().length(64),
    /** When this session gave its second factor (the sign-in's second step, or enrolment; step-up reads it). */
    secondFactorAt: p.datetime().nullable(),
    /** Step-ups for money actions: operation name -> unix seconds it was given (auth/step-up/). */
    stepUps: p.json<Record<string, number>>().defaultRaw(`'{}'`),
  },
  // The person's sessions, newest first (Account settings; the new-device look-back).
  indexes: [{ properties: ['user', 'createdAt'] }],
});

export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);
export { AuthSessionSchema };
