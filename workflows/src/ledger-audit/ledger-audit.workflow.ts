import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { LedgerAuditActivities, LedgerAuditOutcome } from './ledger-audit.activities';
import type { LedgerAuditInput } from './ledger-audit.messages';

// The checks read the whole database: minutes at most; a failure is retried a few times.
const { auditLedger, mailLedgerAudit } = proxyActivities<LedgerAuditActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumAttempts: 5 },
});

/**
 * The nightly reconciliation (Schedule `ledger-audit`, or "Run audit now"): check the books'
 * invariants and the processors' records, record the run, and e-mail PG Admin when anything
 * differs. The run key is the workflow's run id, so a retried check records one run.
 */
export async function ledgerAuditWorkflow(input: LedgerAuditInput): Promise<LedgerAuditOutcome> {
  const outcome = await auditLedger({ trigger: input.trigger, runKey: workflowInfo().runId });
  if (outcome.status === 'differences') await mailLedgerAudit({ runId: outcome.runId });
  return outcome;
}
