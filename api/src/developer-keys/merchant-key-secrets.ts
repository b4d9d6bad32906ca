import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// API key material. The public apiKey names the key; the secret proves it. Both are random, the
// secret 32 bytes (256 bits), so its SHA-256 is safe to store and fast to check on every call.

export const API_KEY_PREFIX = 'pk_live_';
export const SECRET_PREFIX = 'sk_live_';
/** Test keys (Stripe's convention): their objects are test objects, paid at the Sandbox. */
export const TEST_API_KEY_PREFIX = 'pk_test_';
export const TEST_SECRET_PREFIX = 'sk_test_';

export function newKeyPair(livemode = true): { apiKey: string; secretKey: string; secretHash: string } {
  const apiKey = (livemode ? API_KEY_PREFIX : TEST_API_KEY_PREFIX) + randomBytes(18).toString('base64url');
  const secretKey = (livemode ? SECRET_PREFIX : TEST_SECRET_PREFIX) + randomBytes(32).toString('base64url');
  return { apiKey, secretKey, secretHash: hashSecret(secretKey) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares the hash of a presented secret with a stored hash in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A hash no secret has: compared against when the apiKey is unknown, so both paths take as long. */
export const UNKNOWN_KEY_HASH = hashSecret(randomBytes(32).toString('hex'));
