import { defineEntity, p } from '@mikro-orm/core';
import type { LedgerAuditDifference } from '@pg/workflows';

import { BaseSchema } from '../common/base.entity';

/** failed: the checks could not finish (after the workflow's retries); `error` says why. */
export const LEDGER_AUDIT_STATUSES = ['clean', 'differences', 'failed'] as const;
export type LedgerAuditStatus = (typeof LEDGER_AUDIT_STATUSES)[number];

// One run of the nightly ledger audit (workflow ledgerAuditWorkflow, Schedule `ledger-audit`):
// what it checked and every difference it found, for /ledger/audits and the e-mailed report.
const LedgerAuditRunSchema = defineEntity({
  name: 'LedgerAuditRun',
  extends: BaseSchema,
  properties: {
    /** The workflow run that recorded it: a retried check records one run. */
    runKey: p.string().unique(),
    trigger: p.string(),
    status: p.enum([...LEDGER_AUDIT_STATUSES]),
    startedAt: p.datetime(),
    finishedAt: p.datetime(),
    checks: p.integer(),
    differenceCount: p.integer(),
    differences: p.json<LedgerAuditDifference[]>(),
    /** Why a failed run could not finish (the last attempt's error). */
    error: p.text().nullable(),
    /** When the report went to PG Admin (differences or a failure). */
    mailedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
});

export class LedgerAuditRun extends LedgerAuditRunSchema.class {}
LedgerAuditRunSchema.setClass(LedgerAuditRun);
export { LedgerAuditRunSchema };
