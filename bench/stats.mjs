// Measuring helpers of the benchmarks: a closed-loop load generator and percentiles.
// Benchmarks measure and print; they never assert (timings depend on the machine).

/** The q-th percentile (0..100) of `values`, nearest-rank. */
export function percentile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank - 1, 0), sorted.length - 1)];
}

/**
 * Runs `count` calls of `op(i)` with `concurrency` callers in a closed loop (each caller starts
 * its next call when the previous one answered), optionally stopping after `maxMs`.
 * Returns one sample per call: { i, start, end, ms, ok, error } (start/end: epoch ms).
 */
export async function closedLoop({ count, concurrency, op, maxMs = Infinity }) {
  const samples = [];
  let next = 0;
  const began = performance.now();
  const epoch = Date.now() - began;
  const caller = async () => {
    while (next < count && performance.now() - began < maxMs) {
      const i = next++;
      const t0 = performance.now();
      let ok = true;
      let error;
      try {
        await op(i);
      } catch (e) {
        ok = false;
        error = e instanceof Error ? e.message : String(e);
      }
      const t1 = performance.now();
      samples.push({ i, start: epoch + t0, end: epoch + t1, ms: t1 - t0, ok, error });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const wallMs = performance.now() - began;
  return summarize(samples, wallMs, concurrency);
}

export function summarize(samples, wallMs, concurrency) {
  const ok = samples.filter((s) => s.ok);
  const ms = ok.map((s) => s.ms);
  return {
    concurrency,
    count: samples.length,
    failed: samples.length - ok.length,
    firstError: samples.find((s) => !s.ok)?.error,
    wallMs,
    perSecond: (ok.length / wallMs) * 1000,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    samples,
  };
}

/** Runs `n` async tasks with at most `width` at a time (set-up work, not measured). */
export async function inBatches(n, width, task) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A plain text table: rows of cells, first row the header. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ');
      return i === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}
