import 'reflect-metadata';

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WORKFLOWS_ENTRY } from '@pg/workflows';
import { NativeConnection, Worker } from '@temporalio/worker';

import { DemoCodes } from '../../test-support/demo-totp';
import { pollPause } from '../../test-support/sleep';
import { quietTemporalRuntime } from '../../workflows/src/testing/quiet-runtime';
import { testWorkflowCode } from '../../workflows/src/testing/workflow-code';
import { AppModule } from '../src/app.module';
import { seed } from '../src/cli/seed';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { configureHttpApp } from '../src/http-app';
import { temporalTracingPlugins } from '../src/observability/temporal-tracing';
import { buildActivities } from '../src/worker/activities';
import { createMigratedDatabase } from './test-database';

/** t.login reuses a staff token this long: its sign-in's second factor still unlocks money actions (5 minutes). */
const REUSE_WITHIN_MS = 4 * 60_000;

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestApp {
  app: INestApplication;
  url: string;
  dataDir: string;
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<GqlResult<T>>;
  login: (email: string, password?: string) => Promise<string>;
  /** The staff demo accounts' codes (issue 44): a test signing in by itself takes them from here, so no code is used twice. */
  codes: DemoCodes;
  outbox: () => Promise<{ file: string; text: string }[]>;
  close: () => Promise<void>;
}

/**
 * The real API on a fresh, migrated and seeded database, listening on a free port; with
 * `worker: true` also a real Temporal worker on a task queue of its own (TEMPORAL_ADDRESS).
 * `demoHistory: true` seeds the demo merchant's six months of settled history too;
 * `processorFallbacks: true` the demo's fallback acquirer after the Sandbox (issue 41; other tests
 * expect one processor per payment).
 */
export async function createTestApp(options: { worker?: boolean; demoHistory?: boolean; processorFallbacks?: boolean } = {}): Promise<TestApp> {
  const db = await createMigratedDatabase('api');
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-api-'));
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(4).toString('hex')}`,
    VERIFY_LINK_TTL_MS: process.env.VERIFY_LINK_TTL_MS ?? String(48 * 3600 * 1000),
    // Every test pays from one address: the per-address limit of card tokens is a test of its own.
    SANDBOX_TOKENS_PER_MINUTE: process.env.SANDBOX_TOKENS_PER_MINUTE ?? '100000',
    PORT: '0',
    // A development run (also set by scripts/test.mjs): keys derived from one dev secret (config/secrets.ts).
    DEV_MODE: process.env.DEV_MODE ?? '1',
    // The request lines (info) of thousands of test requests would bury Jest's report.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  await seed(db.url, { history: options.demoHistory ?? false, fallbacks: options.processorFallbacks ?? false });

  // rawBody as in main.ts: webhook signatures (Stripe, Sandbox) are checked on the exact bytes.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error'], rawBody: true });
  // The same HTTP settings as main.ts (security headers; the web app when it is built).
  configureHttpApp(app, app.get<AppConfig>(APP_CONFIG));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  process.env.PUBLIC_URL = url;

  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  let connection: NativeConnection | undefined;
  if (options.worker) {
    quietTemporalRuntime();
    connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
    // Temporal's tracing when the test started tracing (observability.test.ts), else none.
    const plugins = temporalTracingPlugins();
    worker = await Worker.create({
      connection,
      taskQueue: process.env.TEMPORAL_TASK_QUEUE!,
      // The tracing plugin adds its interceptors to the bundle it builds: not to a prebuilt one.
      ...(plugins.length ? { workflowsPath: WORKFLOWS_ENTRY } : testWorkflowCode()),
      activities: buildActivities(app),
      plugins,
    });
    running = worker.run();
  }

  const gql: TestApp['gql'] = async (query, variables = {}, token, headers = {}) => {
    const res = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlResult<never>;
  };

  const codes = new DemoCodes();
  const tokens = new Map<string, { token: string; at: number }>();
  const stillValid = async (token: string) =>
    !!(await gql<{ session: { user: { id: string } } | null }>('{ session { user { id } } }', {}, token)).data?.session;

  return {
    app,
    url,
    dataDir,
    gql,
    codes,
    async login(email, password = 'Demo1234!') {
      // A staff demo account signed in a moment ago, whose next code is not yet in reach: its
      // token, while the API still takes it, rather than waiting up to 30 s for the clock.
      // Only while its second factor still counts for money actions (issue 44, step-up: 5
      // minutes; a minute of margin for the test that uses it).
      const recent = tokens.get(email);
      const fresh = recent && Date.now() - recent.at < REUSE_WITHIN_MS;
      if (fresh && password === 'Demo1234!' && !codes.inReach(email) && (await stillValid(recent.token))) return recent.token;
      const r = await gql<{ createSession: { token: string | null; secondFactorChallenge: string | null } }>(
        'mutation($input: CreateSessionInput!) { createSession(input: $input) { token secondFactorChallenge } }',
        { input: { email, password } },
      );
      if (!r.data?.createSession) throw new Error(`login ${email} failed: ${JSON.stringify(r.errors)}`);
      const { token, secondFactorChallenge } = r.data.createSession;
      if (token) return token;
      // Issue 44: the second step, with a code of the demo key (test-support/demo-totp.ts).
      const v = await gql<{ verifySecondFactor: { token: string } }>(
        'mutation($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { token } }',
        { input: { challenge: secondFactorChallenge, code: await codes.next(email) } },
      );
      if (!v.data?.verifySecondFactor) throw new Error(`second step of ${email} failed: ${JSON.stringify(v.errors)}`);
      tokens.set(email, { token: v.data.verifySecondFactor.token, at: Date.now() });
      return v.data.verifySecondFactor.token;
    },
    async outbox() {
      const dir = join(dataDir, 'outbox');
      const files = await readdir(dir).catch(() => [] as string[]);
      return Promise.all(files.sort().map(async (f) => ({ file: f, text: await readFile(join(dir, f), 'utf8') })));
    },
    async close() {
      worker?.shutdown();
      await running;
      await connection?.close();
      await app.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls until `check` returns a value (for work done by the worker). 60 s: what takes 2-5 s on a
 * quiet machine took 2.7 times as long in CI on a starved one; a wrong outcome still fails.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await pollPause(100);
  }
}
