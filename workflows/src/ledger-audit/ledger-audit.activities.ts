/** One difference the audit found, in plain words (the report's line). */
export interface LedgerAuditDifference {
  /** Which check: balancedJournals, booksSumToZero, rollups, payments, refunds, refundTransfers (issue 47: refunds deducted by transfers = refunds in the books), captures, chargebacks, capturedNotInBooks (issue 42: payments processes completed after a restore point), processorSandbox, processorStripe. */
  check: string;
  /** What it concerns: a journal, an account, an invoice code, a charge id... */
  subject: string;
  detail: string;
}

export interface LedgerAuditOutcome {
  runId: string;
  status: 'clean' | 'differences' | 'failed';
  differences: number;
}

// What the nightly audit needs done outside the workflow (api/src/ledger/ledger-audit.activities.ts).
export interface LedgerAuditActivities {
  /** Runs every check over the whole database and the processors' records and records the run. */
  auditLedger: (input: { trigger: 'schedule' | 'manual'; runKey: string }) => Promise<LedgerAuditOutcome>;
  /** Records a run whose checks could not finish (every retry failed), with the last error. */
  recordFailedLedgerAudit: (input: { trigger: 'schedule' | 'manual'; runKey: string; startedAt: string; error: string }) => Promise<LedgerAuditOutcome>;
  /** E-mails PG Admin the run's reconciliation report (differences, or the failure). At most once per run. */
  mailLedgerAudit: (input: { runId: string }) => Promise<void>;
}
