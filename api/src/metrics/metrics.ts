import type { ApolloDriverConfig } from '@nestjs/apollo';
import { Kind } from 'graphql';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The API's Prometheus metrics (GET /metrics): the process's own (CPU, memory, event loop),
// HTTP and GraphQL latency by route and operation, and payments by outcome. One registry per
// process; labels are bounded (route patterns and operation names, never ids or amounts).
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations by root field and outcome (ok or error code)',
  labelNames: ['field', 'type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const paymentsTotal = new Counter({
  name: 'payments_total',
  help: 'Card payments answered by the API (invoices and checkouts), by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** The mutations that take a card payment, and what kind of record they pay. */
const PAYMENT_FIELDS: Record<string, string> = { payInvoice: 'invoice', payWebPayment: 'checkout' };

/** Route labels for requests that matched no Nest route: the web app and its assets, bounded. */
export function routeLabel(path: string, matched: string | undefined): string {
  // Express 5 names a mounted handler's catch-all '/{*all}': the mount point is the route.
  if (matched) return matched.replace(/\/\{\*\w+\}$/, '') || '/';
  if (path.startsWith('/assets/')) return '/assets/*';
  return 'web';
}

/** Times every GraphQL operation by its first root field; counts payments by their answer. */
/** Apollo's plugin type as the Nest driver takes it (its module flavour). */
type GraphQLPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

export function graphqlMetricsPlugin(): GraphQLPlugin {
  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        willSendResponse({ operation, response, errors }) {
          const selection = operation?.selectionSet.selections[0];
          const field = selection && selection.kind === Kind.FIELD ? selection.name.value : 'unknown';
          const code = errors?.[0]?.extensions?.code;
          const outcome = errors?.length ? (typeof code === 'string' ? code : 'error') : 'ok';
          graphqlDuration.observe({ field, type: operation?.operation ?? 'unknown', outcome }, (performance.now() - started) / 1000);
          const kind = PAYMENT_FIELDS[field];
          if (kind) {
            const answer = response.body?.kind === 'single' ? response.body.singleResult : undefined;
            const status = (answer?.data?.[field] as { status?: unknown } | null | undefined)?.status;
            paymentsTotal.inc({ kind, outcome: typeof status === 'string' ? status : outcome });
          }
          return Promise.resolve();
        },
      });
    },
  };
}
