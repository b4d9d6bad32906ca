import { join, resolve } from 'node:path';

import { z } from 'zod';

import { loadSecrets, type Secrets } from './secrets';
import { relyingPartyOf, type WebauthnRelyingParty } from './webauthn-relying-party';

// Every setting the API and worker read, in one place, with the embedded defaults of `npm start`.
export interface AppConfig {
  production: boolean;
  port: number;
  publicUrl: string;
  /** Passkeys' relying party (RP ID and accepted origins), from PUBLIC_URL (webauthn-relying-party.ts). */
  webauthn: WebauthnRelyingParty;
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
  /** A session's absolute cap (JWT_TTL_SECONDS, default 12 h): its token expires with it, however busy it is. */
  jwtTtlSeconds: number;
  /** Staff sessions (PG Admin, Bank Admin, Bank Finance) end after this idle time (STAFF_IDLE_MINUTES, default 15; PCI DSS 8.2.8). */
  staffIdleMinutes: number;
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
  /** S3 storage for uploads when S3_BUCKET is set; local disk (DATA_DIR/files) otherwise. */
  s3?: S3Config;
}

/** The bucket uploads go to (files/s3-file-storage.ts), read through the AWS SDK. */
export interface S3Config {
  bucket: string;
  region: string;
  /**
   * Static keys (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN) when set; otherwise the
   * SDK's default provider chain (AWS_* variables, SSO or a profile, web identity (EKS), the ECS
   * task role, the EC2 instance profile), whose temporary credentials it refreshes itself.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Where browsers reach S3 (a MinIO address); AWS's regional endpoint when unset. */
  endpoint?: string;
  /** Where the API and worker reach S3 themselves when browsers reach it elsewhere (compose). */
  internalEndpoint?: string;
  /** <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint host>/<key>. */
  forcePathStyle: boolean;
}

const HOUR = 60 * 60 * 1000;
const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:54329/gateway';

// Review 49 s18: one schema for every variable. A variable not set takes its default; one set to
// anything else must be valid, an empty value included (`VAR=` in a compose file used to give 0
// ms, a busy poll, and `12h` gave NaN, so every sign-in failed at run time instead of at boot).
// Every problem is listed at once, with the four keys' own rules (secrets.ts).

/** A whole number of at least `min` (milliseconds, seconds, a pool size, a port). */
const integer = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number${min > 0 ? ` of at least ${min}` : ''}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    )
    .optional()
    .transform((value) => value ?? fallback);

/** A number above zero; a fraction is allowed (STUCK_PROCESS_MINUTES=0.02 in tests, a rate a second). */
const positive = (fallback: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: 'must be a number above 0' })
    .transform(Number)
    .pipe(z.number().positive({ error: 'must be a number above 0' }))
    .optional()
    .transform((value) => value ?? fallback);

/** true/TRUE/1/yes or false/0/no; unset or empty is false. */
const flag = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const value = (text ?? '').trim().toLowerCase();
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['', 'false', '0', 'no'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false (1 or 0)' });
    return z.NEVER;
  });

/** A text setting: unset takes the default, empty means not set. */
const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
/** An http(s) address, or unset (empty means not set). */
const optionalUrl = optionalText.refine((value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value), { error: 'must be an http(s) address' });
/** A flag whose default depends on other settings: unset or empty is undefined. */
const optionalFlag = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const value = (text ?? '').trim().toLowerCase();
    if (value === '') return undefined;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false (1 or 0)' });
    return z.NEVER;
  });

const schema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: integer(4000, 0, 65535),
    PUBLIC_URL: optionalText,
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: integer(10),
    TEMPORAL_ADDRESS: text('localhost:7233'),
    TEMPORAL_NAMESPACE: text('default'),
    TEMPORAL_UI_URL: text('http://localhost:8233'),
    TEMPORAL_API_KEY: optionalText,
    TEMPORAL_TLS_CERT: optionalText,
    TEMPORAL_TLS_KEY: optionalText,
    TEMPORAL_TLS_CA: optionalText,
    TEMPORAL_TLS: flag,
    TEMPORAL_TASK_QUEUE: text('payments'),
    JWT_TTL_SECONDS: integer(12 * 60 * 60),
    STAFF_IDLE_MINUTES: positive(15),
    DATA_DIR: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: text('BhutanPay <no-reply@bhutanpay.test>'),
    VERIFY_LINK_TTL_MS: integer(48 * HOUR),
    RESET_LINK_TTL_MS: integer(1 * HOUR),
    WEB_DIST: optionalText,
    REFUND_REMINDER_MS: integer(0).transform((value) => value || undefined),
    REFUND_ATTEMPT_TIMEOUT_MS: integer(0).transform((value) => value || undefined),
    API_RATE_LIMIT_PER_SECOND: positive(100),
    API_RATE_LIMIT_BURST: positive(200),
    WEBHOOK_RETRY_INITIAL_MS: integer(10_000),
    WEBHOOK_GIVE_UP_MS: integer(3 * 24 * HOUR),
    WEBHOOK_DISPATCH_POLL_MS: integer(500),
    STUCK_PROCESS_MINUTES: positive(30),
    MAIL_TO_OUTBOX: flag,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    AWS_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_SESSION_TOKEN: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_INTERNAL_ENDPOINT: optionalUrl,
    S3_FORCE_PATH_STYLE: optionalFlag,
  })
  .superRefine((env, ctx) => {
    // Static S3 keys come as a pair (a session token only with them); none: the SDK's chain.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set with its pair (or neither, for the AWS default credentials)' });
    }
    if (env.S3_SESSION_TOKEN && !env.S3_ACCESS_KEY_ID) {
      ctx.addIssue({ code: 'custom', path: ['S3_SESSION_TOKEN'], message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    }
    if (env.NODE_ENV !== 'production') return;
    // A deployment never falls back to a local database or writes customers' e-mails to disk.
    if (!env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must be set in production' });
    // MAIL_TO_OUTBOX=1 says so explicitly (the bench runs in production mode with no mail server).
    if (!env.SMTP_URL && !env.MAIL_TO_OUTBOX) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set in production (or MAIL_TO_OUTBOX=1)' });
  });

/** Each problem as `NAME must …`, in the schema's order. */
function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const message = issue.code === 'invalid_type' ? 'must be text' : issue.message;
    return `${name} ${message}.`;
  });
}

