import type { CheckoutStatus } from '@pg/domain';

import type { DisburseOutcome } from '../invoice/invoice.messages';
import type { ChargeRequest } from '../payment/payment.activities';
import type { PayResult } from '../payment/payment.messages';

// What the checkout process needs done outside the workflow. The API implements these
// (api/src/checkouts/checkout.activities.ts); this package only declares them.
export interface CheckoutActivities {
  /**
   * Charges the checkout's total (amount + transaction fee) through the named processor and
   * records the outcome: a pending CheckoutPayment row written before the charge, then the
   * result, and on success the checkout marked paid. Idempotent per `idempotencyKey` (workflow
   * id + the caller's key): a retry, even after a worker died mid-charge, never charges twice.
   */
  chargeCheckout: (input: { checkoutId: string } & ChargeRequest) => Promise<PayResult>;
  /** E-mails the receipt to the customer and the merchant. At most once per payment. */
  sendCheckoutReceipt: (input: { checkoutId: string; paymentId: string }) => Promise<void>;
  /**
   * Cancels a checkout nothing has paid. The answer is its status after: 'cancelled', or what a
   * charge made it meanwhile ('paid', 'disbursed'), which the process then takes. (Histories from
   * before recorded no answer: undefined, cancelled.)
   */
  cancelCheckout: (input: { checkoutId: string }) => Promise<CheckoutStatus | undefined>;
  /**
   * Disburses a paid checkout outside a transfer (history, ledger debit). A checkout a transfer
   * holds is left to that transfer: 'inTransfer', nothing changes. A repeat answers 'disbursed'.
   */
  disburseCheckout: (input: { checkoutId: string; userId: string }) => Promise<DisburseOutcome>;
}
