import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// The history every detail page shows. `subjectType`/`subjectId` name what the event is
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
    user: () => p.manyToOne(UserSchema).nullable(),
    organization: () => p.manyToOne(OrganizationSchema).nullable().index(),
  },
  // The audit log pages every event newest first (createdAt, id).
  indexes: [{ properties: ['subjectType', 'subjectId', 'createdAt'] }, { properties: ['createdAt', 'id'] }],
});

export class GatewayEvent extends EventSchema.class {}
EventSchema.setClass(GatewayEvent);
export { EventSchema };
