// Console output of the run scripts: one prefix per service, timings, and one-sentence failures.
const COLORS = { api: 36, worker: 35, temporal: 33, postgres: 34, web: 32, swc: 90, e2e: 32 };
const tty = process.stdout.isTTY && !process.env.NO_COLOR;

export function paint(text, code) {
  return tty ? `\x1b[${code}m${text}\x1b[0m` : text;
}

export function say(message) {
  console.log(message);
}

/** A writer that prints each complete line of a child's output as `[name] line`. */
const LEVELS = { trace: 'TRACE', debug: 'DEBUG', info: 'INFO', warn: 'WARN', error: 'ERROR', fatal: 'FATAL' };
const CONTEXT = ['workflowId', 'activityType', 'method', 'path', 'status', 'durationMs', 'requestId', 'traceId'];

/**
 * A JSON log line of the API or worker (pino) as a person reads it in the terminal of `npm start`:
 * time, level, message and the ids that matter. Anything else is returned as it is. Only the
 * terminal gets this form; log files and the card-data audit keep the JSON.
 */
export function readableLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.msg !== 'string') return line;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = LEVELS[entry.level] ?? String(entry.level ?? '').toUpperCase();
  const context = CONTEXT.filter((key) => entry[key] !== undefined).map((key) => `${key}=${entry[key]}`);
  const error = entry.err?.message ? ` (${entry.err.message})` : '';
  return [time, level, `${entry.msg}${error}`, context.length ? `[${context.join(' ')}]` : ''].filter(Boolean).join(' ');
}

export function prefixer(name) {
  const tag = paint(`[${name}]`, COLORS[name.replace(/:.*/, '')] ?? 37);
  let pending = '';
  return (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) process.stdout.write(`${tag} ${readableLogLine(line.replace(/\r$/, ''))}\n`);
  };
}

/** A known problem: one clear sentence, no stack trace. */
export class Problem extends Error {}

export function fail(sentence) {
  throw new Problem(sentence);
}

export const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one phase and prints `✓ label (1.2 s)`. */
export async function timed(label, fn) {
  const start = Date.now();
  const result = await fn();
  say(`${paint('✓', 32)} ${label} (${seconds(start)} s)`);
  return result;
}
