// Child processes of the run scripts: one-shot commands, long-running services with prefixed
// output, ports and readiness, and one orderly shutdown for Ctrl-C, SIGTERM and failures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';

import { fail, paint, prefixer, Problem, say } from './log.mjs';
import { ROOT } from './paths.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** The JavaScript file behind a package's bin, run with this Node (no npx wrapper in between). */
export function binOf(pkg, name = pkg.split('/').pop()) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

const running = new Set(); // one-shot commands in flight
let stopping; // the shutdown in progress
const services = new Set(); // long-running children, each the leader of its own process group

/** Runs a command to completion; output shown (inherit) or captured (quiet: on error.output). */
export function run(cmd, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    running.add(child);
    let out = '';
    if (quiet) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', (error) => {
      running.delete(child);
      reject(error.code === 'ENOENT' ? new Problem(`${cmd} is not installed or not on PATH: install it and try again.`) : error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve(out);
      const error = new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`);
      error.output = out;
      error.exitCode = code ?? 1;
      reject(error);
    });
  });
}

/**
 * A long-running service whose output lines are prefixed with `[name]`. It runs in a process
 * group of its own, so a terminal's Ctrl-C reaches only this script, which then stops the
 * services once and in order (and `node --watch`'s or a wrapper's own children with them).
 */
export function service(name, cmd, args, { env = {}, cwd = ROOT, onOutput } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const print = prefixer(name);
  // What a service says once it was asked to stop is its shutdown (the Temporal dev server's
  // "service failures" as its task queues close, after the test summary): kept in its log file
  // (onOutput), not printed.
  const both = (chunk) => {
    if (!child.stopRequested) print(chunk);
    onOutput?.(chunk.toString());
  };
  child.stdout.on('data', both);
  child.stderr.on('data', both);
  child.serviceName = name;
  child.exited = new Promise((resolve) => {
    // 'exit' may come before the last lines in its pipes were read (a shutdown message would be
    // lost); 'close' comes after them, unless a grandchild still holds the pipes: then a moment.
    child.on('close', (code, signal) => resolve(code ?? signal));
    child.on('exit', (code, signal) => setTimeout(() => resolve(code ?? signal), 500).unref());
    child.on('error', (error) => {
      print(`${error.code === 'ENOENT' ? `${cmd} not found` : error.message}\n`);
      resolve('error');
    });
  });
  services.add(child);
  child.exited.then((how) => {
    services.delete(child);
    if (supervising && !stopping) {
      console.error(paint(`${name} stopped unexpectedly (${how}; see the [${name}] lines above): stopping everything.`, 31));
      void shutdown(1);
    }
  });
  return child;
}

let supervising = false;

/** From now on, any service that exits by itself stops the whole run (exit code 1). */
export function superviseServices() {
  supervising = true;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Stops services (all, or the given ones; newest first): SIGTERM, then SIGKILL after a grace period. */
export async function stopServices(only, graceMs = 10000) {
  const all = [...(only ?? services)].filter((c) => services.has(c)).reverse();
  for (const c of all) c.stopRequested = true;
  for (const c of all) signalGroup(c, 'SIGTERM');
  const settled = await Promise.race([Promise.all(all.map((c) => c.exited)).then(() => true), new Promise((r) => setTimeout(() => r(false), graceMs).unref())]);
  // Group members may outlive their leader (node --watch's child): sweep every group once more.
  for (const c of all) signalGroup(c, 'SIGKILL');
  if (!settled) say(paint('some services did not stop within 10 s and were killed', 33));
}

// Last resort if this process exits any other way: no service may outlive it.
process.on('exit', () => {
  for (const c of services) signalGroup(c, 'SIGKILL');
  for (const c of running) c.kill('SIGKILL');
});

const cleanups = [];

/** Runs at shutdown after the services have stopped (e.g. stopping PostgreSQL cleanly). */
export function onShutdown(fn) {
  cleanups.push(fn);
}

/** Stops everything this script started, once, then exits with `code`. */
export function shutdown(code) {
  stopping ??= (async () => {
    for (const c of running) c.kill('SIGTERM');
    await stopServices();
    for (const fn of cleanups.reverse())
      await Promise.resolve()
        .then(fn)
        .catch(() => {});
    process.exit(code);
  })();
  return stopping;
}

export const isStopping = () => stopping !== undefined;

/**
 * Ctrl-C / SIGTERM / SIGHUP stop everything; a failure prints one sentence (a Problem) or the
 * error, stops everything and exits 1. `main` is the script's body.
 */
export function runMain(main) {
  process.on('SIGINT', () => {
    if (!isStopping()) say('\nstopping...');
    void shutdown(130);
  });
  process.on('SIGTERM', () => void shutdown(143));
  process.on('SIGHUP', () => void shutdown(129));
  main().catch((error) => {
    if (isStopping()) return;
    if (error instanceof Problem) console.error(paint(error.message, 31));
    else if (process.env.DEBUG) console.error(error);
    else console.error(paint(`Stopped by an unexpected error: ${String(error?.message ?? error).split('\n')[0]} (run again with DEBUG=1 for details).`, 31));
    void shutdown(1);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port (or it cannot be bound). */
export async function portInUse(port) {
  if (await accepts(port)) return true;
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(false)));
  });
}

export async function assertPortFree(port, what) {
  if (await portInUse(port)) {
    fail(`Port ${port} (${what}) is already in use: stop whatever runs there (perhaps another npm start) and try again.`);
  }
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function exitedEarly(child) {
  return child && (child.exitCode !== null || child.signalCode !== null || !services.has(child));
}

/** Starts a service and resolves once its output matches `ready` (fails if it exits first). */
export function serviceReady(name, cmd, args, { ready, timeoutMs = 60000, what = name, ...options }) {
  return new Promise((resolve, reject) => {
    let seen = '';
    let done = false;
    const child = service(name, cmd, args, {
      ...options,
      onOutput: (text) => {
        if (done) return;
        seen = (seen + text).slice(-4000);
        if (ready.test(seen)) {
          done = true;
          resolve(child);
        }
      },
    });
    child.exited.then(() => {
      if (!done) reject(new Problem(`${what} did not start: its process exited (see the [${name}] lines above).`));
      done = true;
    });
    setTimeout(() => {
      if (!done) reject(new Problem(`${what} was not ready within ${timeoutMs / 1000} s.`));
      done = true;
    }, timeoutMs).unref();
  });
}

/** Polls an HTTP URL until it answers 2xx. */
export async function waitForHttp(url, { timeoutMs = 120000, child, what = url } = {}) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (exitedEarly(child)) fail(`${what} did not come up: its process exited (see the lines above).`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${what} did not answer within ${timeoutMs / 1000} s (see the lines above).`);
}

/** Polls until a TCP port on 127.0.0.1 accepts connections. */
export async function waitForPort(port, { timeoutMs = 60000, child, what = `port ${port}` } = {}) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (exitedEarly(child)) fail(`${what} did not start: its process exited (see the lines above).`);
    if (await accepts(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${what} did not start within ${timeoutMs / 1000} s.`);
}
