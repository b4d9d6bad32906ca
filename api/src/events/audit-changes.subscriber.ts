import { type ChangeSet, ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';

import { currentRequestActor } from '../observability/request-actor';
import { AUDITED_RECORDS, type AuditedRecord } from './audited-records';
import { changedRecordOf } from './changed-record';
import { GatewayEvent } from './event.entity';
import { eventActor } from './event-actor';
import { type FieldChanges, fieldChanges, snapshotChanges } from './field-changes';
import { eventSlug } from './subject-event';

type AnyChangeSet = ChangeSet<object>;
const asRecord = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/**
 * Before/after for the audit log without touching each caller, in the flush that commits the
 * change:
 * - every event created in a flush gets the changed fields of the record it is about, updated in
 *   the same flush (the record named by `changed`, else the one whose id is the event's subject);
 *   values the caller gave explicitly win;
 * - a signed-in user's change to an audited record (audited-records.ts) becomes an event.
 * Secrets are never copied (field-changes.ts).
 */
export class AuditChangesSubscriber implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    const changeSets = uow.getChangeSets() as AnyChangeSet[];
    const updates = changeSets.filter((cs) => cs.type === ChangeSetType.UPDATE && !(cs.entity instanceof GatewayEvent));
    for (const cs of changeSets) {
      if (cs.type !== ChangeSetType.CREATE || !(cs.entity instanceof GatewayEvent)) continue;
      const event = cs.entity;
      const target = changedRecordOf.get(event);
      const update = updates.find((u) => (target ? u.entity === target : u.getPrimaryKey() === event.subjectId));
      const found = update && fieldChanges(asRecord(update.originalEntity), asRecord(update.payload));
      if (!found) continue;
      event.changes = { ...found, ...(event.changes ?? {}) };
      uow.recomputeSingleChangeSet(event);
    }
    const userId = currentRequestActor()?.userId;
    if (!userId) return;
    for (const cs of changeSets) {
      const audited = AUDITED_RECORDS[cs.meta.className];
      const entry = audited && auditedEntry(audited, cs);
      if (!entry) continue;
      const entity = asRecord(cs.entity);
      const organization = entity.organization as { id?: string } | null | undefined;
      const event = em.create(
        GatewayEvent,
        {
          name: entry.name,
          slug: eventSlug(entry.name),
          subjectType: audited.subjectType,
          subjectId: String(cs.getPrimaryKey() ?? entity.id),
          meta: null,
          organization: organization?.id ?? null,
          user: userId,
          ...eventActor(userId),
          changes: entry.changes,
        },
        { persist: false },
      );
      uow.computeChangeSet(event);
    }
  }
}

/** The event of a change to an audited record; undefined when only platform-kept columns moved. */
function auditedEntry(audited: AuditedRecord, cs: AnyChangeSet): { name: string; changes: FieldChanges | null } | undefined {
  const entity = asRecord(cs.entity);
  switch (cs.type) {
    case ChangeSetType.CREATE:
      return { name: `${audited.label} created`, changes: snapshotChanges(entity, audited.shown, 'after') };
    case ChangeSetType.DELETE:
    case ChangeSetType.DELETE_EARLY:
      return { name: `${audited.label} deleted`, changes: snapshotChanges(entity, audited.shown, 'before') };
    case ChangeSetType.UPDATE: {
      const payload = asRecord(cs.payload);
      const changed = Object.fromEntries(Object.entries(payload).filter(([field]) => !audited.ignored?.includes(field) && field !== 'updatedAt'));
      if (Object.keys(changed).length === 0) return undefined;
      const name = audited.updateName?.(changed, entity) ?? `${audited.label} updated`;
      return { name, changes: fieldChanges(asRecord(cs.originalEntity), changed) };
    }
    default:
      return undefined;
  }
}
