import { defineEntity, type EntitySchema, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import type { FieldChanges } from './field-changes';

// The history every detail page shows and the audit log. Rows are never updated or deleted
// (a database trigger refuses it, Migration20261127103000_audit_actor). `subjectType`/`subjectId` name what the event is
// about (an organization, an invoice, a refund...), so one table serves every domain.
const EventSchema = defineEntity({
  name: 'Event',
  extends: BaseSchema,
  properties: {
    name: p.string(),
    slug: p.string(),
    subjectType: p.string(),
    subjectId: p.uuid(),
    meta: p.json<Record<string, unknown>>().nullable(),
    // `user` and `organization` (the actor and the tenant) are declared by users/ and organizations/
    // (eventLinkedTo, below): both record events, so events/ imports neither.
    /** The actor's role when it acted (domain Role); null: the platform, a visitor or an API key. */
    actorRole: p.smallint().nullable(),
    /** The HTTP request's source address (null: a workflow or script). */
    sourceIp: p.string().length(64).nullable(),
    /** {field: {before, after}} of the record the event changed (audit-changes.ts); never secrets. */
    changes: p.json<FieldChanges>().nullable(),
  },
  // The audit log pages every event newest first (createdAt, id).
  indexes: [{ properties: ['subjectType', 'subjectId', 'createdAt'] }, { properties: ['createdAt', 'id'] }],
});

export class GatewayEvent extends EventSchema.class {}
EventSchema.setClass(GatewayEvent);
export { EventSchema };

/**
 * Adds the event's link to its actor (`user`) or its tenant (`organization`), from that entity's
 * file, which also declares the property on GatewayEvent (`declare module`). Runs when the
 * entity's module loads, before the ORM reads its metadata (database/entities.ts imports all).
 */
export function eventLinkedTo(name: 'user' | 'organization', owner: EntitySchema, options: { index?: boolean } = {}): void {
  // 'restrict', not 'set null': rows are immutable, so a user or organization with history stays.
  EventSchema.addManyToOne(name as never, owner.meta.className, { entity: () => owner, nullable: true, deleteRule: 'restrict', ...options });
}
