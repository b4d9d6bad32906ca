/** Which process a connection pool serves: each has its own limits (docs/operations.md, "Crashes and retries"). */
export type DatabaseRole = 'api' | 'worker' | 'cli';

/** PostgreSQL's per-session limits, set on every pooled connection at connect time. 0 = none. */
export interface SessionTimeouts {
  /** statement_timeout: one statement's longest run. */
  statementTimeoutMs: number;
  /** lock_timeout: the longest wait for a row or table lock. */
  lockTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open with nothing running. */
  idleInTransactionTimeoutMs: number;
}

/**
 * Why these figures: an API request answers a person or a merchant's server, whose own
 * timeouts are about 30 s; its slowest statement on the benches (a ledger page at 1,000,000
 * postings) takes well under a second, so 20 s only ends runaways, and a request that waited 5 s
 * for a lock is better answered "try again" (SERVICE_UNAVAILABLE) than left to pile up. The
 * worker's activities are retried by Temporal and include the nightly ledger audit (set-based SQL
 * over every posting) and transfers that lock many rows in one statement: 2 min and 15 s. A
 * transaction idle for 30 s (API) or 60 s (worker) is a stuck process holding locks and a pooled
 * connection: PostgreSQL ends it, it rolls back, the caller's retry redoes it. Migrations and
 * seeding (cli) take what they need.
 */
export const SESSION_TIMEOUTS: Record<DatabaseRole, SessionTimeouts> = {
  api: { statementTimeoutMs: 20_000, lockTimeoutMs: 5_000, idleInTransactionTimeoutMs: 30_000 },
  worker: { statementTimeoutMs: 120_000, lockTimeoutMs: 15_000, idleInTransactionTimeoutMs: 60_000 },
  cli: { statementTimeoutMs: 0, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
};

/** node-postgres's connection options for a role (it sends them as startup parameters: no extra round trip). */
export function sessionTimeoutOptions(role: DatabaseRole): Record<string, number> {
  const t = SESSION_TIMEOUTS[role];
  const options: Record<string, number> = {};
  if (t.statementTimeoutMs) options.statement_timeout = t.statementTimeoutMs;
  if (t.lockTimeoutMs) options.lock_timeout = t.lockTimeoutMs;
  if (t.idleInTransactionTimeoutMs) options.idle_in_transaction_session_timeout = t.idleInTransactionTimeoutMs;
  return options;
}
