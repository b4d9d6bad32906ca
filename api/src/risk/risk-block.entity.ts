import { defineEntity, p } from '@mikro-orm/core';
import { RISK_BLOCK_KINDS } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';

// Issue 41: a block-list entry kept by PG Admin (gateway settings, Risk). A payment whose card
// fingerprint, e-mail, client address or card country matches one is declined before any
// processor is called. The value is normalised (domain normaliseBlockValue): one entry per value.
const RiskBlockSchema = defineEntity({
  name: 'RiskBlock',
  tableName: 'risk_block',
  extends: BaseSchema,
  properties: {
    kind: p.enum([...RISK_BLOCK_KINDS]),
    value: p.string(),
    /** Why PG Admin blocked it (shown on the list). */
    note: p.string().nullable(),
    createdBy: p.uuid().nullable(),
  },
  uniques: [{ properties: ['kind', 'value'] }],
});

export class RiskBlock extends RiskBlockSchema.class {}
RiskBlockSchema.setClass(RiskBlock);
export { RiskBlockSchema };
