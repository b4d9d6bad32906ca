import { randomBytes } from 'node:crypto';

import { openSecret, sealSecret } from '../security/secret-box';

// Webhook signing secrets must be read back to sign each delivery (unlike API secrets, which are
// only compared, so only their hash is kept). They are sealed (security/secret-box.ts) under
// WEBHOOK_SECRETS_KEY (its own key: config/secrets.ts), bound to their endpoint, so a database
// dump alone cannot forge a merchant's webhooks.

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const LABEL = 'webhook-signing-secret';

export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** The endpoint's secret sealed for storage. */
export function encryptSecret(secret: string, keyMaterial: string, endpointId: string): string {
  return sealSecret(secret, keyMaterial, { label: LABEL, rowId: endpointId });
}

/** The endpoint's secret; values sealed before endpoint binding (v1) are still read. */
export function decryptSecret(stored: string, keyMaterial: string, endpointId: string): string {
  return openSecret(stored, keyMaterial, { label: LABEL, rowId: endpointId }, `bhutanpay-webhook-secrets:${keyMaterial}`);
}
