import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { RefundSchema } from './refund.entity';

const RefundLineItemSchema = defineEntity({
  name: 'RefundLineItem',
  tableName: 'refund_line_item',
  extends: BaseSchema,
  properties: {
    refund: () => p.manyToOne(RefundSchema).deleteRule('cascade'),
    description: p.string(),
    amountCents: p.integer(),
    sort: p.integer().default(0),
  },
  indexes: [{ properties: ['refund', 'sort'] }],
});

export class RefundLineItem extends RefundLineItemSchema.class {}
RefundLineItemSchema.setClass(RefundLineItem);
export { RefundLineItemSchema };
