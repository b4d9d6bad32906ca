// What a request costs a running API: N sequential GraphQL reads (owner@demo.test's first 20
// invoices) after 50 warm-up ones; round-trip mean and percentiles, and with the API's pid the
// server's CPU time per request (from /proc, steadier than latency on a shared machine).
//   node bench/request-overhead.mjs http://127.0.0.1:4000 1000 <api pid>
// Used to compare an API without tracing and with OTEL_EXPORTER_OTLP_ENDPOINT set
// (docs/performance.md, "Tracing overhead").
import { readFileSync } from 'node:fs';

import { apiClient } from './client.mjs';
const base = process.argv[2] ?? 'http://127.0.0.1:4000';
const n = Number(process.argv[3] ?? 400);
const pid = process.argv[4];
// The server's CPU time (user + system, in clock ticks of 10 ms) from /proc: less noisy than latency on a shared machine.
const cpu = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const gql = async (query, variables = {}, token) => {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
};
// owner@demo.test passes the second step with the demo key (issue 44, decision 0178).
const token = await apiClient(base).login('owner@demo.test');
const q = '{ invoices(first: 20) { total items { id code status } } }';
const first = await gql(q, {}, token);
if (first.errors) {
  console.log(JSON.stringify(first.errors));
  process.exit(1);
}
for (let i = 0; i < 50; i++) await gql(q, {}, token); // warm-up
const times = [];
const cpu0 = pid ? cpu() : 0;
for (let i = 0; i < n; i++) {
  const t = performance.now();
  await gql(q, {}, token);
  times.push(performance.now() - t);
}
const cpuMs = pid ? (cpu() - cpu0) / n : NaN;
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / n;
console.log(
  `${n} requests: mean ${mean.toFixed(2)} ms, p50 ${times[n >> 1].toFixed(2)} ms, p95 ${times[Math.floor(n * 0.95)].toFixed(2)} ms, p99 ${times[Math.floor(n * 0.99)].toFixed(2)} ms, server CPU ${cpuMs.toFixed(2)} ms/request`,
);
