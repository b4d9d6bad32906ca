import { ActivityFailure, ApplicationFailure, proxyActivities, workflowInfo } from '@temporalio/workflow';

import type { LedgerAuditActivities, LedgerAuditOutcome } from './ledger-audit.activities';
import type { LedgerAuditInput } from './ledger-audit.messages';

// The checks read the whole database: minutes at most; a failure is retried a few times.
const { auditLedger } = proxyActivities<LedgerAuditActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumAttempts: 5 },
});

// Recording and e-mailing are small writes: retried until they succeed (within a day).
const { recordFailedLedgerAudit, mailLedgerAudit } = proxyActivities<LedgerAuditActivities>({
  startToCloseTimeout: '1 minute',
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/** The last attempt's message (an ActivityFailure wraps the activity's own error). */
function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}

/**
 * The nightly reconciliation (Schedule `ledger-audit`, or "Run audit now"): check the books'
 * invariants and the processors' records, record the run, and e-mail PG Admin when anything
 * differs. The run key is the workflow's run id, so a retried check records one run. Checks that
 * still fail after their retries are recorded as a failed run and e-mailed too: a night with no
 * audit must not look like a clean one.
 */
export async function ledgerAuditWorkflow(input: LedgerAuditInput): Promise<LedgerAuditOutcome> {
  const runKey = workflowInfo().runId;
  const startedAt = new Date().toISOString();
  let outcome: LedgerAuditOutcome;
  try {
    outcome = await auditLedger({ trigger: input.trigger, runKey });
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    outcome = await recordFailedLedgerAudit({ trigger: input.trigger, runKey, startedAt, error: failureMessage(error) });
  }
  if (outcome.status !== 'clean') await mailLedgerAudit({ runId: outcome.runId });
  return outcome;
}
