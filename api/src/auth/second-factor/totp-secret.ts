import { openSecret, sealSecret } from '../../security/secret-box';

// TOTP keys are read back to check every code, so they are sealed (AES-256-GCM,
// security/secret-box.ts), not hashed, under the key of webhook signing secrets
// (WEBHOOK_SECRETS_KEY, config/secrets.ts) with a label of their own, so the AES key differs
// from the webhooks' one, and bound to their person: a key copied onto another row does not open.

const LABEL = 'totp-key';

export function encryptTotpKey(key: string, webhookSecretsKey: string, userId: string): string {
  return sealSecret(key, webhookSecretsKey, { label: LABEL, rowId: userId });
}

export function decryptTotpKey(stored: string, webhookSecretsKey: string, userId: string): string {
  return openSecret(stored, webhookSecretsKey, { label: LABEL, rowId: userId });
}
