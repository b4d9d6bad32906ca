import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@pg/domain';

import { executePrepared, prepared } from '../common/prepared-statements';
import { paidLines, type PaidPayment, receiptSentColumn } from '../payments/charge-steps';
import { INVOICE_SUBJECT } from './invoice-events';

/** What an invoice's payment receipt says, and whether it has gone out. */
export interface InvoiceReceipt {
  sent: boolean;
  invoice: { id: string; code: string; name: string; subtotalCents: number; feeCents: number };
  payer: { name: string; email: string };
  merchant: { id: string; name: string; email: string | null };
  payment: PaidPayment;
}

interface ReceiptRow {
  sent: boolean;
  code: string;
  name: string;
  subtotalCents: number;
  feeCents: number;
  recipientName: string;
  recipientSurName: string;
  recipientEmail: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string | null;
  amountCents: number;
  brand: string | null;
  last4: string | null;
  chargeId: string | null;
  updatedAt: Date | string;
}

// One statement for the payment, its invoice, the merchant and the receipt's history row: the
// receipt is on every payment's way, and three reads and a count were four round trips.
const RECEIPT_SQL = prepared(
  'invoice-receipt',
  `select ${receiptSentColumn('i.id', 'p.id')},
  i.code, i.name, i.subtotal_cents as "subtotalCents", i.fee_cents as "feeCents",
  i.recipient_name as "recipientName", i.recipient_sur_name as "recipientSurName", i.recipient_email as "recipientEmail",
  o.id as "ownerId", o.name as "ownerName", o.email as "ownerEmail",
  p.amount_cents as "amountCents", p.brand, p.last4, p.charge_id as "chargeId", p.updated_at as "updatedAt"
from payment p join invoice i on i.id = p.invoice_id join organization o on o.id = i.owner_id
where p.id = ? and p.invoice_id = ?`,
);

export async function readInvoiceReceipt(em: EntityManager, invoiceId: string, paymentId: string): Promise<InvoiceReceipt> {
  const [row] = await executePrepared<ReceiptRow>(em, RECEIPT_SQL, [INVOICE_SUBJECT, paymentId, invoiceId]);
  if (!row) throw new Error(`Payment ${paymentId} of invoice ${invoiceId} not found`);
  return {
    sent: row.sent,
    invoice: { id: invoiceId, code: row.code, name: row.name, subtotalCents: row.subtotalCents, feeCents: row.feeCents },
    payer: { name: `${row.recipientName} ${row.recipientSurName}`, email: row.recipientEmail },
    merchant: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    payment: { id: paymentId, amountCents: row.amountCents, brand: row.brand, last4: row.last4, chargeId: row.chargeId, updatedAt: new Date(row.updatedAt) },
  };
}

/** The receipt's body: the invoice, the merchant, then the payment. */
export function invoiceReceiptLines({ invoice, merchant, payment }: InvoiceReceipt): string {
  return [
    `Invoice: ${invoice.code} (${invoice.name})`,
    `Merchant: ${merchant.name}`,
    `Subtotal: ${formatMoney(invoice.subtotalCents)}`,
    `Customer Processing Fee: ${formatMoney(invoice.feeCents)}`,
    ...paidLines(payment),
  ].join('\n');
}
