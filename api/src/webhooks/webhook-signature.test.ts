import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createHmac } from 'node:crypto';

import { decryptSecret, encryptSecret, newWebhookSecret } from './webhook-secrets';
import { signatureHeader, signPayload, verifySignature } from './webhook-signature';

describe('webhook signature', () => {
  const body = '{"id":"evt_1","type":"checkout.paid"}';

  it('is the hex HMAC-SHA256 of "t.body"', () => {
    expect(signPayload('whsec_a', 1700000000, body)).toBe(createHmac('sha256', 'whsec_a').update(`1700000000.${body}`).digest('hex'));
    expect(signatureHeader(['whsec_a'], 1700000000, body)).toBe(`t=1700000000,v1=${signPayload('whsec_a', 1700000000, body)}`);
  });

  it('verifies with either secret while both sign, and refuses a changed body, a wrong secret and an old timestamp', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], 1700000000, body);
    expect(verifySignature(header, 'whsec_new', body, 1700000010)).toBe('ok');
    expect(verifySignature(header, 'whsec_old', body, 1700000010)).toBe('ok');
    expect(verifySignature(header, 'whsec_other', body, 1700000010)).toBe('mismatch');
    expect(verifySignature(header, 'whsec_new', body.replace('paid', 'cancelled'), 1700000010)).toBe('mismatch');
    expect(verifySignature(header, 'whsec_new', body, 1700000000 + 301)).toBe('expired');
    expect(verifySignature('v1=abc', 'whsec_new', body, 1700000000)).toBe('malformed');
    expect(verifySignature(undefined, 'whsec_new', body, 1700000000)).toBe('malformed');
  });
});

describe('webhook secrets at rest', () => {
  it('round-trips under the key for its endpoint, and fails under another key or on another endpoint', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = encryptSecret(secret, 'key-1', 'endpoint-a');
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(stored, 'key-1', 'endpoint-a')).toBe(secret);
    expect(() => decryptSecret(stored, 'key-2', 'endpoint-a')).toThrow(/another key/);
    expect(() => decryptSecret(stored, 'key-1', 'endpoint-b')).toThrow();
  });

  it('still reads a secret sealed before endpoint binding (v1)', () => {
    const key = createHash('sha256').update('bhutanpay-webhook-secrets:key-1', 'utf8').digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update('whsec_old', 'utf8'), cipher.final()]);
    const v1 = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    expect(decryptSecret(v1, 'key-1', 'any-endpoint')).toBe('whsec_old');
    expect(() => decryptSecret(v1, 'key-2', 'any-endpoint')).toThrow();
  });
});
