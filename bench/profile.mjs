// A CPU profile of the API while a benchmark runs: the API is started with --inspect (bench.mjs,
// BENCH_PROFILE=1) and this drives the inspector's Profiler over its WebSocket (Node's global
// WebSocket client), so the profile covers exactly the measured phase. Writes the .cpuprofile
// (open it in Chrome DevTools or speedscope) and returns the top frames by self time.
import { writeFileSync } from 'node:fs';

/** Starts sampling the API behind `inspectPort`; `stop()` ends it and summarises. */
export async function startProfile({ inspectPort, file, top = 25 }) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      pending.set(n, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 }); // microseconds
  await send('Profiler.start');
  return {
    async stop() {
      const { profile } = await send('Profiler.stop');
      ws.close();
      writeFileSync(file, JSON.stringify(profile));
      return { file, ...summarise(profile, top) };
    },
  };
}

/** Self time per function (and per package) as a share of the sampled time, idle excluded. */
export function summarise(profile, top) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((nodeId, i) => self.set(nodeId, (self.get(nodeId) ?? 0) + (deltas[i + 1] ?? 0)));
  const frames = new Map();
  const packages = new Map();
  let busy = 0;
  for (const [nodeId, us] of self) {
    const { functionName, url, lineNumber } = byNode.get(nodeId).callFrame;
    if (functionName === '(idle)') continue;
    busy += us;
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}\u0000${where}`;
    frames.set(key, (frames.get(key) ?? 0) + us);
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    busyMs: busy / 1000,
    top: sorted(frames)
      .slice(0, top)
      .map(([key, us]) => {
        const [name, where] = key.split('\u0000');
        return { name, where, percent: (us / busy) * 100 };
      }),
    packages: sorted(packages)
      .slice(0, 15)
      .map(([name, us]) => ({ name, percent: (us / busy) * 100 })),
  };
}

function shortUrl(url) {
  const i = url.lastIndexOf('node_modules/');
  if (i >= 0) return url.slice(i + 'node_modules/'.length);
  const j = url.indexOf('/api/dist/');
  return j >= 0 ? url.slice(j + 1) : url.replace(/^file:\/\//, '').replace(/^.*\/(domain|api|workflows)\//, '$1/');
}

/** The npm package of a frame (node:internal, (garbage collector), our own code...). */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const at = url.lastIndexOf('node_modules/');
  const m = at >= 0 ? /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.slice(at)) : null;
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node (internals)';
  if (url.includes('/api/dist/')) return 'api (ours)';
  if (url.includes('/domain/')) return 'domain (ours)';
  return url;
}
