import { createHmac } from 'node:crypto';

/**
 * Issue 41: a card's fingerprint, as Stripe's `card.fingerprint`: the same for every token of one
 * card number, and not the number. A keyed digest (HMAC-SHA256 under the Sandbox's own secret), so
 * the few million numbers sharing a known BIN and last four cannot be tried against it offline.
 */
export function cardFingerprint(secret: string, digits: string): string {
  const key = createHmac('sha256', secret).update('sandbox card fingerprint').digest();
  return `fp_${createHmac('sha256', key).update(digits).digest('hex').slice(0, 24)}`;
}
