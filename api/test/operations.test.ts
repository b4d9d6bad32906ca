import { EntityManager } from '@mikro-orm/postgresql';

import { HealthController } from '../src/health/health.controller';
import type { TemporalService } from '../src/temporal/temporal.service';
import { paidInvoice } from './support/refund-fixtures';
import { createTestApp, type TestApp } from './test-app';

// What operations read: liveness apart from readiness, and Prometheus metrics of the API.
describe('operations endpoints (real PostgreSQL + Temporal)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
  }, 60000);
  afterAll(() => t.close());

  it('/health answers while the process lives; /ready names PostgreSQL and Temporal', async () => {
    expect(await (await fetch(`${t.url}/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', temporal: 'ok' } });
  });

  it('the readiness check answers 503 naming what is down (the controller called with Temporal unreachable)', async () => {
    const down = { getClient: () => Promise.reject(new Error('connection refused')) } as unknown as TemporalService;
    const controller = new HealthController(t.app.get(EntityManager), down);
    let answer: { code: number; body: unknown } | undefined;
    const res = { status: (code: number) => ({ json: (body: unknown) => void (answer = { code, body }) }) };
    await controller.ready(res as never);
    expect(answer).toEqual({ code: 503, body: { status: 'unavailable', checks: { database: 'ok', temporal: 'unavailable' } } });
  });

  it('/metrics: HTTP and GraphQL latency by route and operation, payments by outcome', async () => {
    const owner = await t.login('owner@demo.test');
    await paidInvoice(t, owner, 'metrics-1');
    const res = await fetch(`${t.url}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/graphql",status="200"\} \d+/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{field="createSession",type="mutation",outcome="ok"\} \d+/);
    expect(text).toMatch(/payments_total\{kind="invoice",outcome="succeeded"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
  });
});
