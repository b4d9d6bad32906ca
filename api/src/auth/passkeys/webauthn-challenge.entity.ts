import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { UserSchema } from '../../users/user.entity';

// A WebAuthn challenge the server gave out (issue 44): 5 minutes, used once. `user` is the
// person it was given to (registration, the sign-in's second step, step-up); null for a
// discoverable sign-in, where the credential names the person.
const WebauthnChallengeSchema = defineEntity({
  name: 'WebauthnChallenge',
  extends: BaseSchema,
  properties: {
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('cascade'),
    purpose: p.string(),
    challenge: p.string().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class WebauthnChallenge extends WebauthnChallengeSchema.class {}
WebauthnChallengeSchema.setClass(WebauthnChallenge);
export { WebauthnChallengeSchema };
