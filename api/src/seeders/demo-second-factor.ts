import type { EntityManager } from '@mikro-orm/postgresql';
import { SECOND_FACTOR_REQUIRED_ROLES } from '@pg/domain';

import { SecondFactor } from '../auth/second-factor/second-factor.entity';
import { encryptTotpKey } from '../auth/second-factor/totp-secret';
import { loadSecrets } from '../config/secrets';
import { User } from '../users/user.entity';
import { DEMO_TOTP_KEY, DEMO_USERS } from './demo-data';

// Issue 44: the staff demo accounts must have a second factor; they are enrolled with the one
// public demo key, so `npm start` needs no phone (the key and `npm run totp` are printed).
export async function seedDemoSecondFactors(em: EntityManager): Promise<number> {
  const emails = DEMO_USERS.filter((u) => SECOND_FACTOR_REQUIRED_ROLES.includes(u.role)).map((u) => u.email);
  const users = await em.find(User, { email: { $in: emails } });
  const enrolled = new Set((await em.find(SecondFactor, { user: { $in: users.map((u) => u.id) } }, { populate: ['user'] })).map((f) => f.user.id));
  const key = loadSecrets().webhookSecretsKey;
  let created = 0;
  for (const user of users.filter((u) => !enrolled.has(u.id))) {
    em.create(SecondFactor, { user, secretCipher: encryptTotpKey(DEMO_TOTP_KEY, key, user.id), enabledAt: new Date(), lastStep: 0 });
    created++;
  }
  await em.flush();
  return created;
}
