// Benchmark 7 (--only lighthouse): Lighthouse's mobile run (its default: a Moto G Power on slow
// 4G, CPU 4x slower, simulated throttling) of the public pay page and of the sign-in page, in
// Debian's headless Chromium, 3 runs each, medians. Also checks what the server sends: every text
// asset precompressed, hashed assets immutable, HTML not cached.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { readBaseline, runNote, saveBaselineIfAsked } from './baselines.mjs';
import { fmt, table } from './stats.mjs';

// The issue's figures before compression, immutable caching and this work (issue 13).
export const PREVIOUS = { pay: { performance: 87, lcpMs: 3200 }, signin: { performance: 75, lcpMs: 4300 } };
export const GOALS = { performance: 95, lcpMs: 1500, cls: 0.05, accessibility: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/** Chromium with a DevTools port of its own, the port read from what it prints when ready. */
async function launchChromium(chromium) {
  const profile = mkdtempSync(join(tmpdir(), 'pg-lighthouse-'));
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--remote-debugging-port=0'];
  const child = spawn(chromium, [...args, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port in 30 s: ${text}`)), 30000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened: ${text}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse report (lhr). */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const weak = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a details item of type node).
  const lcpElement = (audit('lcp-breakdown-insight')?.details?.items ?? []).find((item) => item.type === 'node')?.nodeLabel;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    siMs: audit('speed-index').numericValue,
    bytes: audit('total-byte-weight').numericValue,
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + r.transferSize, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElement ?? null,
    weak,
  };
}

/**
 * The page's main thread in Lighthouse's trace, by the thread's own clock: on a loaded machine a
 * task's wall time (what Lighthouse multiplies by 4) includes the time the renderer waited for a
 * core; its CPU time does not. Blocking time from CPU time is Lighthouse's formula (each task
 * after the first contentful paint, times 4, less 50 ms) on the CPU time instead of the wall time.
 */
function mainThreadOf(trace) {
  const events = trace?.traceEvents ?? [];
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  if (!nav) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts > nav.ts);
  const tasks = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts > (fcp ?? nav).ts);
  const ms = (us) => (us ?? 0) / 1000;
  const blocking = (key) => tasks.reduce((sum, e) => sum + Math.max(0, 4 * ms(e[key]) - 50), 0);
  return {
    wallMs: tasks.reduce((sum, e) => sum + ms(e.dur), 0),
    cpuMs: tasks.reduce((sum, e) => sum + ms(e.tdur), 0),
    longestCpuMs: Math.max(0, ...tasks.map((e) => ms(e.tdur))),
    tbtFromWallMs: blocking('dur'),
    tbtFromCpuMs: blocking('tdur'),
  };
}

/**
 * The Performance score Lighthouse would give with `tbtMs` as the blocking time, every other
 * metric as measured: its own curve for the metric (log-normal, the audit's p10 and median) and
 * the category's weights.
 */
async function performanceWithTbt(lhr, tbtMs) {
  const { getLogNormalScore } = await import('lighthouse/shared/statistics.js');
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const scoreOf = (id) => {
    const audit = lhr.audits[id];
    return id === 'total-blocking-time' ? getLogNormalScore(audit.scoringOptions, tbtMs) : (audit.score ?? 0);
  };
  const weighted = refs.reduce((sum, ref) => sum + scoreOf(ref.id) * ref.weight, 0);
  return Math.round((weighted / refs.reduce((sum, ref) => sum + ref.weight, 0)) * 100);
}

/** Lighthouse `runs` times on `url` (a fresh Chromium each time: nothing cached), mobile. */
async function runLighthouse(url, chromium, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const results = [];
  for (let i = 0; i < runs; i++) {
    const browser = await launchChromium(chromium);
    try {
      const load = loadavg()[0];
      const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const thread = mainThreadOf(result.artifacts?.Trace);
      if (thread) thread.performanceFromCpu = await performanceWithTbt(result.lhr, thread.tbtFromCpuMs);
      results.push({ ...figuresOf(result.lhr), load, thread });
    } finally {
      await browser.close();
    }
  }
  const keys = ['performance', 'accessibility', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'siMs', 'bytes', 'scriptBytes', 'benchmarkIndex', 'load'];
  const med = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
  const threads = results.map((r) => r.thread).filter(Boolean);
  const thread = threads.length
    ? Object.fromEntries(
        ['wallMs', 'cpuMs', 'longestCpuMs', 'tbtFromWallMs', 'tbtFromCpuMs', 'performanceFromCpu'].map((k) => [k, median(threads.map((t) => t[k]))]),
      )
    : null;
  // The run whose Performance score is the median one: its LCP element and weak audits.
  const middle = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  return { runs: results, median: { ...med, thread, lcpElement: middle.lcpElement, weak: middle.weak } };
}

/** Headers the server sends for a page and each file it names (scripts, styles, preloads, icons). */
async function servingOf(baseUrl, path) {
  const get = (p) => fetch(`${baseUrl}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const page = await get(path);
  const html = await page.text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]))];
  const rows = [{ path, res: page, bytes: Buffer.byteLength(html) }];
  for (const file of files) {
    const res = await get(file);
    rows.push({ path: file, res, bytes: (await res.arrayBuffer()).byteLength });
  }
  return rows.map(({ path: p, res, bytes }) => ({
    path: p,
    status: res.status,
    encoding: res.headers.get('content-encoding') ?? 'none',
    cacheControl: res.headers.get('cache-control') ?? 'none',
    // fetch decodes the body: `bytes` is the file, Content-Length what went over the wire
    sent: Number(res.headers.get('content-length') ?? bytes),
    bytes,
  }));
}

