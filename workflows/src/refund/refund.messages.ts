import type { RefundParentType, RefundProgressStatus, RefundStatus } from '@pg/domain';
import { defineQuery, defineUpdate } from '@temporalio/workflow';

export interface RefundWorkflowInput {
  refundId: string;
  code: string;
  organizationId: string;
  parentType: RefundParentType;
  /** Where to start: a refund written before its process existed (demo data) starts at its stage. */
  progressStatus?: RefundProgressStatus;
  /**
   * How long a stage may wait before its actor is reminded (ms). Default 2 days; the API passes
   * REFUND_REMINDER_MS when set, tests pass seconds.
   */
  reminderAfterMs?: number;
  /**
   * Start-to-close of one processor refund try (ms). Default 60 s, longer than the processor
   * clients' worst case; the API passes REFUND_ATTEMPT_TIMEOUT_MS when set (tests: seconds).
   */
  refundAttemptTimeoutMs?: number;
}

/** Who acts (the API has checked the session and the role matrix; the process re-checks the stage). */
export interface RefundActorInput {
  userId: string;
  role: number;
}

export interface RefundReasonInput extends RefundActorInput {
  reason: string;
}

/** The merchant decline wizard's answers (spec 001 s7 merchantDecline), validated by the API. */
export interface RefundDeclineDetails {
  merchantDeclineReason: string;
  hasCancelPolicyExtended?: boolean | null;
  extendedCancellationPolicyText?: string | null;
  merchantDeclineExplanation?: string | null;
  refundAlreadyPaid?: string | null;
  /** YYYY-MM-DD */
  transactionDate?: string | null;
  transactionId?: string | null;
  refundAlreadyPaidAmountCents?: number | null;
}

export interface RefundDeclineInput extends RefundActorInput {
  details: RefundDeclineDetails;
}

export interface RefundProcessState {
  status: RefundStatus;
  progressStatus: RefundProgressStatus;
  actionInProgress: boolean;
  /** The processor's last refusal of resolvedAsRefunded; cleared by a later success. */
  lastError: string | null;
}

export const merchantApproveRefundUpdate = defineUpdate<RefundProgressStatus, [RefundActorInput]>('merchantApprove');
export const merchantDeclineRefundUpdate = defineUpdate<RefundProgressStatus, [RefundDeclineInput]>('merchantDecline');
/** approveRefund: the bank at the bank stage, the platform at the platform stage. */
export const approveRefundUpdate = defineUpdate<RefundProgressStatus, [RefundActorInput]>('approveRefund');
export const denyRefundUpdate = defineUpdate<RefundProgressStatus, [RefundReasonInput]>('denyRefund');
export const resolvedAsRefundedUpdate = defineUpdate<RefundProgressStatus, [RefundActorInput]>('resolvedAsRefunded');
export const resolvedAsNotRefundedUpdate = defineUpdate<RefundProgressStatus, [RefundReasonInput]>('resolvedAsNotRefunded');
export const refundStateQuery = defineQuery<RefundProcessState>('refundState');

export const refundWorkflowId = (code: string) => `refund-${code}`;
/** One processor refund per refund, whatever retries or repeats: the processor dedups by it. */
export const refundIdempotencyKey = (code: string) => `refund-${code}`;

/** The ApplicationFailure type of a refused update: the message is for the user. */
export const REFUND_REFUSED = 'RefundRefused';

export const DEFAULT_REFUND_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;
