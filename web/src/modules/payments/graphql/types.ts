import type { InvoiceStatus, RefundPolicyTerms } from '@pg/domain';

export interface PayLineItem {
  id: string;
  description: string;
  quantity: number;
  price: number;
}

/** What the public pay page reads of an invoice (by its access key). */
export interface PayInvoiceDetail {
  id: string;
  code: string;
  name: string;
  status: InvoiceStatus;
  recipientName: string;
  recipientSurName: string;
  refundPolicyTerms: RefundPolicyTerms;
  transactionFee: number;
  stripePaymentIntentClientSecret: string | null;
  totals: { subtotal: number; fee: number; total: number };
  lineItems: PayLineItem[];
  owner: { id: string; name: string; email: string; blockTransactions: boolean; refundPolicyLink: string | null };
}

export interface PayCard {
  id: string;
  name: string;
  paymentGateway: { id: string; name: string };
}
