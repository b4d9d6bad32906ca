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

// A second API whose Temporal address answers nothing: /ready over HTTP, as a load balancer asks it.
describe('readiness with Temporal unreachable (real PostgreSQL, a closed Temporal port)', () => {
  let down: TestApp;
  const address = process.env.TEMPORAL_ADDRESS;

  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
    process.env.TEMPORAL_ADDRESS = '127.0.0.1:9';
    down = await createTestApp();
  }, 60000);
  afterAll(async () => {
    await down.close();
    process.env.TEMPORAL_ADDRESS = address;
  });

  it('/ready is 503 naming Temporal while /health stays 200', async () => {
    const ready = await fetch(`${down.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', temporal: 'unavailable' } });
    expect((await fetch(`${down.url}/health`)).status).toBe(200);
  });
});
