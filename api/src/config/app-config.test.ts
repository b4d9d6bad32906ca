import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { loadConfig } from './app-config';

const DEV = { DEV_MODE: '1' };
const KEYS = {
  JWT_SECRET: 'j'.repeat(64),
  WEBHOOK_SECRETS_KEY: 'w'.repeat(64),
  FILE_URL_SECRET: 'f'.repeat(64),
  SANDBOX_WEBHOOK_SECRET: 's'.repeat(64),
};

/** The message loadConfig refuses to start with, or '' when it starts. */
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('loadConfig (review 49 s18: one schema, fail at start)', () => {
  it('gives the embedded defaults of `npm start` when nothing is set', () => {
    const config = loadConfig(DEV);
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: 'postgresql://postgres@127.0.0.1:54329/gateway',
      databasePoolSize: 10,
      temporalAddress: 'localhost:7233',
      temporalNamespace: 'default',
      temporalUiUrl: 'http://localhost:8233',
      temporalSecurity: { tls: false },
      taskQueue: 'payments',
      jwtTtlSeconds: 43_200,
      staffIdleMinutes: 15,
      verifyLinkTtlMs: 48 * 3_600_000,
      resetLinkTtlMs: 3_600_000,
      refundReminderMs: undefined,
      apiRateLimitPerSecond: 100,
      apiRateLimitBurst: 200,
      webhookRetryInitialMs: 10_000,
      webhookGiveUpMs: 3 * 24 * 3_600_000,
      webhookDispatchPollMs: 500,
      stuckProcessMs: 30 * 60_000,
      smtpUrl: undefined,
    });
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('loads the environment scripts/start.mjs gives the API and worker', () => {
    const env = {
      PORT: '4000',
      PUBLIC_URL: 'http://localhost:5173',
      DATA_DIR: '/tmp/data',
      NODE_ENV: 'development',
      WEBHOOK_ALLOW_PRIVATE: '1',
      DEV_MODE: '1',
      WORKER_METRICS_PORT: '9464',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:54329/gateway',
      TEMPORAL_ADDRESS: '127.0.0.1:7233',
      TEMPORAL_UI_URL: 'http://127.0.0.1:8233/',
    };
    expect(loadConfig(env)).toMatchObject({ port: 4000, publicUrl: 'http://localhost:5173', temporalUiUrl: 'http://127.0.0.1:8233' });
  });

  it("loads docker-compose.yml's api environment (its ${VAR:?} keys set, its ${VAR:-default}s as given)", () => {
    const compose = parse(readFileSync(join(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment: Record<string, string> }>;
    };
    for (const name of ['api', 'worker', 'migrate']) {
      const env = Object.fromEntries(
        Object.entries(compose.services[name].environment).map(([key, value]) => [
          key,
          String(value).replace(/\$\{(\w+):([?-])([^}]*)\}/g, (_, variable: string, kind: string, fallback: string) =>
            kind === '?' ? KEYS[variable as keyof typeof KEYS] : fallback,
          ),
        ]),
      );
      const config = loadConfig(env);
      expect({ name, production: config.production, smtp: config.smtpUrl }).toEqual({ name, production: true, smtp: 'smtp://mailpit:1025' });
      // MinIO: static keys, browsers at localhost:9000, the containers at minio:9000, path style.
      expect(config.s3).toEqual({
        bucket: 'gateway-files',
        region: 'us-east-1',
        credentials: { accessKeyId: 'gateway', secretAccessKey: 'gateway-secret' },
        endpoint: 'http://localhost:9000',
        internalEndpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
    }
  });

  it('refuses an empty poll interval and empty link lifetimes instead of 0 ms', () => {
    const message = refusal({ ...DEV, WEBHOOK_DISPATCH_POLL_MS: '', RESET_LINK_TTL_MS: '', VERIFY_LINK_TTL_MS: '' });
    expect(message).toMatch(/^Refusing to start: /);
    for (const name of ['WEBHOOK_DISPATCH_POLL_MS', 'RESET_LINK_TTL_MS', 'VERIFY_LINK_TTL_MS']) expect(message).toContain(`${name} must be a whole number`);
  });

  it('lists every bad variable at once, the secrets too', () => {
    const message = refusal({
      JWT_TTL_SECONDS: '12h',
      PORT: '70000',
      WEBHOOK_GIVE_UP_MS: '0',
      WEBHOOK_RETRY_INITIAL_MS: '-5',
      DATABASE_POOL_SIZE: '2.5',
      STUCK_PROCESS_MINUTES: 'half',
      TEMPORAL_TLS: 'yes please',
    });
    for (const name of [
      'JWT_TTL_SECONDS',
      'PORT',
      'WEBHOOK_GIVE_UP_MS',
      'WEBHOOK_RETRY_INITIAL_MS',
      'DATABASE_POOL_SIZE',
      'STUCK_PROCESS_MINUTES',
      'TEMPORAL_TLS',
      'JWT_SECRET must be set',
      'FILE_URL_SECRET must be set',
    ]) {
      expect({ name, listed: message.includes(name) }).toEqual({ name, listed: true });
    }
  });

  it('accepts true, TRUE and 1 for TEMPORAL_TLS', () => {
    for (const value of ['true', 'TRUE', '1', 'True']) expect(loadConfig({ ...DEV, TEMPORAL_TLS: value }).temporalSecurity.tls).toBe(true);
    for (const value of ['', 'false', '0']) expect(loadConfig({ ...DEV, TEMPORAL_TLS: value }).temporalSecurity.tls).toBe(false);
  });

  it('takes PORT=0 (tests listen on a free port) and fractional minutes', () => {
    expect(loadConfig({ ...DEV, PORT: '0', STUCK_PROCESS_MINUTES: '0.02' })).toMatchObject({ port: 0, stuckProcessMs: 1200 });
  });

  it('requires DATABASE_URL and SMTP_URL in production, with the four keys', () => {
    const message = refusal({ NODE_ENV: 'production', ...KEYS });
    expect(message).toContain('DATABASE_URL must be set in production.');
    expect(message).toContain('SMTP_URL must be set in production (or MAIL_TO_OUTBOX=1).');
    expect(refusal({ NODE_ENV: 'production', ...KEYS, DATABASE_URL: 'postgresql://db/gateway', MAIL_TO_OUTBOX: '1' })).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS, DATABASE_URL: 'postgresql://db/gateway', SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      production: true,
      jwtSecret: KEYS.JWT_SECRET,
    });
  });
  it('reads S3 settings: none without S3_BUCKET, static keys only as a pair, a session token only with them', () => {
    expect(loadConfig(DEV).s3).toBeUndefined();
    // No keys: the AWS SDK's default provider chain (an IAM role), AWS's endpoint, virtual-hosted.
    expect(loadConfig({ ...DEV, S3_BUCKET: 'files' }).s3).toEqual({ bucket: 'files', region: 'us-east-1', forcePathStyle: false });
    expect(loadConfig({ ...DEV, S3_BUCKET: 'files', AWS_REGION: 'eu-west-1', S3_ENDPOINT: 'http://localhost:9000' }).s3).toEqual({
      bucket: 'files',
      region: 'eu-west-1',
      endpoint: 'http://localhost:9000',
      forcePathStyle: true,
    });
    const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret', S3_SESSION_TOKEN: 'token' };
    expect(loadConfig({ ...DEV, S3_BUCKET: 'files', ...keys, S3_FORCE_PATH_STYLE: 'yes' }).s3).toMatchObject({
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: 'token' },
      forcePathStyle: true,
    });
    expect(loadConfig({ ...DEV, S3_BUCKET: 'files', S3_ENDPOINT: 'https://minio.test', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(refusal({ ...DEV, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA' })).toContain('S3_SECRET_ACCESS_KEY must be set with its pair');
    expect(refusal({ ...DEV, S3_BUCKET: 'files', S3_SESSION_TOKEN: 'token' })).toContain('S3_SESSION_TOKEN needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(refusal({ ...DEV, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT must be an http(s) address');
    expect(refusal({ ...DEV, S3_FORCE_PATH_STYLE: 'maybe' })).toContain('S3_FORCE_PATH_STYLE must be true or false');
  });
});
