import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { UserSchema } from '../../users/user.entity';

// A person's passkey or security key (WebAuthn, issue 44). The public key is not secret (it only
// checks signatures); `counter` is the authenticator's signature counter, so a replayed or
// cloned assertion (a counter not above the stored one) is refused.
const PasskeySchema = defineEntity({
  name: 'Passkey',
  extends: BaseSchema,
  properties: {
    user: () => p.manyToOne(UserSchema).index().deleteRule('cascade'),
    name: p.string(),
    /** The credential id, base64url, as the browser sends it back. */
    credentialId: p.string().length(1024).unique(),
    /** The COSE public key, base64url. */
    publicKey: p.text(),
    counter: p.bigint('number').default(0),
    transports: p.json<string[]>().nullable(),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);
export { PasskeySchema };
