import type { OpenTelemetryPlugin } from '@temporalio/interceptors-opentelemetry';

import { currentTracing } from './tracing';

/**
 * Temporal's OpenTelemetry plugin while tracing is on (else none, so Temporal runs exactly as
 * without it): on the API's client it opens a span for each workflow start, signal, query and
 * update and passes its context in the Temporal headers; on the worker it continues that trace
 * in the workflow (spans made in the sandbox, exported through a sink to this process's span
 * processor) and in every activity. So one payment is one trace from the GraphQL request to
 * the activity's SQL and the processor's charge.
 */
export function temporalTracingPlugins(): OpenTelemetryPlugin[] {
  const tracing = currentTracing();
  if (!tracing) return [];
  // Loaded with the tracing SDK (tracing.ts), only when tracing is on.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const { OpenTelemetryPlugin: Plugin } = require('@temporalio/interceptors-opentelemetry') as typeof import('@temporalio/interceptors-opentelemetry');
  return [new Plugin({ resource: tracing.resource, spanProcessor: tracing.spanProcessor })];
}
