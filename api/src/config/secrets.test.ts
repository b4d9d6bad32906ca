import { loadConfig } from './app-config';
import { deriveDevSecret, loadSecrets, MIN_SECRET_LENGTH } from './secrets';

// Review F9: outside DEV_MODE=1 the API and worker start only with four distinct keys.

const key = (c: string) => c.repeat(64);
const FOUR = { JWT_SECRET: key('a'), WEBHOOK_SECRETS_KEY: key('b'), FILE_URL_SECRET: key('c'), SANDBOX_WEBHOOK_SECRET: key('d') };

describe('secrets', () => {
  it('refuses to start with none set, naming each variable, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
      expect(() => loadSecrets({ NODE_ENV })).toThrow(
        /JWT_SECRET must be set.*WEBHOOK_SECRETS_KEY must be set.*FILE_URL_SECRET must be set.*SANDBOX_WEBHOOK_SECRET must be set/,
      );
      expect(() => loadConfig({ NODE_ENV })).toThrow(/Refusing to start/);
    }
  });

  it.each(Object.keys(FOUR))('refuses to start without %s', (name) => {
    expect(() => loadSecrets({ ...FOUR, [name]: '' })).toThrow(new RegExp(`${name} must be set`));
  });

  it('refuses a key used for two purposes, and a short one', () => {
    expect(() => loadSecrets({ ...FOUR, FILE_URL_SECRET: FOUR.JWT_SECRET })).toThrow('FILE_URL_SECRET must differ from JWT_SECRET');
    expect(() => loadSecrets({ ...FOUR, SANDBOX_WEBHOOK_SECRET: FOUR.WEBHOOK_SECRETS_KEY })).toThrow(
      'SANDBOX_WEBHOOK_SECRET must differ from WEBHOOK_SECRETS_KEY',
    );
    expect(() => loadSecrets({ ...FOUR, JWT_SECRET: 'x'.repeat(MIN_SECRET_LENGTH - 1) })).toThrow(
      `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  });

  it('takes four distinct keys as they are', () => {
    expect(loadSecrets({ NODE_ENV: 'production', ...FOUR })).toEqual({
      jwtSecret: FOUR.JWT_SECRET,
      webhookSecretsKey: FOUR.WEBHOOK_SECRETS_KEY,
      fileUrlSecret: FOUR.FILE_URL_SECRET,
      sandboxWebhookSecret: FOUR.SANDBOX_WEBHOOK_SECRET,
    });
  });

  it('in DEV_MODE derives each key not set from one dev secret by HKDF, each with its own label', () => {
    const dev = loadSecrets({ DEV_MODE: '1' });
    const values = Object.values(dev);
    expect(new Set(values).size).toBe(4);
    for (const value of values) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(dev.jwtSecret).toBe(deriveDevSecret('dev-only-secret-change-me', 'JWT_SECRET'));
    // Another dev secret, other keys; a key set explicitly is kept.
    const other = loadSecrets({ DEV_MODE: '1', DEV_SECRET: 'my laptop', JWT_SECRET: 'short is fine here' });
    expect(other.jwtSecret).toBe('short is fine here');
    expect(other.fileUrlSecret).toBe(deriveDevSecret('my laptop', 'FILE_URL_SECRET'));
    expect(other.fileUrlSecret).not.toBe(dev.fileUrlSecret);
    // The same key twice is refused in development too.
    expect(() => loadSecrets({ DEV_MODE: '1', JWT_SECRET: 'same', FILE_URL_SECRET: 'same' })).toThrow('FILE_URL_SECRET must differ from JWT_SECRET');
  });

  it('refuses DEV_MODE in production', () => {
    expect(() => loadSecrets({ DEV_MODE: '1', NODE_ENV: 'production', ...FOUR })).toThrow(/DEV_MODE=1 cannot be used with NODE_ENV=production/);
  });

  it('gives the app config each key, none of them the JWT secret', () => {
    const config = loadConfig({ DEV_MODE: '1' });
    expect(new Set([config.jwtSecret, config.webhookSecretsKey, config.fileUrlSecret, config.sandboxWebhookSecret]).size).toBe(4);
  });
});
