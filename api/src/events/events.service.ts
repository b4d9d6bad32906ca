import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { insertPrepared } from '../common/prepared-insert';
import { changedRecordOf } from './changed-record';
import type { EventList } from './dtos/event.type';
import { GatewayEvent } from './event.entity';
import { eventActor } from './event-actor';
import { cleanChanges, type FieldChanges } from './field-changes';

export interface EventInput {
  name: string;
  slug: string;
  subjectType: string;
  subjectId: string;
  organizationId?: string | null;
  userId?: string | null;
  meta?: Record<string, unknown>;
  /**
   * The record whose field changes this event describes, when it is not the subject itself (a
   * user locked, recorded in the organization's history). Its update in the same flush gives the
   * event's before/after (audit-changes.subscriber.ts).
   */
  changed?: object;
  /** Before/after given by the caller, where the flush cannot see them (changes made by SQL, deletions). */
  changes?: FieldChanges;
}

// Writes and reads the history rows. `record` only persists: the caller's flush commits it
// together with the change it describes. The actor's role and source IP come from the request
// (request-actor.ts); outside a request (workflow activities) the IP stays null and a database
// trigger takes the role from the acting user's row.
@Injectable()
export class EventsService {
  record(em: EntityManager, input: EventInput): GatewayEvent {
    const event = em.create(GatewayEvent, eventRow(input));
    if (input.changed) changedRecordOf.set(event, input.changed);
    return event;
  }

  /**
   * Writes one history row at once, as a single INSERT (no unit of work, no begin/commit), for
   * an event that is itself the change (a receipt sent): nothing else commits with it.
   */
  async insert(em: EntityManager, input: Omit<EventInput, 'changed'>): Promise<void> {
    const now = new Date();
    await insertPrepared(em, GatewayEvent, { id: randomUUID(), createdAt: now, updatedAt: now, ...eventRow(input) });
  }

  async list(em: EntityManager, where: { subjectType: string; subjectId: string }, first = 50, offset = 0): Promise<EventList> {
    const [rows, total] = await em.findAndCount(GatewayEvent, where, {
      populate: ['user'],
      orderBy: { createdAt: 'desc' },
      limit: Math.min(first, 200),
      offset,
    });
    return {
      total,
      items: rows.map((e) => ({
        id: e.id,
        name: e.name,
        slug: e.slug,
        createdAt: e.createdAt,
        meta: e.meta ? JSON.stringify(e.meta) : null,
        user: e.user ? { name: e.user.name, surname: e.user.surname ?? null, email: e.user.email } : null,
      })),
    };
  }
}

/** An event's columns besides its id and timestamps. */
function eventRow(input: Omit<EventInput, 'changed'>) {
  return {
    name: input.name,
    slug: input.slug,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    meta: input.meta ?? null,
    // By id: the relations are declared by users/ and organizations/ (event.entity.ts).
    organization: input.organizationId || null,
    user: input.userId || null,
    ...eventActor(input.userId),
    changes: cleanChanges(input.changes),
  };
}
