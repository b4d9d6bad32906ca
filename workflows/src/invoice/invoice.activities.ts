import type { ChargeRequest } from '../payment/payment.activities';
import type { PayResult } from '../payment/payment.messages';
import type { DisburseOutcome } from './invoice.messages';

// What the invoice process needs done outside the workflow. The API implements these
// (api/src/invoices/invoice.activities.ts); this package only declares them.
export interface InvoiceActivities {
  /**
   * Charges the invoice's total through the named processor and records the outcome: a Payment
   * row, and on success the invoice marked paid with its history event. Idempotent per
   * `idempotencyKey` (the workflow id + the caller's key): a retry never charges twice.
   */
  chargeInvoice: (input: { invoiceId: string } & ChargeRequest) => Promise<PayResult>;
  /** E-mails the receipt to the customer and the merchant. At most once per payment. */
  sendPaymentReceipt: (input: { invoiceId: string; paymentId: string }) => Promise<void>;
  voidInvoice: (input: { invoiceId: string; userId: string }) => Promise<void>;
  /**
   * Disburses a paid invoice outside a transfer (history, ledger debit). An invoice a transfer
   * holds is left to that transfer: 'inTransfer', nothing changes. A repeat answers 'disbursed'.
   */
  disburseInvoice: (input: { invoiceId: string; userId: string }) => Promise<DisburseOutcome>;
}
