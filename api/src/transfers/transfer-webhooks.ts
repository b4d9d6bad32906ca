import type { EntityManager } from '@mikro-orm/postgresql';

import { recordCheckoutWebhook } from '../checkouts/checkout-resource';
import { WebPayment } from '../checkouts/web-payment.entity';
import { Invoice } from '../invoices/invoice.entity';
import { recordInvoiceWebhook } from '../invoices/invoice-resource';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { Transfer } from './transfer.entity';
import type { TransferItem } from './transfer-item.entity';
import { transferResource } from './transfer-resource';

/**
 * A completed transfer's webhook events, in the transaction that marks its items: each invoice
 * and checkout it disbursed (invoice.disbursed, checkout.disbursed), then one transfer.created per
 * organization it pays, showing that organization's items only (docs/decisions/0099-webhook-events-outbox.md).
 */
export async function recordTransferWebhooks(tx: EntityManager, transferId: string, items: readonly TransferItem[], publicUrl: string): Promise<void> {
  const ids = (kind: string) => items.filter((i) => i.kind === kind).map((i) => i.itemId);
  const invoiceIds = ids('invoice');
  const checkoutIds = ids('checkout');
  // Marked by plain UPDATEs: read again in this transaction to show the disbursed rows.
  for (const invoice of invoiceIds.length ? await tx.find(Invoice, { id: { $in: invoiceIds } }, { populate: ['owner'], refresh: true }) : [])
    recordInvoiceWebhook(tx, invoice, 'invoice.disbursed');
  for (const checkout of checkoutIds.length ? await tx.find(WebPayment, { id: { $in: checkoutIds } }, { populate: ['owner'], refresh: true }) : [])
    recordCheckoutWebhook(tx, checkout, 'checkout.disbursed', publicUrl);
  const transfer = await tx.findOneOrFail(Transfer, { id: transferId }, { refresh: true });
  const byOrganization = new Map<string, TransferItem[]>();
  for (const item of items) byOrganization.set(item.organization.id, [...(byOrganization.get(item.organization.id) ?? []), item]);
  for (const [organizationId, own] of byOrganization) recordWebhookEvent(tx, organizationId, 'transfer.created', transferResource(transfer, own));
}
