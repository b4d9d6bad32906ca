import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';

import { processorCallsTotal } from '@pg/api';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** The worker's own metrics: the process's figures and what its activities count (not the API's HTTP and GraphQL ones). */
const workerRegistry = new Registry();
collectDefaultMetrics({ register: workerRegistry });
workerRegistry.registerMetric(processorCallsTotal);

/** A free port on the loopback, for the Temporal Core's own exporter (only this process reads it). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The worker's `GET /metrics` (Prometheus text): its prom-client registry (the process's CPU,
 * memory and event loop; processor_calls_total for the charges and refunds its activities make)
 * followed by the Temporal Runtime's metrics, read from the Core's exporter on the loopback
 * (`temporal_` names: workflow and activity task latency, schedule-to-start, polls, slots). One
 * scrape target for the whole worker.
 */
export function serveWorkerMetrics(port: number, runtimeMetricsUrl: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    void Promise.all([
      workerRegistry.metrics(),
      runtimeMetricsUrl
        ? fetch(runtimeMetricsUrl).then(
            (r) => (r.ok ? r.text() : ''),
            () => '',
          )
        : Promise.resolve(''),
    ]).then(
      ([own, runtime]) => {
        res.writeHead(200, { 'Content-Type': workerRegistry.contentType, 'Cache-Control': 'no-store' });
        res.end(`${own.trimEnd()}\n${runtime}`);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
