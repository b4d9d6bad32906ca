import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// A developer API key of a merchant organization (spec 002 "Merchant key"). The merchant's
// server sends the public apiKey with its secret; only the secret's SHA-256 is kept (the secret
// is 32 random bytes, so a fast hash cannot be brute-forced; argon2 would only slow every call).
const MerchantKeySchema = defineEntity({
  name: 'MerchantKey',
  extends: BaseSchema,
  properties: {
    name: p.string(),
    /** Public identifier, shown in the table: pk_live_ or pk_test_ + 24 base64url chars. */
    apiKey: p.string().unique(),
    /** hex SHA-256 of the secret (sk_live_... / sk_test_...); the secret itself is shown once, never stored. */
    secretHash: p.string(),
    isActive: p.boolean().default(true),
    /** false: a test key (pk_test_): its checkouts are test objects, paid at the Sandbox, outside money flows. */
    livemode: p.boolean().default(true),
    organization: () => p.manyToOne(OrganizationSchema).index(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class MerchantKey extends MerchantKeySchema.class {}
MerchantKeySchema.setClass(MerchantKey);
export { MerchantKeySchema };
