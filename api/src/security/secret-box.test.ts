import { openSecret, sealSecret } from './secret-box';

const TOTP = { label: 'totp-key', rowId: 'user-1' };

describe('the secret box (sealed secrets the platform reads back)', () => {
  it('opens with the same key, use and row', () => {
    const sealed = sealSecret('JBSWY3DP', 'key material', TOTP);
    expect(sealed).toMatch(/^v2\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(openSecret(sealed, 'key material', TOTP)).toBe('JBSWY3DP');
  });

  it('a value copied onto another row does not open there', () => {
    const sealed = sealSecret('JBSWY3DP', 'key material', TOTP);
    expect(() => openSecret(sealed, 'key material', { ...TOTP, rowId: 'user-2' })).toThrow();
  });

  it('each use has its own key: a webhook secret does not open as a TOTP key of the same row', () => {
    const sealed = sealSecret('whsec_x', 'key material', { label: 'webhook-signing-secret', rowId: 'user-1' });
    expect(() => openSecret(sealed, 'key material', TOTP)).toThrow(/another key/);
  });

  it('names the key it was sealed under when another key opens it', () => {
    const sealed = sealSecret('JBSWY3DP', 'old key', TOTP);
    const keyId = sealed.split('.')[1];
    expect(() => openSecret(sealed, 'new key', TOTP)).toThrow(`Secret sealed under another key (key id ${keyId})`);
  });

  it('refuses other formats, and v1 without its legacy key', () => {
    expect(() => openSecret('v3.a.b.c.d', 'key', TOTP)).toThrow('Unknown sealed secret format');
    expect(() => openSecret('v1.a.b.c', 'key', TOTP)).toThrow('Unknown sealed secret format');
  });
});
