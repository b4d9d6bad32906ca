import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { PaymentGatewaySchema } from './payment-gateway.entity';

// Card brand -> payment gateway (DESIGN.md section 5): the pay page's brand choice picks the
// processor through this row. One row per brand, so the routing is never ambiguous.
const CardSchema = defineEntity({
  name: 'Card',
  extends: BaseSchema,
  properties: {
    name: p.string().unique(),
    paymentGateway: () => p.manyToOne(PaymentGatewaySchema).index(),
  },
});

export class Card extends CardSchema.class {}
CardSchema.setClass(Card);
export { CardSchema };
