import { randomBytes } from 'node:crypto';

import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { DisputeOutcome } from '@pg/domain';

import type { DisputeCallResult, DisputeEvidenceRequest } from '../payment-processor';
import type { SandboxCharge } from './sandbox-charge.entity';
import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SandboxDispute, type SandboxDisputeStatus } from './sandbox-dispute.entity';
import { SandboxWebhook } from './sandbox-webhook.entity';

/** The reason a Sandbox dispute gives (Stripe's most common one). */
export const SANDBOX_DISPUTE_REASON = 'fraudulent';

/**
 * How the Sandbox decides a defended dispute (Stripe's test convention): evidence whose text
 * contains `losing_evidence` loses, `winning_evidence` wins; otherwise it wins when at least one
 * file (the supporting document) came with it, and loses without one.
 */
export function sandboxOutcome(evidence: Pick<DisputeEvidenceRequest, 'explanation' | 'productDescription' | 'refundExplanation' | 'files'>): DisputeOutcome {
  const text = [evidence.explanation, evidence.productDescription, evidence.refundExplanation].filter(Boolean).join('\n');
  if (text.includes('losing_evidence')) return 'lost';
  if (text.includes('winning_evidence')) return 'won';
  return evidence.files.length > 0 ? 'won' : 'lost';
}

const failure = (failCode: string, failMessage: string): DisputeCallResult => ({ status: 'failed', errorType: 'invalid_request_error', failCode, failMessage });
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

// The Sandbox's disputes: a charge of 4000 0000 0000 0259 opens one after SANDBOX_DISPUTE_DELAY_MS;
// the merchant's evidence (or acceptance) is answered after the same delay. Every change writes
// its webhook into the delivery queue in the same transaction, so none is ever lost.
@Injectable()
export class SandboxDisputesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig,
  ) {}

  /** Called inside the charge's transaction: the dispute and its webhook commit with the charge. */
  scheduleDispute(tx: EntityManager, charge: SandboxCharge): SandboxDispute {
    const opensAt = new Date(Date.now() + this.config.disputeDelayMs);
    const dispute = tx.create(SandboxDispute, {
      disputeId: `dp_sandbox_${randomBytes(12).toString('hex')}`,
      charge,
      amountCents: charge.amountCents,
      currency: charge.currency,
      reason: SANDBOX_DISPUTE_REASON,
      status: 'needs_response',
      opensAt,
      evidenceDueBy: new Date(opensAt.getTime() + this.config.disputeResponseMs),
      evidence: null,
      responseKey: null,
      closedAt: null,
    });
    this.enqueue(tx, 'charge.dispute.created', dispute, dispute.status, opensAt);
    return dispute;
  }

  async submitEvidence(request: DisputeEvidenceRequest): Promise<DisputeCallResult> {
    return this.respond(request.disputeId, request.idempotencyKey, (tx, dispute) => {
      const outcome = sandboxOutcome(request);
      dispute.evidence = {
        explanation: request.explanation,
        productDescription: request.productDescription,
        refundExplanation: request.refundExplanation,
        files: request.files.map((f) => ({ kind: f.kind, name: f.name, mimetype: f.mimetype, size: f.bytes.length })),
      };
      // Under review now; decided after the delay, when the closing webhook goes out.
      this.enqueue(tx, 'charge.dispute.updated', dispute, 'under_review', new Date());
      const decidedAt = new Date(Date.now() + this.config.disputeDelayMs);
      this.close(tx, dispute, outcome, decidedAt);
      return 'under_review';
    });
  }

  /** The merchant accepted: the dispute is lost at once (Stripe's "close a dispute"). */
  async accept(disputeId: string, idempotencyKey: string): Promise<DisputeCallResult> {
    return this.respond(disputeId, idempotencyKey, (tx, dispute) => {
      this.close(tx, dispute, 'lost', new Date());
      return 'lost';
    });
  }

  /** The Sandbox's view of a charge's dispute, for GET /sandbox/charges/:id. */
  async ofCharge(chargeId: string): Promise<{ disputeId: string; status: SandboxDisputeStatus; opensAt: string } | null> {
    const dispute = await this.em.fork().findOne(SandboxDispute, { charge: chargeId });
    return dispute ? { disputeId: dispute.disputeId, status: dispute.status, opensAt: dispute.opensAt.toISOString() } : null;
  }

  /** One answer per dispute: the same key is answered again, another one is refused once answered. */
  private async respond(
    disputeId: string,
    key: string,
    change: (tx: EntityManager, dispute: SandboxDispute) => SandboxDisputeStatus,
  ): Promise<DisputeCallResult> {
    return this.em.fork().transactional(async (tx) => {
      const dispute = await tx.findOne(SandboxDispute, { disputeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!dispute || dispute.opensAt.getTime() > Date.now()) return failure('resource_missing', `No such dispute: '${disputeId}'`);
      if (dispute.responseKey === key) return { status: 'succeeded', processorStatus: dispute.status === 'needs_response' ? 'under_review' : dispute.status };
      if (dispute.status !== 'needs_response') {
        return failure(
          'dispute_already_responded',
          `This dispute is ${dispute.status === 'under_review' ? 'under review' : 'closed'} and can no longer be changed.`,
        );
      }
      dispute.responseKey = key;
      const status = change(tx, dispute);
      await tx.flush();
      return { status: 'succeeded', processorStatus: status };
    });
  }

  private close(tx: EntityManager, dispute: SandboxDispute, outcome: DisputeOutcome, at: Date): void {
    dispute.status = outcome;
    dispute.closedAt = at;
    this.enqueue(tx, 'charge.dispute.closed', dispute, outcome, at);
  }

  /** A webhook in Stripe's event shape, delivered from `at` on. */
  private enqueue(tx: EntityManager, type: string, dispute: SandboxDispute, status: string, at: Date): void {
    const eventId = `evt_sandbox_${randomBytes(12).toString('hex')}`;
    tx.create(SandboxWebhook, {
      eventId,
      type,
      payload: {
        id: eventId,
        object: 'event',
        type,
        created: unix(at),
        livemode: false,
        data: {
          object: {
            id: dispute.disputeId,
            object: 'dispute',
            charge: dispute.charge.id,
            amount: dispute.amountCents,
            currency: dispute.currency.toLowerCase(),
            reason: dispute.reason,
            status,
            created: unix(dispute.opensAt),
            evidence_details: { due_by: unix(dispute.evidenceDueBy), submission_count: dispute.evidence ? 1 : 0 },
          },
        },
      },
      nextAttemptAt: at,
      attempts: 0,
      deliveredAt: null,
      lastError: null,
    });
  }
}
