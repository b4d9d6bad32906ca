import type { DisputeDeclineSubmission, DisputeOutcome, DisputeProgressStatus, DisputeStatus } from '@pg/domain';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

export interface DisputeWorkflowInput {
  disputeId: string;
  code: string;
  organizationId: string;
  /** ISO date-time: the merchant must answer before it; the process acts when it passes. */
  merchantResponseDueDate: string;
  /** Where to start: a dispute written before its process existed (demo data) starts at its stage. */
  progressStatus?: DisputeProgressStatus;
}

/** Who acts (the API has checked the session and the role matrix; the process re-checks the stage). */
export interface DisputeActorInput {
  userId: string;
  role: number;
}

/** A file of the decline, already uploaded and checked by the API (size, content type). */
export interface DisputeDeclineFile {
  type: 'dispute_supporting_document' | 'dispute_refund_proof' | 'dispute_credit_voucher_proof';
  path: string;
  caption: string | null;
  mimetype: string;
  size: number;
}

/**
 * The 'Dispute Decline Form' answers (spec 001 s7 merchantDenyDispute), validated and normalised
 * by the API with @pg/domain's disputeDeclineSubmission (amounts in cents, dates YYYY-MM-DD).
 */
export interface DisputeDeclineDetails extends Omit<DisputeDeclineSubmission, 'reasonToWinDispute'> {
  reasonToWinDispute: string;
  additionalInformation: string | null;
  files: DisputeDeclineFile[];
}

export interface DisputeDeclineInput extends DisputeActorInput {
  details: DisputeDeclineDetails;
}

/** The card processor's final word, passed on by the API's dispute intake. */
export interface DisputeOutcomeInput {
  outcome: DisputeOutcome;
  /** The processor's own status (Stripe's won / lost ...). */
  processorStatus: string;
}

export interface DisputeProcessState {
  status: DisputeStatus;
  progressStatus: DisputeProgressStatus;
  actionInProgress: boolean;
  merchantResponseDueDate: string;
  /** The processor's last refusal of the evidence; cleared by a later success. */
  lastError: string | null;
}

export const merchantApproveDisputeUpdate = defineUpdate<DisputeProgressStatus, [DisputeActorInput]>('merchantApproveDispute');
export const merchantDenyDisputeUpdate = defineUpdate<DisputeProgressStatus, [DisputeDeclineInput]>('merchantDenyDispute');
export const pgApproveDisputeUpdate = defineUpdate<DisputeProgressStatus, [DisputeActorInput]>('pgApproveDispute');
export const pgDisputeInReviewUpdate = defineUpdate<DisputeProgressStatus, [DisputeActorInput]>('pgDisputeInReview');
export const disputeOutcomeUpdate = defineUpdate<DisputeProgressStatus, [DisputeOutcomeInput]>('disputeOutcome');
/** The processor moved the response due date (Stripe's evidence_details.due_by). */
export const disputeDueDateSignal = defineSignal<[string]>('disputeDueDate');
export const disputeStateQuery = defineQuery<DisputeProcessState>('disputeState');

export const disputeWorkflowId = (code: string) => `dispute-${code}`;
/** One evidence submission per dispute, whatever retries: the processor dedups by it. */
export const disputeEvidenceKey = (code: string) => `dispute-${code}/evidence`;

/** The ApplicationFailure type of a refused update: the message is for the user. */
export const DISPUTE_REFUSED = 'DisputeRefused';
