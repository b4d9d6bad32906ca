import { dirname } from 'node:path';

import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import type { InstrumentationBase, InstrumentationModuleDefinition } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

// OpenTelemetry's SDK and its instrumentations: loaded by tracing.ts only when tracing is on.

/** The tracing of this process, when it is on. */
export interface Tracing {
  provider: NodeTracerProvider;
  spanProcessor: SpanProcessor;
  resource: Resource;
}

/** Requests not worth a trace: scrapes, probes and the web app's files. */
const UNTRACED = /^\/(metrics|health|ready|assets\/)/;

/** The provider registered, its span processor and resource, the instrumentations applied. */
export function createTracing(options: { service: string; exporter?: SpanExporter; env: NodeJS.ProcessEnv }): Tracing {
  const { env } = options;
  const resource = new Resource({ 'service.name': env.OTEL_SERVICE_NAME || `bhutanpay-${options.service}` });
  // Simple for a test's in-memory exporter (spans readable at once), batched for the network.
  const spanProcessor = options.exporter ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  instrument(provider);
  return { provider, spanProcessor, resource };
}

/**
 * HTTP (server and client), GraphQL and PostgreSQL. (Express has no instrumentation for Express 5
 * on the OpenTelemetry SDK 1.x line that Temporal's interceptors 1.24 are built on; the HTTP
 * server span stands for the request.) The instrumentations are applied to
 * the modules directly rather than through require hooks: MikroORM is an ES module with its own
 * copy of `pg`, which a require hook does not see, and Jest has a module loader of its own.
 */
function instrument(provider: NodeTracerProvider): void {
  const instrumentations: InstrumentationBase[] = [
    new HttpInstrumentation({ enabled: false, ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
    new GraphQLInstrumentation({ enabled: false, ignoreTrivialResolveSpans: true, mergeItems: true }),
    // MikroORM writes values into the SQL text: the statement is kept with its literals blanked.
    new PgInstrumentation({ enabled: false, requestHook: (span, info) => span.setAttribute('db.statement', sqlShape(info.query.text)) }),
  ];
  // pg as this package resolves it and as MikroORM's driver does (its own copy).
  const bases = [__dirname, dirname(require.resolve('@mikro-orm/postgresql'))];
  for (const instrumentation of instrumentations) {
    instrumentation.setTracerProvider(provider);
    for (const definition of instrumentation.getModuleDefinitions()) {
      const seen = new Set<string>();
      for (const base of bases) {
        const path = resolveFrom(definition.name, base);
        if (!path || seen.has(path)) continue;
        seen.add(path);
        patch(definition, path);
      }
    }
  }
}

/** SQL with every string literal replaced by '?': names, e-mails, tokens and hashes stay out of traces. */
export function sqlShape(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, "'?'");
}

function resolveFrom(name: string, base: string): string | undefined {
  try {
    return require.resolve(name, { paths: [base] });
  } catch {
    return undefined;
  }
}

function versionOf(path: string, name: string): string | undefined {
  if (!path.includes('node_modules')) return undefined; // node:http and friends
  const root = path.slice(0, path.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}/`.length);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found at run time, loaded through the running loader (Node's or Jest's), synchronously
    return (require(`${root}package.json`) as { version: string }).version;
  } catch {
    return undefined;
  }
}

function patch(definition: InstrumentationModuleDefinition, path: string): void {
  const version = versionOf(path, definition.name);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found at run time, loaded through the running loader (Node's or Jest's), synchronously
  const exports: unknown = require(path);
  definition.moduleExports = exports;
  definition.moduleVersion = version;
  definition.patch?.(exports, version);
  for (const file of definition.files) {
    const filePath = resolveFrom(file.name, dirname(path));
    let fileExports: unknown;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found at run time, loaded through the running loader (Node's or Jest's), synchronously
      fileExports = filePath ? require(filePath) : undefined;
    } catch {
      continue; // an optional part that is not installed (pg's native client)
    }
    if (fileExports) file.patch(fileExports, version);
  }
}
