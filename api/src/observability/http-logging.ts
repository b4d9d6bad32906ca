import { randomUUID } from 'node:crypto';

import { trace } from '@opentelemetry/api';

import { type LogContext, withLogContext } from './log-context';
import { logger } from './logger';
import { withRequestActor } from './request-actor';

const VALID = /^[A-Za-z0-9._-]{1,200}$/;

interface LoggedRequest {
  method: string;
  originalUrl: string;
  /** Express's client address: X-Forwarded-For only from trusted proxies (http-app.ts). */
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface LoggedResponse {
  statusCode: number;
  setHeader: (name: string, value: string) => void;
  once: (event: 'finish', listener: () => void) => void;
}

/** An IPv4 client as people write it: Node reports it IPv4-mapped (::ffff:203.0.113.7) on a dual-stack socket. */
const plainAddress = (ip: string | undefined): string | null => ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null;

/** The web app's files, probes and scrapes (/health, /ready, /metrics): not worth a line each when fine. */
const quiet = (path: string, status: number) =>
  status < 400 && (path.startsWith('/assets/') || !/^\/(api|webhooks|sandbox|files|dispute|transfer|issuePresignedURL)\b/.test(path));

/**
 * Every request gets an id (the caller's `X-Request-Id` when sensible, else a new uuid), answered
 * in `X-Request-Id` and on the request's span, and a log context so every line written while it
 * is served names it. One line per request when it ends (the path without its query string,
 * which can hold reset-link tokens).
 */
export function requestLogging(req: LoggedRequest, res: LoggedResponse, next: () => void): void {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && VALID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const span = trace.getActiveSpan();
  span?.setAttribute('http.request_id', requestId);
  const started = performance.now();
  // Read now: mounted handlers (Apollo at /api/graphql) rewrite req.url while they run.
  const path = req.originalUrl.split('?')[0];
  // The same object the request's lines use: the user set on it later (AccessGuard) is in the
  // closing line too, which 'finish' writes outside the request's async context.
  const context: LogContext = { requestId };
  const ids = span ? { traceId: span.spanContext().traceId, spanId: span.spanContext().spanId } : {};
  // The source IP goes to the audit context only: log lines do not carry addresses.
  withLogContext(context, () =>
    withRequestActor({ ip: plainAddress(req.ip) }, () => {
      res.once('finish', () => {
        if (quiet(path, res.statusCode)) return;
        const line = { ...context, ...ids, method: req.method, path, status: res.statusCode, durationMs: Math.round(performance.now() - started) };
        if (res.statusCode >= 500) logger().error(line, 'request failed');
        else logger().info(line, 'request');
      });
      next();
    }),
  );
}
