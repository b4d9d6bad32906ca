import type { PayerDetails, ReconciledOutcome } from './payment.messages';

export type { ReconciledOutcome };

/**
 * What every charge activity takes besides the record it pays (`invoiceId`, `checkoutId`): a
 * processor token, never card data. Idempotent per `idempotencyKey` (the workflow id + the
 * caller's key): a retry, even after a worker died mid-charge, never charges twice.
 */
export interface ChargeRequest {
  idempotencyKey: string;
  processor: string;
  token: string;
  tokenDescriptor?: string;
  /**
   * Issue 41: processors this attempt may use instead of `processor` when its circuit breaker
   * is open (the activity takes the first that is not, and records it on the attempt), and that
   * a retryable failure goes on to. Absent: `processor` only.
   */
  fallbacks?: string[];
  payer: PayerDetails;
  /**
   * Issue 47: the outcome PG Admin found at the processor for an attempt in the reconciliation
   * queue. The activity records it through the same paths as a processor's answer (paid: the
   * record paid, its journal; not paid: the attempt failed) without calling the processor.
   */
  reconciled?: ReconciledOutcome;
}

/** Which record an attempt in the reconciliation queue belongs to. */
export interface QueueReconciliationInput {
  kind: 'invoice' | 'checkout';
  recordId: string;
  /** The attempt's key (workflow id + the payer's key). */
  idempotencyKey: string;
}

/** Activities shared by the payable processes (api/src/reconciliation). */
export interface ReconciliationActivities {
  /** Puts a charge whose outcome stayed unknown past the bound in the reconciliation queue (keyed by the attempt: once). */
  queueChargeReconciliation: (input: QueueReconciliationInput) => Promise<void>;
}
