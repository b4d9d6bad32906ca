import type { CheckoutStatus } from '@pg/domain';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

import type { PayInput, PaymentBounds, PayResult } from '../payment/payment.messages';

// The checkout process reuses the invoice process's payment shapes (PayInput, PayResult,
// PayerDetails): a payment is a payment, whichever record it pays.

export interface CheckoutWorkflowInput extends PaymentBounds {
  checkoutId: string;
  code: string;
  organizationId: string;
  /** Where to start: the row's status for a checkout whose process did not exist yet (demo data). */
  status?: CheckoutStatus;
  /** Declined payments before more are refused (default MAX_DECLINED_PAYMENTS; tests pass fewer). */
  maxDeclined?: number;
}

/** A payment on a checkout; the payer's e-mail is required here (spec 000 s5). */
export interface CheckoutPayInput extends Omit<PayInput, 'invoiceId'> {
  /** The checkout the caller means; a process of another checkout refuses (WRONG_CHECKOUT). */
  checkoutId?: string;
}

/** Cancel comes from the customer's page (the access key was checked by the API). */
export interface CheckoutCancelInput {
  checkoutId?: string;
}

/** Disburse comes from a signed-in user; the process re-checks the role. */
export interface CheckoutActorInput {
  userId: string;
  role: number;
  checkoutId?: string;
}

export interface CheckoutProcessState {
  status: CheckoutStatus;
  paymentInProgress: boolean;
  /** The transfer that disbursed it, once one did (null otherwise). */
  transferId: string | null;
}

/** Sent by a transfer's saga after its marking committed: the checkout was disbursed in that transfer. */
export interface CheckoutTransferredInput {
  /** As CheckoutPayInput.checkoutId: a signal meant for another database's checkout is ignored. */
  checkoutId: string;
  transferId: string;
}

export const checkoutPayUpdate = defineUpdate<PayResult, [CheckoutPayInput]>('checkoutPay');
export const checkoutCancelUpdate = defineUpdate<CheckoutStatus, [CheckoutCancelInput]>('checkoutCancel');
export const checkoutDisburseUpdate = defineUpdate<CheckoutStatus, [CheckoutActorInput]>('checkoutDisburse');
export const checkoutStateQuery = defineQuery<CheckoutProcessState>('checkoutState');
/**
 * The checkout's inclusion in a transfer (as the invoice's `transferred`). A signal: the
 * transfer has already disbursed the checkout in the database; the process takes note and ends.
 */
export const checkoutTransferredSignal = defineSignal<[CheckoutTransferredInput]>('transferred');

export const checkoutWorkflowId = (code: string) => `checkout-${code}`;

/** The ApplicationFailure type of a refused update: the message is for the user. */
export const CHECKOUT_REFUSED = 'CheckoutRefused';
/** The ApplicationFailure type of an update sent to a process of another checkout. */
export const WRONG_CHECKOUT = 'WrongCheckout';
