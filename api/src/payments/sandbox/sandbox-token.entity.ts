import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../../common/base.entity';

/**
 * Faults the Sandbox plays for tests of unknown outcomes (issue 47): `lose_answer` charges (and
 * refunds) for real and then loses the answer of the call that did it (a replay of its key
 * answers); `server_error` answers 5xx and does nothing (the token stays unspent). The refund
 * faults charge normally and play on the first refund call of each key only (later calls of the
 * key behave): `refund_slow` refunds and answers after SANDBOX_SLOW_MS (longer than the refund
 * try's timeout); `refund_in_progress` answers Stripe's 409 "request in progress" and does
 * nothing; `refund_server_error` answers 5xx and does nothing.
 */
export const SANDBOX_REFUND_FAULTS = ['refund_slow', 'refund_in_progress', 'refund_server_error'] as const;
export type SandboxRefundFault = (typeof SANDBOX_REFUND_FAULTS)[number];
/**
 * Issue 41: cards that make the primary Sandbox acquirer (`sandbox`) misbehave before it touches
 * the token, while the fallback acquirer (`sandboxB`) charges them normally: it times out,
 * answers 5xx, rate-limits (429), or goes down for SANDBOX_DOWN_MS (every card then finds it
 * down). Nothing is charged by the primary.
 */
export const SANDBOX_PRIMARY_FAULTS = ['primary_timeout', 'primary_server_error', 'primary_rate_limit', 'primary_down'] as const;
export type SandboxPrimaryFault = (typeof SANDBOX_PRIMARY_FAULTS)[number];
export const SANDBOX_FAULTS = ['lose_answer', 'server_error', ...SANDBOX_REFUND_FAULTS, ...SANDBOX_PRIMARY_FAULTS] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
export const SANDBOX_BEHAVIOURS = [
  'succeed',
  'decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_required',
  ...SANDBOX_FAULTS,
] as const;
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
    /** Issue 41: the card's country by its BIN (domain bin-countries.ts), for routing rules by country; null when not known. */
    country: p.string().nullable(),
    /** Issue 41: the card's fingerprint (sandbox-fingerprint.ts), the same for every token of one card number; never the number itself. */
    fingerprint: p.string().nullable(),
    /** Test card 4000 0000 0000 0259: the charge succeeds and later opens a dispute. */
    disputeOnCapture: p.boolean().default(false),
    /** Single use: set by the first charge that presents the token. */
    usedAt: p.datetime().nullable(),
  },
});

export class SandboxToken extends SandboxTokenSchema.class {}
SandboxTokenSchema.setClass(SandboxToken);
export { SandboxTokenSchema };
