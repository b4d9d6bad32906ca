import type { RefundAction, RefundProgressStatus } from '@pg/domain';

import type { RefundDeclineDetails } from './refund.messages';

export type ProcessorRefundResult = { status: 'succeeded'; processorRefundId: string } | { status: 'failed'; message: string };

// What the refund process needs done outside the workflow. The API implements these
// (api/src/refunds/refund.activities.ts); this package only declares them. Each is idempotent.
export interface RefundActivities {
  /**
   * Writes a transition to the read model: the refund's stage (and status, closed date,
   * reasons, decline details) and its history event with the acting user. A repeat finds the
   * refund already at `to` and does nothing.
   */
  recordRefundTransition: (input: {
    refundId: string;
    action: RefundAction;
    from: RefundProgressStatus;
    to: RefundProgressStatus;
    userId: string;
    reason?: string;
    decline?: RefundDeclineDetails;
  }) => Promise<void>;
  /**
   * Refunds the payment through the processor that took it, with the refund's idempotency key
   * (so a retry after a crash never refunds twice), and records the processor's refund id.
   * A processor refusal is returned (and recorded on the refund), not thrown.
   */
  refundPayment: (input: { refundId: string; idempotencyKey: string; userId: string }) => Promise<ProcessorRefundResult>;
  /** E-mails whoever acts next (or the requester when closed). At most once per stage and kind. */
  notifyRefundStage: (input: { refundId: string; progressStatus: RefundProgressStatus; reminder: number }) => Promise<void>;
}
