import type { EntityManager } from '@mikro-orm/postgresql';

import type { EventsService } from '../events/events.service';
import { StoredFile } from '../files/file.entity';
import type { Organization } from './organization.entity';
import { recordOrganizationEvent } from './organization-events';

/**
 * Makes `file` the organization's logo (spec 002: one logo; the list type is kept for the
 * contract). Returns the replaced file, removed from the unit of work, whose bytes the caller
 * deletes after the flush.
 */
export async function replaceLogo(em: EntityManager, events: EventsService, org: Organization, file: StoredFile, userId: string): Promise<StoredFile | null> {
  const previous = org.logoFile ? await em.findOne(StoredFile, { id: org.logoFile.id }) : null;
  org.logoFile = file;
  if (previous) em.remove(previous);
  recordOrganizationEvent(events, em, org.id, previous ? 'Logo Changed' : 'Logo Added', userId);
  return previous;
}
