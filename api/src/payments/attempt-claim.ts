import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { activityAlive } from '../temporal/activity-heartbeat';

// Issue 47: one processor call at a time per charge or refund attempt. A try claims its attempt
// row (attempt_claimed_until, a lease in the database's clock) before it calls the processor and
// holds it until its outcome is written; a concurrent try of the same attempt (Temporal's retry
// while the first still waits on the processor) finds the claim and does not call the processor.
// The claim is renewed with each heartbeat, so a dead worker's claim lapses within one lease.

/** How long a claim lasts without renewal (a dead worker's try blocks the next for at most this). */
export const CLAIM_LEASE_MS = 30_000;
/** How often a live try renews its claim and heartbeats to Temporal. */
export const CLAIM_RENEW_MS = 5_000;

/** Thrown (retryable) when another try holds the attempt: Temporal retries later, and that try finds the outcome. */
export class AttemptInProgressError extends Error {
  constructor(what: string) {
    super(`${what}: another try of this attempt is calling the processor; retried once it has answered`);
    this.name = 'AttemptInProgressError';
  }
}

export interface AttemptClaim {
  /** The attempt row's entity (its table has attempt_claimed_until). */
  entity: EntityClass<object>;
  id: string;
  /** SQL the row must also satisfy to be claimed (e.g. `status = 'pending'`). */
  condition: string;
  leaseMs?: number;
  renewMs?: number;
}

/**
 * Runs `work` (the processor call and the write of its outcome) while holding the attempt's
 * claim, heartbeating; throws AttemptInProgressError without running it when another try holds
 * it or the row no longer meets `condition` (the caller's retry reads the committed outcome).
 */
export async function whileClaimed<T>(em: EntityManager, claim: AttemptClaim, work: () => Promise<T>): Promise<T> {
  const table = em.getMetadata().get(claim.entity).tableName;
  const lease = (claim.leaseMs ?? CLAIM_LEASE_MS) / 1000;
  const conn = em.getConnection();
  const set = `update "${table}" set "attempt_claimed_until" = now() + make_interval(secs => ?) where "id" = ?`;
  const [claimed] = await conn.execute<{ until: string }[]>(
    `${set} and (${claim.condition}) and ("attempt_claimed_until" is null or "attempt_claimed_until" <= now()) returning "attempt_claimed_until"::text as "until"`,
    [lease, claim.id],
  );
  if (!claimed) throw new AttemptInProgressError(`${table} ${claim.id}`);
  let until = claimed.until;
  activityAlive();
  // Renewed only while still ours (the same lease value): a lapsed claim is never taken back.
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    activityAlive();
    renewing = renewing
      .then(async () => {
        const [renewed] = await conn.execute<{ until: string }[]>(
          `${set} and "attempt_claimed_until" = ?::timestamptz returning "attempt_claimed_until"::text as "until"`,
          [lease, claim.id, until],
        );
        if (renewed) until = renewed.until;
      })
      .catch(() => undefined);
  }, claim.renewMs ?? CLAIM_RENEW_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
    await conn.execute(
      `update "${table}" set "attempt_claimed_until" = null where "id" = ? and "attempt_claimed_until" = ?::timestamptz`,
      [claim.id, until],
      'run',
    );
  }
}
