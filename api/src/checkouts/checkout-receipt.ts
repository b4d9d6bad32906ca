import type { EntityManager } from '@mikro-orm/postgresql';
import { currencySymbol, formatMoney } from '@pg/domain';

import { executePrepared, prepared } from '../common/prepared-statements';
import { paidLines, type PaidPayment, receiptSentColumn } from '../payments/charge-steps';
import { CHECKOUT_SUBJECT } from './checkout-events';

/** What a checkout's payment receipt says, and whether it has gone out. */
export interface CheckoutReceipt {
  sent: boolean;
  checkout: { id: string; code: string; orderId: string | null; amountCents: number; transactionFeeCents: number; currency: string };
  payer: { name: string | null; email: string | null };
  merchant: { id: string; name: string; email: string | null };
  payment: PaidPayment;
}

interface ReceiptRow {
  sent: boolean;
  code: string;
  orderId: string | null;
  checkoutAmountCents: number;
  transactionFeeCents: number;
  currency: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string | null;
  customerName: string | null;
  email: string | null;
  amountCents: number;
  brand: string | null;
  last4: string | null;
  chargeId: string | null;
  updatedAt: Date | string;
}

// One statement for the payment, its checkout, the merchant and the receipt's history row (as
// invoice-receipt.ts: three reads and a count were four round trips on every payment's way).
const RECEIPT_SQL = prepared(
  'checkout-receipt',
  `select ${receiptSentColumn('w.id', 'p.id')},
  w.code, w.order_id as "orderId", w.amount_cents as "checkoutAmountCents", w.transaction_fee_cents as "transactionFeeCents", w.currency,
  o.id as "ownerId", o.name as "ownerName", o.email as "ownerEmail",
  p.customer_name as "customerName", p.email, p.amount_cents as "amountCents", p.brand, p.last4, p.charge_id as "chargeId", p.updated_at as "updatedAt"
from checkout_payment p join web_payment w on w.id = p.web_payment_id join organization o on o.id = w.owner_id
where p.id = ? and p.web_payment_id = ?`,
);

export async function readCheckoutReceipt(em: EntityManager, checkoutId: string, paymentId: string): Promise<CheckoutReceipt> {
  const [row] = await executePrepared<ReceiptRow>(em, RECEIPT_SQL, [CHECKOUT_SUBJECT, paymentId, checkoutId]);
  if (!row) throw new Error(`Payment ${paymentId} of checkout ${checkoutId} not found`);
  return {
    sent: row.sent,
    checkout: {
      id: checkoutId,
      code: row.code,
      orderId: row.orderId,
      amountCents: row.checkoutAmountCents,
      transactionFeeCents: row.transactionFeeCents,
      currency: row.currency,
    },
    payer: { name: row.customerName, email: row.email },
    merchant: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    payment: { id: paymentId, amountCents: row.amountCents, brand: row.brand, last4: row.last4, chargeId: row.chargeId, updatedAt: new Date(row.updatedAt) },
  };
}

/** The receipt's body: the checkout, the merchant, then the payment, in the checkout's currency. */
export function checkoutReceiptLines({ checkout, merchant, payment }: CheckoutReceipt): string {
  const symbol = currencySymbol(checkout.currency);
  return [
    `Checkout: ${checkout.code}${checkout.orderId ? ` (order ${checkout.orderId})` : ''}`,
    `Merchant: ${merchant.name}`,
    `Sub Total: ${formatMoney(checkout.amountCents, symbol)}`,
    `Customer Processing Fee: ${formatMoney(checkout.transactionFeeCents, symbol)}`,
    ...paidLines(payment, symbol),
  ].join('\n');
}
