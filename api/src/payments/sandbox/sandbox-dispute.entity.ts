import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';
import { SandboxChargeSchema } from './sandbox-charge.entity';

export const SANDBOX_DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type SandboxDisputeStatus = (typeof SANDBOX_DISPUTE_STATUSES)[number];

/** What the merchant sent (texts and the files' names; the bytes stay with the platform). */
export interface SandboxEvidence {
  explanation: string;
  productDescription: string | null;
  refundExplanation: string | null;
  files: { kind: string; name: string; mimetype: string; size: number }[];
}

// A Sandbox dispute (Stripe's statuses): opened by a charge of test card 4000 0000 0000 0259,
// decided after the merchant's evidence by the rule in sandbox-disputes.service.ts.
const SandboxDisputeSchema = defineEntity({
  name: 'SandboxDispute',
  tableName: 'sandbox_dispute',
  extends: BaseSchema,
  properties: {
    /** dp_sandbox_<hex>, what the platform knows it by. */
    disputeId: p.string().unique(),
    charge: () => p.manyToOne(SandboxChargeSchema).unique(),
    amountCents: p.integer(),
    currency: p.string(),
    reason: p.string(),
    status: p.enum([...SANDBOX_DISPUTE_STATUSES]),
    /** When the dispute is (or was) delivered to the platform. */
    opensAt: p.datetime(),
    evidenceDueBy: p.datetime(),
    evidence: p.json<SandboxEvidence>().nullable(),
    /** The key of the evidence submission or acceptance: a retry with it is answered, not repeated. */
    responseKey: p.string().nullable(),
    closedAt: p.datetime().nullable(),
  },
});

export class SandboxDispute extends SandboxDisputeSchema.class {}
SandboxDisputeSchema.setClass(SandboxDispute);
export { SandboxDisputeSchema };
