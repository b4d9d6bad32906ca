import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { UserSchema } from './user.entity';

export const TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

// Single-use, expiring links. Only a SHA-256 of the token is kept, so a database leak
// gives no usable link.
const UserTokenSchema = defineEntity({
  name: 'UserToken',
  extends: BaseSchema,
  properties: {
    user: () => p.manyToOne(UserSchema).index(),
    purpose: p.enum([...TOKEN_PURPOSES]),
    tokenHash: p.string().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** Workflow id + activity id that issued it: a retried activity reuses its token. */
    issuedBy: p.string().nullable().unique(),
  },
});

export class UserToken extends UserTokenSchema.class {}
UserTokenSchema.setClass(UserToken);
export { UserTokenSchema };
