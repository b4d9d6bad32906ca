import type { EntityManager } from '@mikro-orm/postgresql';

import type { EventsService } from './events.service';

/** A history row's slug: its name in lower case, each run of other characters a dash. */
export function eventSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Whose history a row belongs to: the subject (an invoice, a refund, ...) and its organization. */
export interface EventSubject {
  subjectType: string;
  subjectId: string;
  organizationId: string;
}

/**
 * A history row of one subject with the acting user (null: the platform or a visitor),
 * committed with the caller's flush. Each domain's record…Event names its own subject.
 */
export function recordSubjectEvent(
  events: EventsService,
  em: EntityManager,
  subject: EventSubject,
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
  slug = eventSlug(name),
): void {
  events.record(em, { name, slug, ...subject, userId, meta });
}

/** The same row written at once by the platform (one INSERT in the caller's transaction), for a change written as plain statements. */
export async function insertSubjectEvent(
  events: EventsService,
  em: EntityManager,
  subject: EventSubject,
  name: string,
  meta?: Record<string, unknown>,
): Promise<void> {
  await events.insert(em, { name, slug: eventSlug(name), ...subject, userId: null, meta });
}
