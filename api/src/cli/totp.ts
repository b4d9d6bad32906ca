import { totpCodeAt, totpStep } from '../auth/second-factor/totp';
import { DEMO_TOTP_EMAILS, DEMO_TOTP_KEY, DEMO_USERS } from '../seeders/demo-data';

// `npm run totp -- pg.admin@demo.test`: the current authenticator code of an enrolled demo
// account (staff, Owner, Admin: they share the public demo key), and how many seconds it stays valid.
const email = (process.argv[2] ?? '').trim().toLowerCase();
if (email && !DEMO_TOTP_EMAILS.includes(email)) {
  const known = DEMO_USERS.some((u) => u.email === email);
  console.error(`${email} ${known ? 'signs in with the password alone' : 'is not a demo account'} (enrolled: ${DEMO_TOTP_EMAILS.join(', ')}).`);
  process.exit(1);
}
const now = Date.now();
const left = 30 - (Math.floor(now / 1000) % 30);
console.log(`${totpCodeAt(DEMO_TOTP_KEY, totpStep(now))}   (${email || 'enrolled demo accounts'}; valid ${left} s more, key ${DEMO_TOTP_KEY})`);
