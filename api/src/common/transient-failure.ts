import { GatewayErrorCode, GatewayException } from './gateway.exception';

/**
 * Seconds a caller waits before trying again after a transient failure: a PostgreSQL restart
 * (crash recovery of a small WAL tail) or a Temporal frontend restart takes a few seconds, and
 * the pay page's retries are spaced by this (docs/operations.md, "Crashes and retries").
 */
export const RETRY_AFTER_SECONDS = 2;

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * SQLSTATEs that say "not done, try again": connection exceptions (class 08), the server
 * shutting down or starting (57P01-57P03), too many connections (53300), serialization failure
 * and deadlock (40001, 40P01), a lock or statement timeout (55P03, 57014) and an idle
 * transaction ended by idle_in_transaction_session_timeout (25P03). Each rolled back whatever it
 * was part of, so the same request may run again.
 */
const RETRYABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '40001', '40P01', '55P03', '57014', '25P03']);

/** Node's socket errors on the way to PostgreSQL or Temporal. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);

/** node-postgres's own words for a pool or socket that lost its server. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is insecure|Connection ended unexpectedly/i;

/** gRPC status codes of a Temporal frontend that is down or restarting: UNAVAILABLE (14), DEADLINE_EXCEEDED (4). */
const GRPC_RETRYABLE = new Set([14, 4]);

/** MikroORM's exception classes for the same conditions (they wrap the driver's error). */
const ORM_RETRYABLE = new Set(['ConnectionException', 'DeadlockException', 'LockWaitTimeoutException']);

type Inspectable = { code?: unknown; sqlState?: unknown; name?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };

function isRetryableOne(error: Inspectable): boolean {
  const code = error.code;
  if (typeof code === 'string' && (code.startsWith('08') || RETRYABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (typeof error.sqlState === 'string' && (error.sqlState.startsWith('08') || RETRYABLE_SQLSTATES.has(error.sqlState))) return true;
  // A gRPC ServiceError (Temporal) carries a numeric code.
  if (typeof code === 'number' && GRPC_RETRYABLE.has(code) && ('details' in error || error.name === 'ServiceError')) return true;
  if (typeof error.name === 'string' && ORM_RETRYABLE.has(error.name)) return true;
  return typeof error.message === 'string' && DRIVER_MESSAGES.test(error.message);
}

/**
 * True when `error` (or anything in its cause chain: MikroORM, GraphQL and Temporal each wrap)
 * is a database or Temporal failure that a retry of the same request can get past.
 */
export function isTransientFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    const current = e as Inspectable;
    if (isRetryableOne(current)) return true;
    e = current.originalError ?? current.cause;
  }
  return false;
}

/** The GraphQL answer to a transient failure: its own code and the seconds to wait (extensions.retryAfter). */
export function serviceUnavailable(): GatewayException {
  const error = new GatewayException(GatewayErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
  error.extensions.retryAfter = RETRY_AFTER_SECONDS;
  return error;
}
