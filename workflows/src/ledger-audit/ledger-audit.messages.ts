export interface LedgerAuditInput {
  trigger: 'schedule' | 'manual';
}

/** The nightly Temporal Schedule (Temporal UI: Schedules) and its time, 02:00 UTC. */
export const LEDGER_AUDIT_SCHEDULE_ID = 'ledger-audit';
export const LEDGER_AUDIT_CRON = '0 2 * * *';
/** A run started by PG Admin ("Run audit now"). */
export const ledgerAuditWorkflowId = (requestId: string) => `ledger-audit-${requestId}`;
