import type { EntityManager } from '@mikro-orm/postgresql';

import type { EventsService } from '../events/events.service';
import { eventSlug } from '../events/subject-event';

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
  /** The record changed when it is not the organization (a user): its before/after goes in the audit log. */
  changed?: object,
): void {
  events.record(em, { name, slug: eventSlug(name), subjectType: ORGANIZATION_SUBJECT, subjectId: organizationId, organizationId, userId, meta, changed });
}
