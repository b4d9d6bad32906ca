import type { EntityManager } from '@mikro-orm/postgresql';
import type { RefundAction, RefundProgressStatus } from '@pg/domain';
import type { RefundWorkflowInput } from '@pg/workflows';

import type { EventsService } from '../events/events.service';
import { eventSlug, recordSubjectEvent } from '../events/subject-event';
import type { Refund } from './refund.entity';

export const REFUND_SUBJECT = 'refund';
/** The creation event; the details page takes "Initiated By" from it (spec 001 s2). */
export const REFUND_OPENED = 'Refund request open';

/** History row of a refund (spec: View Refund History), committed with the caller's flush. */
export function recordRefundEvent(
  events: EventsService,
  em: EntityManager,
  refund: Refund,
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
  slug = eventSlug(name),
): void {
  recordSubjectEvent(events, em, { subjectType: REFUND_SUBJECT, subjectId: refund.id, organizationId: refund.owner.id }, name, userId, meta, slug);
}

/** The history name of a transition. */
export function transitionEventName(action: RefundAction, from: RefundProgressStatus, to: RefundProgressStatus): string {
  switch (action) {
    case 'merchantApprove':
      return 'Refund approved by merchant';
    case 'merchantDecline':
      return 'Refund declined by merchant';
    case 'approve':
      return to === 'bankApproved' ? 'Refund approved by bank' : 'Refund approved by platform';
    case 'deny':
      return from === 'bankApproved' || from === 'pgApproved' ? 'Refund denied by platform' : 'Refund denied by bank';
    case 'resolveRefunded':
      return 'Refund resolved as refunded';
    case 'resolveNotRefunded':
      return 'Refund resolved as not refunded';
  }
}

/** What the refund's process is started with (also when started late, from the row's stage). */
export function refundProcessInput(refund: Refund, reminderAfterMs?: number, refundAttemptTimeoutMs?: number): RefundWorkflowInput {
  return {
    refundId: refund.id,
    code: refund.code,
    organizationId: refund.owner.id,
    parentType: refund.type,
    progressStatus: refund.progressStatus,
    ...(reminderAfterMs ? { reminderAfterMs } : {}),
    ...(refundAttemptTimeoutMs ? { refundAttemptTimeoutMs } : {}),
  };
}
