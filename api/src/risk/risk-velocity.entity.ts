import { defineEntity, p } from '@mikro-orm/core';
import type { VelocityKey } from '@pg/domain';

// Issue 41: the platform's velocity rule, set by PG Admin (one row, id 'platform'; none: off,
// decision 0185). More than `maxDeclines` declines of one card, e-mail or client address (those
// of `keys`) within `windowMinutes` blocks its next payment.
const RiskVelocitySchema = defineEntity({
  name: 'RiskVelocity',
  tableName: 'risk_velocity',
  properties: {
    id: p.string().primary(),
    maxDeclines: p.integer(),
    windowMinutes: p.integer(),
    keys: p.json<VelocityKey[]>(),
    updatedAt: p.datetime(),
    updatedBy: p.uuid().nullable(),
  },
});

export class RiskVelocityRow extends RiskVelocitySchema.class {}
RiskVelocitySchema.setClass(RiskVelocityRow);
export { RiskVelocitySchema };

/** The one row's id. */
export const PLATFORM_VELOCITY_ID = 'platform';
