import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';

/**
 * Faults the Sandbox plays for tests of unknown outcomes (issue 47): `lose_answer` charges (and
 * refunds) for real and then loses the answer of the call that did it (a replay of its key
 * answers); `server_error` answers 5xx and does nothing (the token stays unspent).
 */
export const SANDBOX_FAULTS = ['lose_answer', 'server_error'] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
export const SANDBOX_BEHAVIOURS = ['succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', ...SANDBOX_FAULTS] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

// A Sandbox card token. Never the card number or CVC: only what a receipt may show (brand,
// last 4, expiry) and which test behaviour the number selected.
const SandboxTokenSchema = defineEntity({
  name: 'SandboxToken',
  tableName: 'sandbox_token',
  extends: BaseSchema,
  properties: {
    token: p.string().unique(),
    brand: p.string(),
    last4: p.string(),
    expMonth: p.integer(),
    expYear: p.integer(),
    cardholderName: p.string().nullable(),
    behaviour: p.enum([...SANDBOX_BEHAVIOURS]),
    /** Test card 4000 0000 0000 0259: the charge succeeds and later opens a dispute. */
    disputeOnCapture: p.boolean().default(false),
    /** Single use: set by the first charge that presents the token. */
    usedAt: p.datetime().nullable(),
  },
});

export class SandboxToken extends SandboxTokenSchema.class {}
SandboxTokenSchema.setClass(SandboxToken);
export { SandboxTokenSchema };
