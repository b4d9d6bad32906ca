import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';
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
    // 'restrict', not 'set null': rows are immutable, so a user or organization with history stays.
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('restrict'),
    organization: () => p.manyToOne(OrganizationSchema).nullable().index().deleteRule('restrict'),
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
