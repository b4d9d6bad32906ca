import type { CheckoutStatus, InvoiceStatus, RefundPolicyTerms } from '@pg/domain';

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

/** What the public checkout page reads of a checkout (by its access key). */
export interface PayCheckoutDetail {
  id: string;
  code: string;
  status: CheckoutStatus;
  amount: number;
  transactionFee: number;
  total: number;
  currency: string;
  orderId: string | null;
  refundPolicyTerms: RefundPolicyTerms;
  paidAt: string | null;
  owner: { id: string; name: string; email: string | null; blockTransactions: boolean; refundPolicyLink: string | null };
}

/** Where the customer goes next. */
export interface CheckoutRedirect {
  id: string;
  status: CheckoutStatus;
  responseUrl: string;
  cancelUrl: string;
}
