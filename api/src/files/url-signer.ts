import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedMethod = 'GET' | 'PUT';

// HMAC over method, key and expiry: a URL works only for what it was issued for, until then.
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(method: SignedMethod, key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
  }

  verify(method: SignedMethod, key: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
    const at = Number(expires);
    if (!Number.isInteger(at) || at * 1000 < now || !signature) return false;
    const expected = Buffer.from(this.sign(method, key, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
