import { join } from 'node:path';

import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { GraphQLFormattedError } from 'graphql';

import { DateTimeScalar } from '../common/date-time.scalar';
import { isTransientFailure, serviceUnavailable } from '../common/transient-failure';
import { graphqlMetricsPlugin } from '../metrics/metrics';
import { withholdSellerPrivateFields } from '../organizations/seller-privacy';
import { queryLimitsPlugin } from '../security/query-limits';
import { enforceFieldAccess } from './field-access';
import { retryAfterPlugin } from './retry-after.plugin';

/** Apollo's plugin type as the Nest driver takes it (the import above resolves to the other module flavour's types). */
type GraphQLPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

// Code-first schema. `api/schema.graphql` is the committed copy: written by
// `node api/dist/cli/print-schema.js`, checked by the test suite.
export function graphqlOptions(env: NodeJS.ProcessEnv = process.env): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: '/api/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    buildSchemaOptions: { scalarsMap: [{ type: Date, scalar: DateTimeScalar }] },
    allowBatchedHttpRequests: true,
    // The schema is public in the repository; a production server still does not hand its map
    // to anonymous callers (api/schema.graphql is the reference).
    introspection: env.NODE_ENV !== 'production',
    playground: false,
    context: ({ req }: { req: unknown }) => ({ req }),
    formatError: (formatted: GraphQLFormattedError, error: unknown) => hideInternals(formatted, error),
    // Apollo's cache-control plugin is on by default and wraps every field of every row in a
    // hook; the API sets no cache hints (answers are per user), so it only cost CPU
    // (docs/performance.md, section 9).
    plugins: [graphqlMetricsPlugin(), queryLimitsPlugin(), retryAfterPlugin(), ApolloServerPluginCacheControlDisabled() as GraphQLPlugin],
    // Fields the spec shows to some roles only are withheld from the others (domain FIELD_ACCESS).
    // An organization's licence number, contacts and fees only for staff and its own members.
    transformSchema: (schema) => withholdSellerPrivateFields(enforceFieldAccess(schema)),
  };
}

/**
 * Unexpected failures must not leak stack traces or SQL to the client. A database or Temporal
 * failure that a retry gets past (PostgreSQL restarting, a lock or statement timeout, Temporal's
 * frontend down) is SERVICE_UNAVAILABLE with extensions.retryAfter, not "Unexpected error".
 */
export function hideInternals(error: GraphQLFormattedError, original?: unknown): GraphQLFormattedError {
  if (error.extensions?.code !== 'SERVICE_UNAVAILABLE' && original !== undefined && isTransientFailure(unwrapResolverError(original))) {
    const unavailable = serviceUnavailable();
    return { message: unavailable.message, path: error.path, extensions: { ...unavailable.extensions } };
  }
  const code = error.extensions?.code;
  const known = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
  if (known || error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') {
    const { stacktrace: _ignored, ...extensions } = error.extensions ?? {};
    return { ...error, extensions };
  }
  return { message: 'Unexpected error has occurred. Please try again', path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export const SCHEMA_FILE = join(__dirname, '..', '..', 'schema.graphql');
