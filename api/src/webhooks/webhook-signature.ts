import { createHmac, timingSafeEqual } from 'node:crypto';

// The BhutanPay-Signature header (issue 14), as Stripe signs: `t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<body>">`, one v1 per secret that signs (two during a secret's roll).

export const SIGNATURE_HEADER = 'BhutanPay-Signature';
/** How old a signed timestamp a receiver should still accept (the example server's rule). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)].join(',');
}

export type SignatureCheck = 'ok' | 'malformed' | 'expired' | 'mismatch';

/** What a receiver does: any v1 made with its secret, over the exact body, recent enough. */
export function verifySignature(
  header: string | undefined,
  secret: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? '')).map(([, v]) => Buffer.from(v, 'hex'));
  if (!Number.isInteger(t) || signatures.length === 0) return 'malformed';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'expired';
  const expected = Buffer.from(signPayload(secret, t, body), 'hex');
  return signatures.some((s) => timingSafeEqual(s, expected)) ? 'ok' : 'mismatch';
}
