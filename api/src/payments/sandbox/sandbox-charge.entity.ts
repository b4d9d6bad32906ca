import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';

/** Issue 41: `authorized` holds the amount until captured (`succeeded`) or voided (`voided`). */
export const SANDBOX_CHARGE_STATUSES = ['succeeded', 'failed', 'authorized', 'voided'] as const;

// A Sandbox charge, declined ones included (like a provider's failed charge). The idempotency
// key is unique: the same key always finds this row instead of charging again.
const SandboxChargeSchema = defineEntity({
  name: 'SandboxCharge',
  tableName: 'sandbox_charge',
  extends: BaseSchema,
  properties: {
    idempotencyKey: p.string().unique(),
    token: p.string().index(),
    amountCents: p.integer(),
    currency: p.string(),
    status: p.enum([...SANDBOX_CHARGE_STATUSES]),
    brand: p.string(),
    last4: p.string(),
    failCode: p.string().nullable(),
    failMessage: p.string().nullable(),
    description: p.string(),
    metadata: p.json<Record<string, string>>(),
    refundedCents: p.integer().default(0),
    disputeOnCapture: p.boolean().default(false),
    /** Issue 41: which Sandbox acquirer charged it (`sandbox`, or the fallback `sandboxB`). */
    acquirer: p.string().default('sandbox'),
  },
});

export class SandboxCharge extends SandboxChargeSchema.class {}
SandboxChargeSchema.setClass(SandboxCharge);
export { SandboxChargeSchema };
