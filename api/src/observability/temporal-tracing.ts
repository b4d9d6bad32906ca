import { OpenTelemetryPlugin } from '@temporalio/interceptors-opentelemetry';

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
  return tracing ? [new OpenTelemetryPlugin({ resource: tracing.resource, spanProcessor: tracing.spanProcessor })] : [];
}
