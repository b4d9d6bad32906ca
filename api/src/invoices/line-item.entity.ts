import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { InvoiceSchema } from './invoice.entity';

const LineItemSchema = defineEntity({
  name: 'LineItem',
  tableName: 'invoice_line_item',
  extends: BaseSchema,
  properties: {
    invoice: () => p.manyToOne(InvoiceSchema).deleteRule('cascade'),
    description: p.string(),
    quantity: p.integer(),
    priceCents: p.integer(),
    sort: p.integer().default(0),
  },
  indexes: [{ properties: ['invoice', 'sort'] }],
});

export class LineItem extends LineItemSchema.class {}
LineItemSchema.setClass(LineItem);
export { LineItemSchema };
