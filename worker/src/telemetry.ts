import { logger, withLogContext } from '@pg/api';
import { type ActivityInterceptorsFactory, DefaultLogger, type LogLevel, Runtime } from '@temporalio/worker';

const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

/**
 * The Temporal Runtime writes through the worker's pino logger: the SDK's own lines (worker
 * state, activity and workflow logs with their workflowId, runId, workflowType, activityType)
 * and the Core's (forwarded, warnings and up), so every log of the worker is one JSON format,
 * censored like the rest. With `runtimeMetricsAddress` the Core also serves its Prometheus
 * metrics there (workflow and activity task latency, polls, slots), which metrics-server.ts
 * appends to the worker's /metrics.
 */
export function installTemporalRuntime(runtimeMetricsAddress?: string): void {
  Runtime.install({
    logger: new DefaultLogger('INFO', ({ level, message, meta }) => logger()[LEVELS[level]]({ temporal: true, ...meta }, message)),
    telemetryOptions: {
      logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} },
      ...(runtimeMetricsAddress
        ? { metrics: { prometheus: { bindAddress: runtimeMetricsAddress, countersTotalSuffix: true, useSecondsForDurations: true } } }
        : {}),
    },
  });
}

/** Every line an activity writes (our own code's too) names its workflow, run and activity type. */
export const activityLogContext: ActivityInterceptorsFactory = (ctx) => ({
  inbound: {
    execute: (input, next) =>
      withLogContext(
        { workflowId: ctx.info.workflowExecution?.workflowId, runId: ctx.info.workflowExecution?.runId, activityType: ctx.info.activityType },
        () => next(input),
      ),
  },
});
