import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { processorCallsTotal } from '@pg/api';

import { serveWorkerMetrics } from './metrics-server';

// The worker's one scrape target: its own registry, then the Temporal Core's text as served.
describe('worker /metrics', () => {
  let core: Server;
  let worker: Server;
  let url: string;
  let coreUp = true;

  beforeAll(async () => {
    core = createServer((req, res) => {
      if (!coreUp) return void res.writeHead(503).end();
      res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(
          '# HELP temporal_activity_execution_latency x\n# TYPE temporal_activity_execution_latency histogram\ntemporal_activity_execution_latency_count{activity_type="chargeInvoice"} 3\n',
        );
    });
    await new Promise<void>((r) => core.listen(0, '127.0.0.1', r));
    worker = await serveWorkerMetrics(0, `http://127.0.0.1:${(core.address() as AddressInfo).port}/metrics`);
    url = `http://127.0.0.1:${(worker.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    worker.close();
    core.close();
  });

  it('serves the process figures, the processor calls and the Temporal Runtime metrics', async () => {
    processorCallsTotal.inc({ processor: 'sandbox', operation: 'charge', outcome: 'succeeded' });
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('processor_calls_total{processor="sandbox",operation="charge",outcome="succeeded"} 1');
    expect(text).toContain('temporal_activity_execution_latency_count{activity_type="chargeInvoice"} 3');
    // Not the API's HTTP and GraphQL series: the worker serves neither.
    expect(text).not.toContain('graphql_operation_duration_seconds');
  });

  it('still answers with its own metrics while the Core exporter does not', async () => {
    coreUp = false;
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toContain('processor_calls_total');
    expect(text).not.toContain('temporal_');
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`${url}/`)).status).toBe(404);
  });
});
