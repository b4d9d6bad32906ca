import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds.
// The HMAC arithmetic is otpauth's (a maintained library); this file only adds the rules of
// issue 44: one step of drift either way, and each code accepted once (a step after the last).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ISSUER = 'BhutanPay';
/** Steps either side of now that are accepted (clock drift of the phone). */
const DRIFT_STEPS = 1;
/** How far back a code is still recognised, only to say "expired" rather than "wrong". */
const EXPIRED_LOOKBACK_STEPS = 20;

export type TotpRefusal = 'malformed' | 'wrong' | 'expired' | 'reused';
export type TotpCheck = { ok: true; step: number } | { ok: false; reason: TotpRefusal };

/** A new random key: 20 bytes (160 bits, RFC 4226's recommended length), base32 as apps show it. */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(key: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(key),
  });
}

/** The 30-second step a moment falls in. */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (the demo command and the tests' sign-in helpers). */
export function totpCodeAt(key: string, step: number): string {
  return totpOf(key).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/** The code as typed: spaces and dashes between digits are allowed ("123 456"). */
export function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Checks a code against a key, refusing any step at or before `lastStep` (already used). */
export function checkTotpCode(key: string, rawCode: string, lastStep: number, now = Date.now()): TotpCheck {
  const code = normalizeTotpCode(rawCode);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return { ok: false, reason: 'malformed' };
  const totp = totpOf(key);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) {
    const old = totp.validate({ token: code, timestamp: now, window: EXPIRED_LOOKBACK_STEPS });
    return { ok: false, reason: old !== null && old < 0 ? 'expired' : 'wrong' };
  }
  const step = totpStep(now) + delta;
  if (step <= lastStep) return { ok: false, reason: 'reused' };
  return { ok: true, step };
}
