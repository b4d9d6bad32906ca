import type { EntityManager } from '@mikro-orm/postgresql';
import type { RefundProgressStatus, WebhookEventType } from '@pg/domain';

import { checkoutResource } from '../checkouts/checkout-resource';
import type { WebPayment } from '../checkouts/web-payment.entity';
import type { Dispute } from '../disputes/dispute.entity';
import { disputeResource } from '../disputes/dispute-resource';
import type { Invoice } from '../invoices/invoice.entity';
import { invoiceResource } from '../invoices/invoice-resource';
import type { Refund } from '../refunds/refund.entity';
import { refundResource } from '../refunds/refund-resource';
import { recordWebhookEvent } from './webhook-events';

// The webhook event of each domain's state change, recorded by the code that writes the change,
// in its transaction, from the entity as it is about to be committed. Where the change was a
// plain UPDATE (the entity in memory is stale), the caller reads the row again in its
// transaction first (`em.refresh`), so the event shows what is committed.

export function recordInvoiceWebhook(em: EntityManager, invoice: Invoice, type: Extract<WebhookEventType, `invoice.${string}`>): void {
  recordWebhookEvent(em, invoice.owner.id, type, invoiceResource(invoice));
}

export function recordCheckoutWebhook(em: EntityManager, checkout: WebPayment, type: Extract<WebhookEventType, `checkout.${string}`>, publicUrl: string): void {
  recordWebhookEvent(em, checkout.owner.id, type, checkoutResource(checkout, publicUrl));
}

export function recordRefundWebhook(em: EntityManager, refund: Refund, type: Extract<WebhookEventType, `refund.${string}`>): void {
  recordWebhookEvent(em, refund.owner.id, type, refundResource(refund));
}

export function recordDisputeWebhook(em: EntityManager, dispute: Dispute, type: Extract<WebhookEventType, `dispute.${string}`>): void {
  recordWebhookEvent(em, dispute.owner.id, type, disputeResource(dispute));
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