/** Text files of the build that have no .br or .gz beside them (those under 1 KB are sent as they are). */
function uncompressedIn(webDist) {
  const files = readdirSync(webDist, { recursive: true }).filter((f) => COMPRESSIBLE.test(f));
  return files
    .filter((f) => statSync(join(webDist, f)).size >= 1024)
    .filter((f) => !existsSync(join(webDist, `${f}.br`)) || !existsSync(join(webDist, `${f}.gz`)));
}

export async function lighthouseBenchmark({ baseUrl, chromium, accessKey, webDist, runs = RUNS }) {
  const pages = [
    { key: 'pay', label: '/pay/{accessKey}', path: `/pay/${encodeURIComponent(accessKey)}` },
    { key: 'signin', label: '/signin', path: '/signin' },
  ];
  const results = [];
  for (const page of pages) results.push({ ...page, ...(await runLighthouse(`${baseUrl}${page.path}`, chromium, runs)) });
  const serving = [];
  for (const page of pages) serving.push(...(await servingOf(baseUrl, page.path)).map((r) => ({ ...r, path: r.path.replace(page.path, page.label) })));
  return { runs, results, serving, uncompressed: webDist ? uncompressedIn(webDist) : null };
}

const s = (ms) => `${fmt(ms / 1000, 2)} s`;
const mark = (ok) => (ok ? 'met' : 'missed');

