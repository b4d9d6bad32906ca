// What a request costs a running API: N sequential GraphQL requests of each kind after 100 warm-up
// ones, the kinds taking turns in 10 rounds;
// round-trip mean and percentiles, and with the API's pid the server's CPU time per request
// (from /proc, steadier than latency on a shared machine).
//   node bench/request-overhead.mjs http://127.0.0.1:4000 1000 <api pid>
// Three requests: `{ session { user { id } } }` without a token (HTTP and GraphQL only: null), the
// same with the demo Owner's token (plus the session check of issue 44: the signed token, the
// auth_session and user rows, the last-activity touch at most once a minute; `{ __typename }`
// would skip it, the guard runs per resolved field), and owner@demo.test's first 20
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
    // `session` is public: without a token it answers null, with one it is the session check's answer.
    { name: 'no token: session', query: '{ session { user { id } } }' },
    { name: 'signed in: session', query: '{ session { user { id } } }', token },
    { name: 'signed in: invoices(first: 20)', query: '{ invoices(first: 20) { total items { id code status } } }', token },
  ];
  for (const c of cases) {
    const first = await gql(c.query, c.token);
    if (first.errors) throw new Error(`${c.name}: ${JSON.stringify(first.errors)}`);
    for (let i = 0; i < 100; i++) await gql(c.query, c.token); // warm-up
  }
  // Paired rounds: the cases take turns, so a busy moment of a shared machine falls on each alike.
  const rounds = 10;
  const per = Math.max(1, Math.round(n / rounds));
  const samples = cases.map(() => ({ times: [], cpuMs: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, c] of cases.entries()) {
      const cpu0 = pid ? cpu() : 0;
      for (let k = 0; k < per; k++) {
        const t = performance.now();
        await gql(c.query, c.token);
        samples[i].times.push(performance.now() - t);
      }
      if (pid) samples[i].cpuMs += cpu() - cpu0;
    }
  }
  const figures = cases.map((c, i) => {
    const times = samples[i].times.sort((a, b) => a - b);
    const count = times.length;
    const mean = times.reduce((a, b) => a + b, 0) / count;
    const pick = (q) => times[Math.min(count - 1, Math.floor(count * q))];
    return { name: c.name, n: count, mean, p50: pick(0.5), p95: pick(0.95), p99: pick(0.99), cpuMs: pid ? samples[i].cpuMs / count : NaN };
  });
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
    // An upper bound of the session check: it includes reading the session's user and organization for the answer.
    log(
      `  signed in vs no token (the session check and the session's answer): ${(signedIn.p50 - anonymous.p50).toFixed(2)} ms more at p50, ${(signedIn.cpuMs - anonymous.cpuMs).toFixed(2)} ms more server CPU a request`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4000';
  printRequestOverhead(await requestOverhead({ baseUrl: base, n: Number(process.argv[3] ?? 400), pid: process.argv[4] }));
}
