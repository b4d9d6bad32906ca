import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

import type { Tracing } from './tracing-sdk';

export type { Tracing };

let active: Tracing | undefined;

/**
 * OpenTelemetry tracing, on only when there is somewhere to send spans: an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `..._TRACES_ENDPOINT`; http/protobuf, batched) or an exporter
 * given by a test. Otherwise nothing is registered: the OpenTelemetry API stays a no-op and
 * requests pay nothing for it. Call before the app is created. Returns the tracing, or undefined.
 */
export function startTracing(options: { service: string; exporter?: SpanExporter; env?: NodeJS.ProcessEnv }): Tracing | undefined {
  if (active) return active;
  const env = options.env ?? process.env;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!options.exporter && !endpoint) return undefined;
  // The SDK and its instrumentations (an eighth of the API's module loading, docs/performance.md
  // section 27) are loaded only now; synchronously, as start-api.ts must finish before the app loads.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const { createTracing } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  active = createTracing({ service: options.service, exporter: options.exporter, env });
  return active;
}

export function currentTracing(): Tracing | undefined {
  return active;
}

/** Sends what is buffered and stops (process shutdown, end of a test). */
export async function stopTracing(): Promise<void> {
  const tracing = active;
  active = undefined;
  await tracing?.provider.shutdown();
}
