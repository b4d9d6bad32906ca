import type { DisputeProgressStatus } from '@pg/domain';

import type { DisputeDeclineDetails } from './dispute.messages';

/** What moved the dispute: a person's decision, the due date passing, or the processor. */
export type DisputeTransitionCause = 'merchantApprove' | 'merchantDecline' | 'pgApprove' | 'pgReview' | 'deadline' | 'processorWon' | 'processorLost';

export type EvidenceResult = { status: 'succeeded' } | { status: 'failed'; message: string };

// What the dispute process needs done outside the workflow. The API implements these
// (api/src/disputes/dispute.activities.ts); this package only declares them. Each is idempotent.
export interface DisputeActivities {
  /**
   * Writes a transition to the read model: the stage (status, resolution date, the acceptance
   * fee, the decline's fields and files) and its history event with the acting user (none for
   * the deadline and the processor). A repeat finds the dispute already at `to` and does nothing.
   */
  recordDisputeTransition: (input: {
    disputeId: string;
    cause: DisputeTransitionCause;
    from: DisputeProgressStatus;
    to: DisputeProgressStatus;
    userId: string | null;
    decline?: DisputeDeclineDetails;
    processorStatus?: string;
  }) => Promise<void>;
  /**
   * Sends the merchant's decline (texts and files) to the processor that took the payment, with
   * the dispute's idempotency key. A processor refusal is returned (and recorded), not thrown.
   */
  submitDisputeEvidence: (input: { disputeId: string; idempotencyKey: string; userId: string }) => Promise<EvidenceResult>;
  /** Concedes an accepted dispute at the processor (Stripe: close the dispute). Records the answer. */
  acceptProcessorDispute: (input: { disputeId: string; idempotencyKey: string }) => Promise<void>;
  /** E-mails whoever acts next (or the merchant when closed). At most once per stage. */
  notifyDisputeStage: (input: { disputeId: string; progressStatus: DisputeProgressStatus }) => Promise<void>;
}
