import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';

/**
 * What the reconciliation after a restore found where the database and the processes disagree
 * (restore-reconciliation.ts). `capturedNotInBooks`: a process completed a payment the restored
 * books do not have (made after the restore point); the ledger audit names each one until an
 * operator resolves it. `booksAheadOfProcess`, `processWithoutRecord`: reported for an operator.
 * `recordWithoutProcess`: an open record whose process is gone; the API starts one from the
 * record's state on its next action (EntityProcess), so it is noted, not acted on.
 */
export const RESTORE_FINDING_KINDS = ['capturedNotInBooks', 'booksAheadOfProcess', 'processWithoutRecord', 'recordWithoutProcess'] as const;
export type RestoreFindingKind = (typeof RESTORE_FINDING_KINDS)[number];

const RestoreFindingSchema = defineEntity({
  name: 'RestoreFinding',
  extends: BaseSchema,
  properties: {
    kind: p.enum([...RESTORE_FINDING_KINDS]),
    /** The record's code (e.g. INV-2026-000123), or the workflow id when the books have no record. */
    subject: p.string(),
    workflowId: p.string(),
    detail: p.text(),
    /** The payment the process completed (capturedNotInBooks): its amount, as the process recorded it. */
    amountCents: p.integer().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['kind', 'workflowId'] }],
});

export class RestoreFinding extends RestoreFindingSchema.class {}
RestoreFindingSchema.setClass(RestoreFinding);
export { RestoreFindingSchema };
