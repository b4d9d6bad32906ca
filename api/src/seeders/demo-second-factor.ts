import type { EntityManager } from '@mikro-orm/postgresql';

import { SecondFactor } from '../auth/second-factor/second-factor.entity';
import { encryptTotpKey } from '../auth/second-factor/totp-secret';
import { loadSecrets } from '../config/secrets';
import { User } from '../users/user.entity';
import { DEMO_TOTP_EMAILS, DEMO_TOTP_KEY } from './demo-data';

// Issue 44: the staff demo accounts must have a second factor, and the merchant Owner and Admin
// need one for step-up actions (decision 0178); they are enrolled with the one public demo key,
// so `npm start` needs no phone (the key and `npm run totp` are printed).
export async function seedDemoSecondFactors(em: EntityManager): Promise<number> {
  const users = await em.find(User, { email: { $in: [...DEMO_TOTP_EMAILS] } });
  const enrolled = new Set((await em.find(SecondFactor, { user: { $in: users.map((u) => u.id) } }, { populate: ['user'] })).map((f) => f.user.id));
  const key = loadSecrets().webhookSecretsKey;
  let created = 0;
  for (const user of users.filter((u) => !enrolled.has(u.id))) {
    enrolWithDemoKey(em, user, key);
    created++;
  }
  await em.flush();
  return created;
}

/** Enrols `user` with the public demo key, in force at once (flushed by the caller); `secretsKey` encrypts it. */
export function enrolWithDemoKey(em: EntityManager, user: User, secretsKey: string): SecondFactor {
  return em.create(SecondFactor, { user, secretCipher: encryptTotpKey(DEMO_TOTP_KEY, secretsKey, user.id), enabledAt: new Date(), lastStep: 0 });
}
