// What a request costs a running API: N sequential GraphQL requests after 50 warm-up ones;
// round-trip mean and percentiles, and with the API's pid the server's CPU time per request
// (from /proc, steadier than latency on a shared machine).
//   node bench/request-overhead.mjs http://127.0.0.1:4000 1000 <api pid>
// Three requests: `{ __typename }` without a token (HTTP and GraphQL only), the same with the
// demo Owner's token (plus the session check of issue 44: the signed token, the auth_session and
// user rows, the last-activity touch at most once a minute), and owner@demo.test's first 20
// invoices (a small list). `npm run bench -- --only request-overhead` runs it on its own platform.
// Also used to compare an API without tracing and with OTEL_EXPORTER_OTLP_ENDPOINT set
// (docs/performance.md, "Tracing overhead").
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { apiClient } from './client.mjs';

/** The three cases' figures: { name, n, mean, p50, p95, p99, cpuMs } (milliseconds). */
export async function requestOverhead({ baseUrl, n = 400, pid }) {
  // The server's CPU time (user + system, in clock ticks of 10 ms) from /proc: less noisy than latency on a shared machine.
  const cpu = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  const gql = async (query, token) => {
    const res = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return res.json();
  };
  // owner@demo.test passes the second step with the demo key (issue 44, decision 0178).
  const token = await apiClient(baseUrl).login('owner@demo.test');
  const cases = [
    { name: 'no token: { __typename }', query: '{ __typename }' },
    { name: 'signed in: { __typename }', query: '{ __typename }', token },
    { name: 'signed in: invoices(first: 20)', query: '{ invoices(first: 20) { total items { id code status } } }', token },
  ];
  const figures = [];
  for (const c of cases) {
    const first = await gql(c.query, c.token);
    if (first.errors) throw new Error(`${c.name}: ${JSON.stringify(first.errors)}`);
    for (let i = 0; i < 50; i++) await gql(c.query, c.token); // warm-up
    const times = [];
    const cpu0 = pid ? cpu() : 0;
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await gql(c.query, c.token);
      times.push(performance.now() - t);
    }
    const cpuMs = pid ? (cpu() - cpu0) / n : NaN;
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / n;
    figures.push({ name: c.name, n, mean, p50: times[n >> 1], p95: times[Math.floor(n * 0.95)], p99: times[Math.floor(n * 0.99)], cpuMs });
  }
  return figures;
}

export function printRequestOverhead(figures, log = console.log) {
  for (const f of figures) {
    log(
      `  ${f.name.padEnd(32)} ${f.n} requests: mean ${f.mean.toFixed(2)} ms, p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, server CPU ${f.cpuMs.toFixed(2)} ms/request`,
    );
  }
  const [anonymous, signedIn] = figures;
  if (anonymous && signedIn) {
    log(
      `  the session check: ${(signedIn.p50 - anonymous.p50).toFixed(2)} ms more at p50, ${(signedIn.cpuMs - anonymous.cpuMs).toFixed(2)} ms more server CPU a request`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4000';
  printRequestOverhead(await requestOverhead({ baseUrl: base, n: Number(process.argv[3] ?? 400), pid: process.argv[4] }));
}
