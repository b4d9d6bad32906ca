import type { EntityManager } from '@mikro-orm/postgresql';
import type { DisputeTransitionCause, DisputeWorkflowInput } from '@pg/workflows';

import type { EventsService } from '../events/events.service';
import { eventSlug, recordSubjectEvent } from '../events/subject-event';
import type { Dispute } from './dispute.entity';

export const DISPUTE_SUBJECT = 'dispute';
/** The creation event (the processor's dispute event reached the platform). */
export const DISPUTE_RECEIVED = 'Dispute received';

/** History row of a dispute (spec: View Dispute History), committed with the caller's flush. */
export function recordDisputeEvent(
  events: EventsService,
  em: EntityManager,
  dispute: Dispute,
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
  slug = eventSlug(name).replace(/-+$/, ''),
): void {
  recordSubjectEvent(events, em, { subjectType: DISPUTE_SUBJECT, subjectId: dispute.id, organizationId: dispute.owner.id }, name, userId, meta, slug);
}

/** The history name of a transition. */
export const TRANSITION_EVENT_NAMES: Record<DisputeTransitionCause, string> = {
  merchantApprove: 'Dispute accepted by merchant',
  merchantDecline: 'Dispute declined by merchant',
  deadline: 'Dispute auto approved: no merchant response by the due date',
  pgApprove: 'Dispute approved by platform',
  pgReview: 'Dispute set in review by platform',
  processorWon: 'Dispute won at the card processor',
  processorLost: 'Dispute lost at the card processor',
};

/** What the dispute's process is started with (also when started late, from the row's stage). */
export function disputeProcessInput(dispute: Dispute): DisputeWorkflowInput {
  return {
    disputeId: dispute.id,
    code: dispute.code,
    organizationId: dispute.owner.id,
    merchantResponseDueDate: dispute.merchantResponseDueDate.toISOString(),
    progressStatus: dispute.progressStatus,
  };
}
