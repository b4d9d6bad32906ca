import { signatureHeader, verifySignature } from '../../security/hmac-signature';

// The Sandbox signs its webhooks with the platform's one HMAC scheme (security/hmac-signature.ts):
// `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, and the
// receiver refuses a signature older than the tolerance (replayed captures).

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

export function signSandboxPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return signatureHeader([secret], timestamp, body);
}

/** True when the header signs these exact bytes with the secret, recently enough. */
export function verifySandboxSignature(raw: Buffer, header: string | undefined, secret: string, now = Math.floor(Date.now() / 1000)): boolean {
  return verifySignature(header, secret, raw, now) === 'ok';
}
