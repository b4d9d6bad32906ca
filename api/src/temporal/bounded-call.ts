import type { Client } from '@temporalio/client';

/** Temporal did not answer within the time the caller gave it; its calls were cancelled. */
export class TemporalCallLate extends Error {}

/**
 * Runs `work`'s calls on `client` for at most `ms`, then cancels them. Why not a race against a
 * timer: the losing call would go on behind a caller that stopped waiting (a query no worker
 * answers runs about 30 s), and a call still running when the connection closes ends in a retry
 * that throws from its timer. Throws TemporalCallLate when the time ran out.
 */
export async function bounded<T>(client: Pick<Client, 'withAbortSignal'>, ms: number, work: () => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  try {
    return await client.withAbortSignal(signal, work);
  } catch (error) {
    if (signal.aborted) throw new TemporalCallLate(`Temporal did not answer within ${ms} ms`, { cause: error });
    throw error;
  }
}
