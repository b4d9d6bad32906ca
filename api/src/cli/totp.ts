import { totpCodeAt, totpStep } from '../auth/second-factor/totp';
import { DEMO_TOTP_KEY, DEMO_USERS } from '../seeders/demo-data';

// `npm run totp -- pg.admin@demo.test`: the current authenticator code of a staff demo account
// (they share the public demo key), and how many seconds it stays valid.
const email = (process.argv[2] ?? '').trim().toLowerCase();
if (email && !DEMO_USERS.some((u) => u.email === email)) {
  console.error(`${email} is not a demo account (${DEMO_USERS.map((u) => u.email).join(', ')}).`);
  process.exit(1);
}
const now = Date.now();
const left = 30 - (Math.floor(now / 1000) % 30);
console.log(`${totpCodeAt(DEMO_TOTP_KEY, totpStep(now))}   (${email || 'staff demo accounts'}; valid ${left} s more, key ${DEMO_TOTP_KEY})`);
