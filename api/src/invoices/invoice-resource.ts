import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal, type WebhookEventType } from '@pg/domain';

import { recordWebhookEvent } from '../webhooks/webhook-events';
import type { Invoice } from './invoice.entity';

/**
 * An invoice as the REST API v1 shows it: the `data.object` of invoice webhook events.
 * Amounts as decimal strings, like checkouts; the payer's contact stays out (not the merchant's server's business).
 */
export interface InvoiceResource {
  id: string;
  object: 'invoice';
  code: string;
  status: string;
  type: string;
  name: string;
  subtotal: string;
  fee: string;
  total: string;
  currency: 'USD';
  merchantPO: string | null;
  dateOfService: string;
  createdAt: string;
  paidAt: string | null;
  disbursedAt: string | null;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

/** The invoice columns the resource is made from (an UPDATE ... RETURNING can give them). */
export const INVOICE_RESOURCE_FIELDS = [
  'id',
  'code',
  'status',
  'type',
  'name',
  'subtotalCents',
  'feeCents',
  'totalCents',
  'merchantPO',
  'dateOfService',
  'createdAt',
  'paidAt',
  'actualDisbursementDate',
] as const;

/** An invoice entity, or a row of the columns above. */
export type InvoiceResourceSource = Pick<Invoice, (typeof INVOICE_RESOURCE_FIELDS)[number]>;

export function invoiceResource(invoice: InvoiceResourceSource): InvoiceResource {
  return {
    id: invoice.id,
    object: 'invoice',
    code: invoice.code,
    status: invoice.status,
    type: invoice.type,
    name: invoice.name,
    subtotal: decimal(invoice.subtotalCents),
    fee: decimal(invoice.feeCents),
    total: decimal(invoice.totalCents),
    currency: 'USD',
    merchantPO: invoice.merchantPO ?? null,
    dateOfService: invoice.dateOfService.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    disbursedAt: invoice.actualDisbursementDate?.toISOString() ?? null,
  };
}

// The webhook event of this domain's state change, recorded by the code that writes the change,
// in its transaction, from the entity as it is about to be committed (see webhooks/webhook-events.ts).
export function recordInvoiceWebhook(
  em: EntityManager,
  invoice: InvoiceResourceSource & { owner: { id: string } },
  type: Extract<WebhookEventType, `invoice.${string}`>,
): void {
  recordWebhookEvent(em, invoice.owner.id, type, invoiceResource(invoice));
}
