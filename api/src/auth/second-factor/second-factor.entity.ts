import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { UserSchema } from '../../users/user.entity';

// A person's authenticator app (TOTP, RFC 6238). The key is kept encrypted (totp-secret.ts): it
// must be read back to check codes, so a hash would not do. `enabledAt` is null while the
// enrolment waits for its first code; `lastStep` is the last 30-second step a code was accepted
// for, so each code is accepted once (a later code needs a later step).
const SecondFactorSchema = defineEntity({
  name: 'SecondFactor',
  extends: BaseSchema,
  properties: {
    user: () => p.manyToOne(UserSchema).unique().deleteRule('cascade'),
    secretCipher: p.string().hidden(),
    enabledAt: p.datetime().nullable(),
    lastStep: p.bigint('number').default(0),
  },
});

export class SecondFactor extends SecondFactorSchema.class {}
SecondFactorSchema.setClass(SecondFactor);
export { SecondFactorSchema };
