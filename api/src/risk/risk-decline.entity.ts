import { randomUUID } from 'node:crypto';

import { defineEntity, p } from '@mikro-orm/core';

// Issue 41: what velocity counts. One row per card decline (the processor's, or a risk rule's),
// keyed by what it is counted against: the card's fingerprint (never its number), the payer's
// e-mail and client address. Rows older than the velocity window are never read again.
const RiskDeclineSchema = defineEntity({
  name: 'RiskDecline',
  tableName: 'risk_decline',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    organizationId: p.uuid(),
    cardFingerprint: p.string().nullable(),
    email: p.string().nullable(),
    clientAddress: p.string().nullable(),
    /** The risk rule that declined it; null: the processor declined it. */
    rule: p.string().nullable(),
  },
  indexes: [{ properties: ['cardFingerprint', 'createdAt'] }, { properties: ['email', 'createdAt'] }, { properties: ['clientAddress', 'createdAt'] }],
});

export class RiskDecline extends RiskDeclineSchema.class {}
RiskDeclineSchema.setClass(RiskDecline);
export { RiskDeclineSchema };
