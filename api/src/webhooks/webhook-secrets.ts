import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Webhook signing secrets must be read back to sign each delivery (unlike API secrets, which are
// only compared, so only their hash is kept). They are stored encrypted with AES-256-GCM under a
// key from WEBHOOK_SECRETS_KEY (its own key: config/secrets.ts), so a database dump alone
// cannot forge a merchant's webhooks.

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

function keyOf(keyMaterial: string): Buffer {
  return createHash('sha256').update(`bhutanpay-webhook-secrets:${keyMaterial}`, 'utf8').digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(secret: string, keyMaterial: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyMaterial), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(stored: string, keyMaterial: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown webhook secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyMaterial), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
