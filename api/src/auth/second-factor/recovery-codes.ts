import { createHash, randomInt } from 'node:crypto';

// Ten one-time recovery codes, shown once. Each is 12 characters of a 31-letter alphabet without
// look-alikes (about 59 bits of randomness), so a plain SHA-256 is enough to store it: Argon2
// protects low-entropy passwords from guessing, which these are not; online guessing is throttled
// (per account and per address) and a check hashes once rather than running ten Argon2 hashes.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/** `xxxx-xxxx-xxxx`. */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

/** Lower-cased, dashes and spaces removed: typed "ABCD EFGH JKMN" is the same code. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function isRecoveryCodeShape(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}
