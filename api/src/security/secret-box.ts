import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the platform must read back (webhook signing secrets, TOTP keys), sealed with
// AES-256-GCM (review 49, handwritten s12b):
// - the AES key is HKDF-SHA256 of the configured key material with a label per use, so a key
//   leaked from one use opens no other;
// - the row the secret belongs to is the additional data, so a sealed value copied onto another
//   row (another merchant's endpoint, another person) does not open there;
// - the key's id is in the sealed value, so a value sealed under another key says so instead of
//   failing as garbage (a rotation reads its old values with the old key).

/** What a sealed value belongs to: the use (HKDF label) and the row (additional data). */
export interface SecretContext {
  label: string;
  rowId: string;
}

const SALT = Buffer.from('bhutanpay-secret-box-v2', 'utf8');

function keyOf(keyMaterial: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), SALT, Buffer.from(label, 'utf8'), 32));
}

/** A short public id of a key: which key sealed a value. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

/** `v2.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(secret: string, keyMaterial: string, context: SecretContext): string {
  const key = keyOf(keyMaterial, context.label);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context.rowId, 'utf8'));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v2', keyIdOf(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/**
 * The secret of a sealed value. `legacyKeyMaterial`: how values sealed before v2 (`v1.<iv>.<tag>.<ct>`,
 * the key a SHA-256 of this text, no additional data) are read; without it they are refused.
 */
export function openSecret(stored: string, keyMaterial: string, context: SecretContext, legacyKeyMaterial?: string): string {
  const parts = stored.split('.');
  if (parts[0] === 'v1' && parts.length === 4 && legacyKeyMaterial !== undefined) {
    const [, iv, tag, data] = parts;
    const key = createHash('sha256').update(legacyKeyMaterial, 'utf8').digest();
    return decipher(key, iv, tag, data);
  }
  if (parts[0] !== 'v2' || parts.length !== 5) throw new Error('Unknown sealed secret format');
  const [, keyId, iv, tag, data] = parts;
  const key = keyOf(keyMaterial, context.label);
  if (keyId !== keyIdOf(key)) throw new Error(`Secret sealed under another key (key id ${keyId})`);
  return decipher(key, iv, tag, data, context.rowId);
}

function decipher(key: Buffer, iv: string, tag: string, data: string, rowId?: string): string {
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (rowId !== undefined) d.setAAD(Buffer.from(rowId, 'utf8'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
}
