import { join, resolve } from 'node:path';

import { loadSecrets } from './secrets';

// Every setting the API and worker read, in one place, with the embedded defaults of `npm start`.
export interface AppConfig {
  production: boolean;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  /** Pooled PostgreSQL connections per API or worker process (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  temporalAddress: string;
  temporalNamespace: string;
  /** Temporal UI's address, for PG Admin's links to a record's workflow (TEMPORAL_UI_URL). */
  temporalUiUrl: string;
  /** For Temporal Cloud or a TLS frontend: an API key or mTLS files (temporal-connection.ts). */
  temporalSecurity: { apiKey?: string; tlsCert?: string; tlsKey?: string; tlsCa?: string; tls: boolean };
  /** One queue for every process; tests give each suite its own so parallel workers never cross. */
  taskQueue: string;
  jwtSecret: string;
  /** Signs file URLs (FILE_URL_SECRET; secrets.ts). */
  fileUrlSecret: string;
  /** Signs the Sandbox processor's webhooks (SANDBOX_WEBHOOK_SECRET; secrets.ts). */
  sandboxWebhookSecret: string;
  jwtTtlSeconds: number;
  dataDir: string;
  outboxDir: string;
  smtpUrl?: string;
  mailFrom: string;
  verifyLinkTtlMs: number;
  resetLinkTtlMs: number;
  webDist: string;
  /** How long a refund waits at a stage before its actor is reminded (default 2 days). */
  refundReminderMs?: number;
  /** Start-to-close of one processor refund try (default 60 s, in the refund process); tests shorten it. */
  refundAttemptTimeoutMs?: number;
  /** REST API per-key rate limit: tokens a second and the bucket's size (api-rate-limiter.ts). */
  apiRateLimitPerSecond: number;
  apiRateLimitBurst: number;
  /** Webhooks to merchants: the key material their signing secrets are encrypted under. */
  webhookSecretsKey: string;
  /** Webhooks: first retry interval (doubles up to an hour) and how long a delivery is retried. */
  webhookRetryInitialMs: number;
  webhookGiveUpMs: number;
  /** Webhooks: how often each process looks for events and deliveries not yet dispatched. */
  webhookDispatchPollMs: number;
  /** PG Admin dashboard: a running process whose pending step has made no progress this long is stuck (STUCK_PROCESS_MINUTES, default 30). */
  stuckProcessMs: number;
}

const HOUR = 60 * 60 * 1000;
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  // Four distinct keys, or DEV_MODE=1 (secrets.ts): never a committed fallback in a deployment.
  const { jwtSecret, webhookSecretsKey, fileUrlSecret, sandboxWebhookSecret } = loadSecrets(env);
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const port = Number(env.PORT ?? 4000);
  return {
    production,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: databaseUrlFrom(env),
    databasePoolSize: Math.floor(positive(env.DATABASE_POOL_SIZE, 10)),
    temporalAddress: env.TEMPORAL_ADDRESS ?? 'localhost:7233',
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
    temporalUiUrl: (env.TEMPORAL_UI_URL ?? 'http://localhost:8233').replace(/\/$/, ''),
    temporalSecurity: {
      apiKey: env.TEMPORAL_API_KEY || undefined,
      tlsCert: env.TEMPORAL_TLS_CERT || undefined,
      tlsKey: env.TEMPORAL_TLS_KEY || undefined,
      tlsCa: env.TEMPORAL_TLS_CA || undefined,
      tls: env.TEMPORAL_TLS === 'true',
    },
    taskQueue: env.TEMPORAL_TASK_QUEUE ?? 'payments',
    jwtSecret,
    fileUrlSecret,
    sandboxWebhookSecret,
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 12 * 60 * 60),
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'BhutanPay <no-reply@bhutanpay.test>',
    verifyLinkTtlMs: Number(env.VERIFY_LINK_TTL_MS ?? 48 * HOUR),
    resetLinkTtlMs: Number(env.RESET_LINK_TTL_MS ?? 1 * HOUR),
    webDist: resolve(env.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist')),
    refundReminderMs: env.REFUND_REMINDER_MS ? Number(env.REFUND_REMINDER_MS) : undefined,
    refundAttemptTimeoutMs: env.REFUND_ATTEMPT_TIMEOUT_MS ? Number(env.REFUND_ATTEMPT_TIMEOUT_MS) : undefined,
    apiRateLimitPerSecond: positive(env.API_RATE_LIMIT_PER_SECOND, 100),
    apiRateLimitBurst: positive(env.API_RATE_LIMIT_BURST, 200),
    webhookSecretsKey,
    webhookRetryInitialMs: Number(env.WEBHOOK_RETRY_INITIAL_MS ?? 10_000),
    webhookGiveUpMs: Number(env.WEBHOOK_GIVE_UP_MS ?? 3 * 24 * HOUR),
    webhookDispatchPollMs: Number(env.WEBHOOK_DISPATCH_POLL_MS ?? 500),
    stuckProcessMs: positive(env.STUCK_PROCESS_MINUTES, 30) * 60 * 1000,
  };
}

/** The database alone, for the one-shot CLIs (migrate, seed) that hold no key. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:54329/gateway';
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