export function printLighthouse(r) {
  console.log(`  Lighthouse mobile (simulated slow 4G, CPU 4x), ${r.runs} runs per page, medians; nothing cached (a fresh Chromium per run)`);
  console.log(
    table([
      ['page', 'Performance', 'issue', 'Accessibility', 'LCP', 'issue', 'CLS', 'TBT', 'FCP', 'Speed Index', 'transferred KB', 'of it JS KB'],
      ...r.results.map(({ key, label, median: m }) => [
        label,
        m.performance,
        PREVIOUS[key].performance,
        m.accessibility,
        s(m.lcpMs),
        s(PREVIOUS[key].lcpMs),
        fmt(m.cls, 3),
        `${Math.round(m.tbtMs)} ms`,
        s(m.fcpMs),
        s(m.siMs),
        fmt(m.bytes / 1024, 1),
        fmt(m.scriptBytes / 1024, 1),
      ]),
    ]),
  );
  for (const { label, runs, median: m } of r.results) {
    console.log(
      `  ${label}: Performance per run ${runs.map((x) => x.performance).join(', ')}; LCP ${runs.map((x) => s(x.lcpMs)).join(', ')}; TBT ${runs.map((x) => Math.round(x.tbtMs)).join(', ')} ms; load average (1 min) ${runs.map((x) => fmt(x.load, 2)).join(', ')}; Lighthouse benchmarkIndex ${runs.map((x) => Math.round(x.benchmarkIndex)).join(', ')}`,
    );
    console.log(`    LCP element: ${JSON.stringify(m.lcpElement)}; below 0.9 in the median run: ${m.weak.length ? m.weak.join(', ') : 'none'}`);
    if (m.thread) {
      console.log(
        `    main thread after the first paint (medians): ${Math.round(m.thread.wallMs)} ms wall, ${Math.round(m.thread.cpuMs)} ms CPU (the rest waiting for a core); longest task ${fmt(m.thread.longestCpuMs, 1)} ms CPU; blocking time x4 from wall ${Math.round(m.thread.tbtFromWallMs)} ms, from CPU ${Math.round(m.thread.tbtFromCpuMs)} ms; Performance with the CPU one (other metrics as measured) ${m.thread.performanceFromCpu}`,
      );
    }
  }
  // The previous run's medians beside these (bench/baselines/lighthouse.json; BENCH_SAVE=1 replaces them).
  const previous = readBaseline('lighthouse');
  const figures = {};
  for (const { key, label, median: m } of r.results) {
    figures[key] = { performance: m.performance, accessibility: m.accessibility, lcpMs: m.lcpMs, cls: m.cls, tbtMs: m.tbtMs, jsKB: m.scriptBytes / 1024 };
    const before = previous?.[key];
    console.log(
      before
        ? `  ${label}, previous run (${previous.run}): Performance ${before.performance}, Accessibility ${before.accessibility}, LCP ${s(before.lcpMs)}, CLS ${fmt(before.cls, 3)}, TBT ${Math.round(before.tbtMs)} ms, JS ${fmt(before.jsKB, 1)} KB`
        : `  ${label}, previous run: none saved`,
    );
  }
  const saved = saveBaselineIfAsked('lighthouse', runNote(), figures);
  if (saved) console.log(`  medians saved as the next run's "previous" (${saved})`);
  const pay = r.results.find((x) => x.key === 'pay').median;
  console.log(
    `  goals on /pay: Performance >= ${GOALS.performance}: ${pay.performance} (${mark(pay.performance >= GOALS.performance)}); LCP < ${s(GOALS.lcpMs)}: ${s(pay.lcpMs)} (${mark(pay.lcpMs < GOALS.lcpMs)}); CLS < ${GOALS.cls}: ${fmt(pay.cls, 3)} (${mark(pay.cls < GOALS.cls)}); Accessibility ${GOALS.accessibility}: ${pay.accessibility} (${mark(pay.accessibility >= GOALS.accessibility)})`,
  );
  console.log('  what the server sends (Accept-Encoding: br, gzip):');
  console.log(
    table([
      ['path', 'status', 'Content-Encoding', 'Cache-Control', 'bytes', 'bytes sent'],
      ...r.serving.map((x) => [x.path.length > 60 ? `${x.path.slice(0, 57)}...` : x.path, x.status, x.encoding, x.cacheControl, x.bytes, x.sent]),
    ]),
  );
  const hashed = r.serving.filter((x) => x.path.startsWith('/assets/'));
  const html = r.serving.filter((x) => !x.path.startsWith('/assets/') && !/\.\w+$/.test(x.path));
  const bigText = r.serving.filter((x) => COMPRESSIBLE.test(x.path) || !/\.\w+$/.test(x.path)).filter((x) => x.bytes >= 1024 || x.encoding !== 'none');
  console.log(
    `  hashed assets immutable: ${mark(hashed.every((x) => /immutable/.test(x.cacheControl)))}; HTML not cached: ${mark(html.every((x) => x.cacheControl === 'no-cache'))}; text over 1 KB compressed: ${mark(bigText.every((x) => x.encoding !== 'none'))}`,
  );
  if (r.uncompressed)
    console.log(`  build: text files of 1 KB or more without .br and .gz beside them: ${r.uncompressed.length ? r.uncompressed.join(', ') : 'none'}`);
}
