import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal, type WebhookEventType } from '@pg/domain';

import { recordWebhookEvent } from '../webhooks/webhook-events';
import type { Dispute } from './dispute.entity';

/** A dispute as the REST API v1 shows it: the `data.object` of dispute webhook events. */
export interface DisputeResource {
  id: string;
  object: 'dispute';
  code: string;
  /** What was disputed: a checkout or an invoice. */
  type: string;
  checkoutId: string | null;
  invoiceId: string | null;
  status: string;
  progressStatus: string;
  amount: string;
  currency: string;
  reason: string;
  acceptanceFee: string;
  responseDueAt: string;
  resolvedAt: string | null;
  createdAt: string;
  /** false for a dispute of a test checkout (test mode). */
  livemode: boolean;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

export function disputeResource(dispute: Dispute): DisputeResource {
  return {
    id: dispute.id,
    object: 'dispute',
    code: dispute.code,
    type: dispute.type,
    checkoutId: dispute.webPayment?.id ?? null,
    invoiceId: dispute.invoice?.id ?? null,
    status: dispute.status,
    progressStatus: dispute.progressStatus,
    amount: decimal(dispute.disputeAmountCents),
    currency: dispute.currency,
    reason: dispute.reason,
    acceptanceFee: decimal(dispute.acceptanceFeeCents),
    responseDueAt: dispute.merchantResponseDueDate.toISOString(),
    resolvedAt: dispute.resolutionDate?.toISOString() ?? null,
    createdAt: dispute.createdAt.toISOString(),
    livemode: dispute.livemode,
  };
}

// The webhook event of this domain's state change, recorded by the code that writes the change,
// in its transaction, from the entity as it is about to be committed (see webhooks/webhook-events.ts).
export function recordDisputeWebhook(em: EntityManager, dispute: Dispute, type: Extract<WebhookEventType, `dispute.${string}`>): void {
  recordWebhookEvent(em, dispute.owner.id, type, disputeResource(dispute));
}
