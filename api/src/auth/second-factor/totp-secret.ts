import { decryptSecret, encryptSecret } from '../../webhooks/webhook-secrets';

// TOTP keys are read back to check every code, so they are encrypted (AES-256-GCM), not hashed,
// with the mechanism and key of webhook signing secrets (WEBHOOK_SECRETS_KEY, config/secrets.ts).
// Their own label goes into the key derivation, so the AES key differs from the webhooks' one:
// one secret leaked from one use does not open the other.

const keyMaterial = (webhookSecretsKey: string) => `totp:${webhookSecretsKey}`;

export function encryptTotpKey(key: string, webhookSecretsKey: string): string {
  return encryptSecret(key, keyMaterial(webhookSecretsKey));
}

export function decryptTotpKey(stored: string, webhookSecretsKey: string): string {
  return decryptSecret(stored, keyMaterial(webhookSecretsKey));
}
