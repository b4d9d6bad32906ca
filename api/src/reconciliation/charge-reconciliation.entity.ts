import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';

export const RECONCILIATION_RECORD_KINDS = ['invoice', 'checkout'] as const;
export const RECONCILIATION_OUTCOMES = ['paid', 'notPaid'] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];

// Issue 47: a charge whose outcome stayed unknown past the bound (RECONCILE_AFTER_MS, a day by
// default): its attempt row stays pending and the record waits here until PG Admin checks the
// processor and settles it as paid or not paid (/ledger/reconciliation).
const ChargeReconciliationSchema = defineEntity({
  name: 'ChargeReconciliation',
  extends: BaseSchema,
  properties: {
    recordKind: p.enum([...RECONCILIATION_RECORD_KINDS]),
    recordId: p.uuid(),
    recordCode: p.string(),
    organizationId: p.uuid(),
    /** The attempt row (payment or checkout_payment). */
    paymentId: p.uuid(),
    processor: p.string(),
    /** The attempt's processor idempotency key (workflow id + the payer's key): one queue row each. */
    idempotencyKey: p.string().unique(),
    amountCents: p.integer(),
    /** When the attempt started (its age is counted from here). */
    attemptedAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    outcome: p.enum([...RECONCILIATION_OUTCOMES]).nullable(),
    chargeId: p.string().nullable(),
    settledById: p.uuid().nullable(),
  },
  indexes: [{ properties: ['settledAt', 'attemptedAt'] }],
});

export class ChargeReconciliation extends ChargeReconciliationSchema.class {}
ChargeReconciliationSchema.setClass(ChargeReconciliation);
export { ChargeReconciliationSchema };
