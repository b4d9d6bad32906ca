import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { UserSchema } from '../../users/user.entity';

// One-time recovery codes: only their SHA-256 is kept (recovery-codes.ts says why not Argon2).
const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  extends: BaseSchema,
  properties: {
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    codeHash: p.string().hidden(),
    usedAt: p.datetime().nullable(),
  },
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
export { RecoveryCodeSchema };
