import { createHmac, timingSafeEqual } from 'node:crypto';

// The one HMAC signature scheme of the platform, as Stripe signs (https://docs.stripe.com/webhooks/signature):
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one v1 per secret that signs (two
// during a secret's roll). Used for the webhooks to merchants (BhutanPay-Signature,
// webhooks/webhook-signature.ts) and the Sandbox processor's own (payments/sandbox/sandbox-signature.ts);
// review 49 s11: one copy, so the two cannot drift.

/** How old a signed timestamp a receiver still accepts (replayed captures are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `<timestamp>.<body>`; a string body is its UTF-8 bytes, a Buffer the raw ones. */
export function signPayload(secret: string, timestamp: number, body: string | Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`, 'utf8');
  return (typeof body === 'string' ? mac.update(body, 'utf8') : mac.update(body)).digest('hex');
}

/** The header: the timestamp and one v1 per signing secret. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string | Buffer): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)].join(',');
}

export type SignatureCheck = 'ok' | 'malformed' | 'expired' | 'mismatch';

/** What a receiver does: any v1 made with its secret, over the exact body, recent enough. */
export function verifySignature(
  header: string | undefined,
  secret: string,
  body: string | Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  // The hex shape is checked first, so timingSafeEqual always compares 32 bytes with 32.
  const signatures = parts.filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? '')).map(([, v]) => Buffer.from(v, 'hex'));
  if (!Number.isInteger(t) || signatures.length === 0) return 'malformed';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'expired';
  const expected = Buffer.from(signPayload(secret, t, body), 'hex');
  return signatures.some((s) => timingSafeEqual(s, expected)) ? 'ok' : 'mismatch';
}
