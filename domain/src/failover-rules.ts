import type { DeclineClass } from './decline-classes';

/** The classes that send a payment on to the next processor. */
const ELSEWHERE: readonly DeclineClass[] = ['retryableElsewhere', 'unknownOutcome'];

// Issue 41: when a charge goes on to the next processor of its route. Shared by the payment
// process (workflows/src/payment/pay-by-update.ts), which decides from each attempt's class, and
// the API, which lists the processors a payment may fail over to (decision 0182).

/** Processors one payment is tried on, the first included: the payer waits on every one. */
export const MAX_PROCESSOR_ATTEMPTS = 3;
/** No further processor is tried once the payment has taken this long (the payer is waiting). */
export const FAILOVER_WAIT_MS = 20_000;

/**
 * Processors that share card tokens: a token one issued can be charged by the others. The
 * Sandbox's two acquirers share its token table; every real processor tokenises for itself only.
 */
const TOKEN_FAMILIES: Record<string, string> = { sandbox: 'sandbox', sandboxB: 'sandbox' };

/** Whose tokens a processor charges (its own name for a processor that shares none). */
export function tokenFamily(processor: string): string {
  return TOKEN_FAMILIES[processor] ?? processor;
}

/**
 * Whether a failed attempt's class lets the next processor try: `retryableElsewhere` (this one
 * could not run it), and `unknownOutcome` only once settled as not charged (the charge activity
 * asked the processor by the attempt's key; an unsettled one never reaches here). Hard declines
 * and authentication required never go elsewhere.
 */
export function triesElsewhere(declineClass: string | null | undefined): boolean {
  return (ELSEWHERE as readonly (string | null | undefined)[]).includes(declineClass);
}

/**
 * The fallbacks of a payment: the route's processors after the chosen one that can charge its
 * token (same family) and take payments here, at most MAX_PROCESSOR_ATTEMPTS - 1.
 */
export function fallbacksOf(route: readonly string[], chosen: string, available: (name: string) => boolean): string[] {
  const family = tokenFamily(chosen);
  return route.filter((name) => name !== chosen && tokenFamily(name) === family && available(name)).slice(0, MAX_PROCESSOR_ATTEMPTS - 1);
}

/** What the process knows when an attempt has failed. */
export interface FailedAttempt {
  declineClass: string | null | undefined;
  /** The processor the attempt used (the charge may skip an unhealthy one of its list). */
  processor: string | null | undefined;
  /** Candidates the attempt was given: its processor first, then the fallbacks. */
  candidates: readonly string[];
  /** Attempts made so far for this payment, this one included. */
  attempts: number;
  /** Milliseconds since the payment started. */
  elapsedMs: number;
}

/**
 * The processors the next attempt may use (the first is the next one to try), or none: the
 * class does not go elsewhere, the bound of attempts or of the payer's wait is reached, or no
 * processor is left after the one used.
 */
export function nextCandidates(failed: FailedAttempt): string[] {
  if (!triesElsewhere(failed.declineClass) || !failed.processor) return [];
  if (failed.attempts >= MAX_PROCESSOR_ATTEMPTS || failed.elapsedMs >= FAILOVER_WAIT_MS) return [];
  return candidatesAfter(failed.candidates, failed.processor);
}

/** The candidates after the one an attempt used: where the payment may go next (none for a processor not among them). */
export function candidatesAfter(candidates: readonly string[], used: string): string[] {
  const at = candidates.indexOf(used);
  return at < 0 ? [] : candidates.slice(at + 1);
}

/** Processors by the names people read (the gateway settings' display names of the seeded gateways). */
export const PROCESSOR_LABELS: Record<string, string> = {
  sandbox: 'Sandbox',
  sandboxB: 'Sandbox (fallback)',
  stripe: 'Stripe',
  authorizeNet: 'Authorize.Net',
};

/** A processor's name in words; the adapter name for one the table lacks, '—' for none. */
export function processorLabel(name: string | null | undefined): string {
  return name ? (PROCESSOR_LABELS[name] ?? name) : '—';
}
