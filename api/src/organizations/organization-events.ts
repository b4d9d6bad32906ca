import type { EntityManager } from '@mikro-orm/postgresql';

import type { EventsService } from '../events/events.service';
import { recordSubjectEvent } from '../events/subject-event';

/** Subject of the organization's history ("View Organization History", currentOrganizationEvents). */
export const ORGANIZATION_SUBJECT = 'organization';

/**
 * A history row of an organization with the acting user, committed with the caller's flush.
 * User changes are recorded here too: they are part of the organization's account settings.
 */
export function recordOrganizationEvent(
  events: EventsService,
  em: EntityManager,
  organizationId: string,
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
): void {
  recordSubjectEvent(events, em, { subjectType: ORGANIZATION_SUBJECT, subjectId: organizationId, organizationId }, name, userId, meta);
}