/** The secrets' problems (secrets.ts), without its own prefix, so one message lists everything. */
function secretsOrProblems(env: NodeJS.ProcessEnv): { secrets?: Secrets; problems: string[] } {
  try {
    return { secrets: loadSecrets(env), problems: [] };
  } catch (error) {
    return { problems: [(error as Error).message.replace(/^Refusing to start: /, '')] };
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Four distinct keys, or DEV_MODE=1 (secrets.ts): never a committed fallback in a deployment.
  const { secrets, problems } = secretsOrProblems(env);
  const parsed = schema.safeParse(env);
  if (!parsed.success) problems.unshift(...problemsOf(parsed.error));
  if (!parsed.success || !secrets) throw new Error(`Refusing to start: ${problems.join(' ')}`);
  const v = parsed.data;
  const dataDir = resolve(v.DATA_DIR ?? join(REPO_ROOT, '.data'));
  return {
    production: v.NODE_ENV === 'production',
    port: v.PORT,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    webauthn: relyingPartyOf((v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '')),
    databaseUrl: v.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    temporalAddress: v.TEMPORAL_ADDRESS,
    temporalNamespace: v.TEMPORAL_NAMESPACE,
    temporalUiUrl: v.TEMPORAL_UI_URL.replace(/\/$/, ''),
    temporalSecurity: {
      apiKey: v.TEMPORAL_API_KEY,
      tlsCert: v.TEMPORAL_TLS_CERT,
      tlsKey: v.TEMPORAL_TLS_KEY,
      tlsCa: v.TEMPORAL_TLS_CA,
      tls: v.TEMPORAL_TLS,
    },
    taskQueue: v.TEMPORAL_TASK_QUEUE,
    ...secrets,
    jwtTtlSeconds: v.JWT_TTL_SECONDS,
    staffIdleMinutes: v.STAFF_IDLE_MINUTES,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    verifyLinkTtlMs: v.VERIFY_LINK_TTL_MS,
    resetLinkTtlMs: v.RESET_LINK_TTL_MS,
    webDist: resolve(v.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist')),
    refundReminderMs: v.REFUND_REMINDER_MS,
    refundAttemptTimeoutMs: v.REFUND_ATTEMPT_TIMEOUT_MS,
    apiRateLimitPerSecond: v.API_RATE_LIMIT_PER_SECOND,
    apiRateLimitBurst: v.API_RATE_LIMIT_BURST,
    webhookRetryInitialMs: v.WEBHOOK_RETRY_INITIAL_MS,
    webhookGiveUpMs: v.WEBHOOK_GIVE_UP_MS,
    webhookDispatchPollMs: v.WEBHOOK_DISPATCH_POLL_MS,
    stuckProcessMs: v.STUCK_PROCESS_MINUTES * 60 * 1000,
    ...(v.S3_BUCKET ? { s3: s3ConfigOf({ ...v, S3_BUCKET: v.S3_BUCKET }) } : {}),
  };
}

type Parsed = z.output<typeof schema>;

function s3ConfigOf(v: Parsed & { S3_BUCKET: string }): S3Config {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_SESSION_TOKEN: sessionToken } = v;
  return {
    bucket: v.S3_BUCKET,
    region: v.S3_REGION ?? v.AWS_REGION ?? 'us-east-1',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } } : {}),
    ...(v.S3_ENDPOINT ? { endpoint: v.S3_ENDPOINT } : {}),
    ...(v.S3_INTERNAL_ENDPOINT ? { internalEndpoint: v.S3_INTERNAL_ENDPOINT } : {}),
    // An own endpoint (MinIO at localhost:9000) serves path style; AWS virtual-hosted. The SDK
    // itself goes path style for a bucket name with dots (its TLS certificate has one level).
    forcePathStyle: v.S3_FORCE_PATH_STYLE ?? Boolean(v.S3_ENDPOINT),
  };
}

/** The database alone, for the one-shot CLIs (migrate, seed) that hold no key. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
