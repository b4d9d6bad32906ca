import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { SandboxChargeSchema } from './sandbox-charge.entity';

// A Sandbox refund of (part of) a charge; unique key for the same retry-safety as charges.
const SandboxRefundSchema = defineEntity({
  name: 'SandboxRefund',
  tableName: 'sandbox_refund',
  extends: BaseSchema,
  properties: {
    charge: () => p.manyToOne(SandboxChargeSchema).index(),
    idempotencyKey: p.string().unique(),
    amountCents: p.integer(),
  },
});

export class SandboxRefund extends SandboxRefundSchema.class {}
SandboxRefundSchema.setClass(SandboxRefund);
export { SandboxRefundSchema };
