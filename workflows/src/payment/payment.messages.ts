// What a payment process takes and answers, shared by the invoice and checkout processes.
import { defineUpdate } from '@temporalio/workflow';

/** How PG Admin settled a charge from the reconciliation queue (issue 47). */
export type ReconciledOutcome = { outcome: 'paid'; chargeId: string; userId: string } | { outcome: 'notPaid'; userId: string };

export interface PayerDetails {
  name: string;
  zipCode: string;
  phoneNumber: string;
  email?: string;
  /** Issue 41: the payer's address as the API saw the pay request (velocity and block lists count by it). */
  clientAddress?: string;
}

/** What a payment needs: a processor token, never card data. */
export interface PayInput {
  /** The caller's key; the same key always gets the same answer and at most one charge. */
  idempotencyKey: string;
  /** ProcessorName of the API's registry: sandbox, stripe, authorizeNet. */
  processor: string;
  token: string;
  tokenDescriptor?: string;
  /**
   * Issue 41: the route's processors after `processor` that can charge this token, in order
   * (PaymentRouter.plan): a retryable failure goes on to them (decision 0182). Absent: none.
   */
  fallbacks?: string[];
  payer: PayerDetails;
  /** The owner's blockTransactions as the API read it; the charge activity checks again. */
  ownerBlocked: boolean;
  /**
   * The invoice the caller means. A process of the same id started for another database's
   * invoice (tests and development share a Temporal server) refuses the update (WRONG_INVOICE).
   */
  invoiceId?: string;
}

export type PayResult =
  | {
      status: 'succeeded';
      paymentId: string;
      amountCents: number;
      platformFeeCents: number;
      /**
       * The charge activity e-mailed the receipt itself, after its commit. Absent or false (the
       * e-mail failed or was slow, a retried activity found the payment made, a history from
       * before): the process sends it.
       */
      receiptSent?: boolean;
      /** Issue 41: the processor that captured (absent in histories from before). */
      processor?: string;
    }
  | {
      status: 'failed';
      paymentId: string | null;
      amountCents: number;
      platformFeeCents: number;
      errorType: string;
      failCode: string;
      failMessage: string;
      /** Issue 41: the processor this attempt used and its answer's decline class (absent for refusals before any charge, and histories from before). */
      processor?: string;
      declineClass?: string | null;
      /** Issue 41: the risk rule that declined it before any charge (the timeline shows it; the payer is never told). */
      riskRule?: string;
    };

/**
 * Declined payments one invoice or checkout takes before it refuses more: each adds about eight
 * events to its process's history, and a public page used for card testing would otherwise take
 * it past Temporal's limits (and the process with it). The merchant can still void or cancel.
 */
export const MAX_DECLINED_PAYMENTS = 100;
export const TOO_MANY_DECLINED_MESSAGE = 'Too many payments have been declined here. Please contact the merchant.';

/** Issue 47: PG Admin settles an attempt of the reconciliation queue (by its key) as paid or not paid. */
export interface SettleReconciliationInput {
  idempotencyKey: string;
  reconciled: ReconciledOutcome;
}
export const settleReconciliationUpdate = defineUpdate<PayResult, [SettleReconciliationInput]>('settleReconciliation');

/** Bounds of a payable process's charges (tests and operators set them by configuration; defaults below). */
export interface PaymentBounds {
  /** How long the payer's charge is retried before the payer is answered (default 2 minutes). */
  chargeGiveUpMs?: number;
  /** How long a charge of unknown outcome is settled with its key before it goes to the reconciliation queue (default 1 day). */
  reconcileAfterMs?: number;
}
