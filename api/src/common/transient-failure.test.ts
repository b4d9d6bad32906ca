import { GraphQLError } from 'graphql';

import { toApiError } from '../developer-keys/api-exception.filter';
import { hideInternals } from '../graphql/graphql.options';
import { isTransientFailure, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailable } from './transient-failure';

/** An error as node-postgres raises it for a SQLSTATE. */
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('transient failures (issue 42: a retryable answer, not "Unexpected error")', () => {
  it.each([
    ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', pgError('08006')],
    ['a lock timeout (55P03)', pgError('55P03', 'canceling statement due to lock timeout')],
    ['a statement timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['an idle transaction ended (25P03)', pgError('25P03')],
    ['a deadlock (40P01)', pgError('40P01')],
    ['the socket refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the pool losing its server', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'Temporal unavailable (gRPC 14)',
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14, details: 'No connection established' }),
    ],
    ['MikroORM wrapping one', Object.assign(new Error('wrapped'), { name: 'ConnectionException' })],
    ['one deep in the cause chain', new Error('update failed', { cause: new Error('call failed', { cause: pgError('57P01') }) })],
  ])('%s is transient', (_what, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505')],
    ['a check violation (23514)', pgError('23514')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['gRPC NOT_FOUND (5)', Object.assign(new Error('5 NOT_FOUND'), { code: 5, details: 'workflow not found' })],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });

  it('survives a cause chain that loops', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isTransientFailure(a)).toBe(false);
  });

  it('GraphQL: a transient failure is SERVICE_UNAVAILABLE with retryAfter; a bug stays hidden', () => {
    const original = new GraphQLError('canceling statement due to lock timeout', { originalError: pgError('55P03') });
    expect(hideInternals({ message: original.message, path: ['updateInvoice'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, original)).toEqual({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      path: ['updateInvoice'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER_SECONDS },
    });
    const bug = new GraphQLError('select * from secret_table failed', { originalError: new TypeError('x is undefined') });
    expect(hideInternals({ message: bug.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, bug)).toEqual({
      message: 'Unexpected error has occurred. Please try again',
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    // One thrown as SERVICE_UNAVAILABLE already keeps its extensions.
    const thrown = serviceUnavailable();
    expect(hideInternals({ message: thrown.message, extensions: { ...thrown.extensions } }, thrown).extensions).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: RETRY_AFTER_SECONDS,
    });
  });

  it('REST: a transient failure is 503 service_unavailable with Retry-After', () => {
    for (const error of [pgError('57P01'), serviceUnavailable()]) {
      const answer = toApiError(error);
      expect(answer?.getStatus()).toBe(503);
      expect(answer?.retryAfterSeconds).toBe(RETRY_AFTER_SECONDS);
      expect(answer?.getResponse()).toMatchObject({ error: { type: 'api_error', code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });
    }
    expect(toApiError(new TypeError('bug'))).toBeNull();
  });
});
