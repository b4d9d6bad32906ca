import { hkdfSync } from 'node:crypto';

// Issue 46 s5 / review F9: four keys, four purposes. A leaked one must not give the others, and
// no deployment may run on a string committed to the repository. Outside an explicit development
// mode (DEV_MODE=1) the API and the worker refuse to start unless each key is set, long enough
// and different from the other three. In development mode a key not set is derived from one dev
// secret (DEV_SECRET, else a fixed development string) by HKDF with its own label, so `npm start`
// and `npm test` need no setup and still never use one key for two purposes.

export interface Secrets {
  /** Signs session JWTs (and ledger cursors). */
  jwtSecret: string;
  /** Key material merchants' webhook signing secrets are encrypted under (AES-256-GCM). */
  webhookSecretsKey: string;
  /** Signs file URLs (local storage's HMAC-signed GET and PUT addresses). */
  fileUrlSecret: string;
  /** Signs the Sandbox processor's webhooks to /webhooks/sandbox. */
  sandboxWebhookSecret: string;
}

/** Each key and the environment variable it comes from. */
const SECRET_VARIABLES: Record<keyof Secrets, string> = {
  jwtSecret: 'JWT_SECRET',
  webhookSecretsKey: 'WEBHOOK_SECRETS_KEY',
  fileUrlSecret: 'FILE_URL_SECRET',
  sandboxWebhookSecret: 'SANDBOX_WEBHOOK_SECRET',
};

/** 32 characters: `openssl rand -hex 32` gives 64; anything shorter is a typed word, not a key. */
export const MIN_SECRET_LENGTH = 32;

/** The development root when DEV_SECRET is not set: public, so only ever used with DEV_MODE=1. */
const DEV_ROOT = 'dev-only-secret-change-me';

/** DEV_MODE=1 (or true): an explicit development run, never implied by NODE_ENV. */
function isDevMode(env: NodeJS.ProcessEnv): boolean {
  return env.DEV_MODE === '1' || env.DEV_MODE === 'true';
}

/** A development key: HKDF-SHA256 of the dev secret, its label as the info (hex, 32 bytes). */
export function deriveDevSecret(root: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', root, 'payment-gateway-dev', label, 32)).toString('hex');
}

/** The four keys from the environment, or an error that names each problem. */
export function loadSecrets(env: NodeJS.ProcessEnv = process.env): Secrets {
  const dev = isDevMode(env);
  if (dev && env.NODE_ENV === 'production') throw new Error('DEV_MODE=1 cannot be used with NODE_ENV=production: set the four secrets instead.');
  const root = env.DEV_SECRET || DEV_ROOT;
  const problems: string[] = [];
  const entries = (Object.keys(SECRET_VARIABLES) as (keyof Secrets)[]).map((key) => {
    const name = SECRET_VARIABLES[key];
    const given = env[name];
    if (given) {
      if (!dev && given.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32).`);
      return [key, given] as const;
    }
    if (!dev) problems.push(`${name} must be set (openssl rand -hex 32), or DEV_MODE=1 for a development run.`);
    return [key, deriveDevSecret(root, name)] as const;
  });
  const secrets = Object.fromEntries(entries) as unknown as Secrets;
  // One key for two purposes is refused even in development: it is a mistake that deploys.
  const seen = new Map<string, string>();
  for (const [key, value] of entries) {
    const earlier = seen.get(value);
    if (earlier) problems.push(`${SECRET_VARIABLES[key]} must differ from ${earlier}: each key has one purpose.`);
    else seen.set(value, SECRET_VARIABLES[key]);
  }
  if (problems.length) throw new Error(`Refusing to start: ${problems.join(' ')}`);
  return secrets;
}
