import { isSpanContextValid, trace } from '@opentelemetry/api';
import { type DestinationStream, type Logger, pino } from 'pino';

import { currentLogContext } from './log-context';
import { CENSORED, censorKeys, REDACT_PATHS, scrubCardNumbers } from './redact';

export type { Logger } from 'pino';

/**
 * A JSON-lines logger (pino): one object per line with `time` (ISO), `level`, `service`, `msg`,
 * the work it belongs to (request id, user, organization; workflow id, run id, activity type)
 * and, while a span is active, `traceId` and `spanId`, so a line leads to its trace. Secrets are
 * censored by key and card numbers by shape (redact.ts) before anything is written.
 */
export function createLogger(options: { service: string; level?: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => censorKeys(object) as Record<string, unknown>,
      },
      redact: { paths: REDACT_PATHS, censor: CENSORED },
      mixin: () => {
        const context = currentLogContext();
        const span = trace.getActiveSpan()?.spanContext();
        return {
          ...context,
          ...(span && isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {}),
        };
      },
      hooks: { streamWrite: scrubCardNumbers },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let processLogger: Logger | undefined;

/** The process's logger (service from `initLogger`, else 'api'), created on first use. */
export function logger(): Logger {
  processLogger ??= createLogger({ service: 'api' });
  return processLogger;
}

/** Names the process in every line (`api`, `worker`); call before the first line is written. */
export function initLogger(service: string): Logger {
  processLogger = createLogger({ service });
  return processLogger;
}
