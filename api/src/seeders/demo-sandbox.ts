import { randomBytes, randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { SandboxCharge } from '../payments/sandbox/sandbox-charge.entity';
import { SandboxDispute, type SandboxDisputeStatus } from '../payments/sandbox/sandbox-dispute.entity';

// Every demo payment is a real Sandbox charge (and every demo dispute a Sandbox dispute of it),
// so every flow can be finished on a fresh start: a demo refund is refunded at the Sandbox, a
// demo dispute's evidence reaches it, the nightly audit finds the processor's records.

/** A succeeded Sandbox charge of a demo payment; its id is the payment's charge id. */
export function demoSandboxCharge(em: EntityManager, amountCents: number, description: string): SandboxCharge {
  return em.create(SandboxCharge, {
    id: randomUUID(),
    idempotencyKey: `demo-${randomBytes(8).toString('hex')}`,
    token: `tok_demo_${randomBytes(8).toString('hex')}`,
    amountCents,
    currency: 'USD',
    status: 'succeeded',
    brand: 'visa',
    last4: '4242',
    description,
    metadata: { demo: 'true' },
  });
}

/** The Sandbox's dispute of a demo charge; its disputeId is the platform dispute's processor id. */
export function demoSandboxDispute(
  em: EntityManager,
  chargeId: string,
  d: { amountCents: number; reason: string; status: SandboxDisputeStatus; opensAt: Date; evidenceDueBy: Date; closedAt: Date | null },
): SandboxDispute {
  return em.create(SandboxDispute, {
    disputeId: `dp_sandbox_${randomBytes(8).toString('hex')}`,
    charge: em.getReference(SandboxCharge, chargeId),
    amountCents: d.amountCents,
    currency: 'USD',
    reason: d.reason,
    status: d.status,
    opensAt: d.opensAt,
    evidenceDueBy: d.evidenceDueBy,
    evidence: null,
    responseKey: null,
    closedAt: d.closedAt,
  });
}
