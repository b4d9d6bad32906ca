import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal, type RefundProgressStatus, type WebhookEventType } from '@pg/domain';

import { recordWebhookEvent } from '../webhooks/webhook-events';
import type { Refund } from './refund.entity';

/**
 * A refund as the REST API v1 shows it: the answer of /api/v1/refunds routes and the
 * `data.object` of refund webhook events. Amounts as decimal strings, like checkouts.
 */
export interface RefundResource {
  id: string;
  object: 'refund';
  code: string;
  /** What it refunds: a checkout (webPaymentId) or an invoice. */
  type: string;
  checkoutId: string | null;
  invoiceId: string | null;
  status: string;
  /** The stage of the three-stage approval (merchant, bank, platform) or its end. */
  progressStatus: string;
  requestedAmount: string;
  approvedAmount: string | null;
  reason: string;
  createdAt: string;
  closedAt: string | null;
  /** false for the refund of a test checkout. */
  livemode: boolean;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

export function refundResource(refund: Refund): RefundResource {
  return {
    id: refund.id,
    object: 'refund',
    code: refund.code,
    type: refund.type,
    checkoutId: refund.webPaymentId ?? null,
    invoiceId: refund.invoice?.id ?? null,
    status: refund.status,
    progressStatus: refund.progressStatus,
    requestedAmount: decimal(refund.requestedAmountCents),
    approvedAmount: refund.approvedAmountCents == null ? null : decimal(refund.approvedAmountCents),
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    closedAt: refund.closedDate?.toISOString() ?? null,
    livemode: refund.livemode,
  };
}

// The webhook event of this domain's state change, recorded by the code that writes the change,
// in its transaction, from the entity as it is about to be committed (see webhooks/webhook-events.ts).
export function recordRefundWebhook(em: EntityManager, refund: Refund, type: Extract<WebhookEventType, `refund.${string}`>): void {
  recordWebhookEvent(em, refund.owner.id, type, refundResource(refund));
}

/** The event of a refund's new stage, if merchants are told of it (pgApproved is internal). */
export function refundStageEvent(to: RefundProgressStatus): Extract<WebhookEventType, `refund.${string}`> | undefined {
  switch (to) {
    case 'merchantApproved':
      return 'refund.approved_by_merchant';
    case 'bankApproved':
      return 'refund.approved_by_bank';
    case 'refunded':
      return 'refund.refunded';
    case 'merchantDeclined':
    case 'denied':
    case 'notRefunded':
      return 'refund.declined';
    default:
      return undefined;
  }
}
