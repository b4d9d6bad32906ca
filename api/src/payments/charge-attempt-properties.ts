import { p } from '@mikro-orm/core';

export const CHARGE_ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type ChargeAttemptStatus = (typeof CHARGE_ATTEMPT_STATUSES)[number];

/**
 * The columns every charge attempt has, whichever record it pays (an invoice's Payment, a
 * checkout's CheckoutPayment): spread into each entity's properties. The idempotency key is
 * unique, so a retried call finds its row instead of charging again. No card data here: only
 * the processor's charge id, brand and last4. Each table keeps its own name and foreign key
 * (and failMessage, whose column type differs between them).
 */
export const chargeAttemptProperties = {
  amountCents: p.integer(),
  status: p.enum([...CHARGE_ATTEMPT_STATUSES]),
  idempotencyKey: p.string().unique(),
  processor: p.string(),
  chargeId: p.string().nullable(),
  brand: p.string().nullable(),
  last4: p.string().nullable(),
  errorType: p.string().nullable(),
  failCode: p.string().nullable(),
  /** Issue 41: the processor's answer classed (domain decline-classes.ts); null for a success and for the platform's own refusals. */
  declineClass: p.string().nullable(),
  email: p.string().nullable(),
  customerName: p.string().nullable(),
  /** A try's claim on the attempt while it calls the processor (attempt-claim.ts); null when none holds it. */
  attemptClaimedUntil: p.datetime().nullable(),
};
