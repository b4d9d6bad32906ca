import { bpsToPercent, canSeeField, centsToDecimal, invoiceTotals, invoiceTransferAmountCents } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { Disbursement } from './disbursement.entity';
import type { DisbursementType, InvoiceType, LineItemType, PaymentType, PayoutType } from './dtos/invoice.type';
import type { Invoice } from './invoice.entity';
import type { LineItem } from './line-item.entity';
import type { Payment } from './payment.entity';
import type { Payout } from './payout.entity';

// Entity -> GraphQL shape: cents become decimals, basis points become percent, here only.

/** The columns of an invoice the GraphQL shape is made from. */
type InvoiceColumns = Pick<
  Invoice,
  | 'id'
  | 'code'
  | 'accessKey'
  | 'status'
  | 'type'
  | 'name'
  | 'recipientName'
  | 'recipientSurName'
  | 'recipientEmail'
  | 'numberOfPax'
  | 'dateOfService'
  | 'dateOfArrival'
  | 'merchantPO'
  | 'merchantProcessingFeeBps'
  | 'platformFeeBps'
  | 'refundPolicyTerms'
  | 'subtotalCents'
  | 'feeCents'
  | 'totalCents'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'paidAt'
  | 'estimatedDisbursementDate'
  | 'actualDisbursementDate'
  | 'transferId'
  | 'gatewayTransactionId'
  | 'paymentGateway'
>;

/** An invoice as the mapper reads it: an entity, or a list row read without hydration (relations by id). */
export type InvoiceRecord = InvoiceColumns & { owner: { id: string }; disbursedBy?: { id: string } | null };

/** A row of `invoice` as a query builder's `execute` gives it: columns by property name, relations as ids. */
export type InvoiceRow = InvoiceColumns & { owner: string; disbursedBy?: string | null };

/** The record of a list row (no entity: a list page is read, never changed), made from the row itself (as refundRecord). */
export function invoiceRecord(row: InvoiceRow): InvoiceRecord {
  const { owner, disbursedBy } = row;
  return Object.assign(row, { owner: { id: owner }, disbursedBy: disbursedBy ? { id: disbursedBy } : null });
}

/** `viewer` null: reached by access key on the public pay page. */
export function toInvoiceType(invoice: InvoiceRecord, viewer: AuthUser | null, disbursementCents: number[] = []): InvoiceType {
  const totals = invoiceTotals({
    lineItems: [{ quantity: 1, priceCents: invoice.subtotalCents }],
    platformFeeBps: invoice.platformFeeBps,
    merchantFeeBps: invoice.merchantProcessingFeeBps,
    disbursementCents,
  });
  const ownerId = invoice.owner.id;
  return {
    id: invoice.id,
    code: invoice.code,
    name: invoice.name,
    type: invoice.type,
    status: invoice.status,
    recipientName: invoice.recipientName,
    recipientSurName: invoice.recipientSurName,
    recipientEmail: invoice.recipientEmail,
    numberOfPax: invoice.numberOfPax,
    dateOfService: invoice.dateOfService,
    dateOfArrival: invoice.dateOfArrival ?? null,
    merchantPO: viewer ? (invoice.merchantPO ?? null) : null,
    merchantProcessingFee: bpsToPercent(invoice.merchantProcessingFeeBps),
    platformFeePercent: bpsToPercent(invoice.platformFeeBps),
    transactionFee: centsToDecimal(invoice.feeCents),
    invoiceAmount: centsToDecimal(invoiceTransferAmountCents(invoice.subtotalCents, invoice.merchantProcessingFeeBps)),
    refundPolicyTerms: invoice.refundPolicyTerms,
    accessKey: invoice.accessKey,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    deletedAt: invoice.deletedAt ?? null,
    paidAt: invoice.paidAt ?? null,
    estimatedDisbursementDate: invoice.estimatedDisbursementDate ?? null,
    actualDisbursementDate: invoice.actualDisbursementDate ?? null,
    // Spec: the gateway transaction id is shown to one role only (the platform; FIELD_ACCESS).
    gatewayTransactionId: canSeeField(viewer?.role, 'Invoice.gatewayTransactionId') ? (invoice.gatewayTransactionId ?? null) : null,
    transferId: viewer ? (invoice.transferId ?? null) : null,
    transfer: viewer && invoice.transferId ? { id: invoice.transferId, code: null } : null,
    ownerId,
    disbursedById: viewer ? (invoice.disbursedBy?.id ?? null) : null,
    hasPdf: false,
    stripePaymentIntentClientSecret: null,
    totals: {
      subtotal: centsToDecimal(invoice.subtotalCents),
      fee: centsToDecimal(invoice.feeCents),
      total: centsToDecimal(invoice.totalCents),
      merchantFee: centsToDecimal(totals.merchantFeeCents),
      disbursements: centsToDecimal(totals.disbursementsCents),
      net: centsToDecimal(totals.netCents),
    },
    paymentGateway: invoice.paymentGateway ? { id: invoice.paymentGateway, name: invoice.paymentGateway } : null,
    publicView: viewer === null,
    internal: { subtotalCents: invoice.subtotalCents, platformFeeBps: invoice.platformFeeBps, merchantFeeBps: invoice.merchantProcessingFeeBps },
  };
}

export function toLineItemType(item: LineItem): LineItemType {
  return {
    id: item.id,
    description: item.description,
    quantity: item.quantity,
    price: centsToDecimal(item.priceCents),
    total: centsToDecimal(item.quantity * item.priceCents),
    sort: item.sort,
    invoiceId: item.invoice.id,
  };
}

export function toDisbursementType(d: Disbursement): DisbursementType {
  const recipient = d.recipient.name === undefined ? null : { id: d.recipient.id, name: d.recipient.name, type: d.recipient.type };
  return {
    id: d.id,
    amount: centsToDecimal(d.amountCents),
    recipientId: d.recipient.id,
    type: d.type,
    isDefault: d.isDefault,
    recipient,
    invoiceId: d.invoice.id,
  };
}

export function toPaymentType(p: Payment): PaymentType {
  return {
    id: p.id,
    amount: centsToDecimal(p.amountCents),
    email: p.email ?? null,
    status: p.status,
    platformFee: centsToDecimal(p.platformFeeCents),
    stripeChargeId: p.chargeId ?? null,
    processor: p.processor,
    createdAt: p.createdAt,
    failMessage: p.failMessage ?? null,
    failCode: p.failCode ?? null,
    declineClass: p.declineClass ?? null,
    source: { brand: p.brand ?? null, last4: p.last4 ?? null },
  };
}

export function toPayoutType(p: Payout): PayoutType {
  return {
    id: p.id,
    amount: centsToDecimal(p.amountCents),
    remarks: p.remarks ?? null,
    payoutDate: p.payoutDate,
    invoiceId: p.invoice.id,
    createdAt: p.createdAt,
  };
}
