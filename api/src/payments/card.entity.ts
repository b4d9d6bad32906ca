import { defineEntity, p } from '@mikro-orm/core';
import type { RoutingRule } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { PaymentGatewaySchema } from './payment-gateway.entity';

// Card brand -> payment gateway (DESIGN.md section 5): the pay page's brand choice picks the
// processor through this row. One row per brand, so the routing is never ambiguous. Issue 41 adds
// the brand's ordered processors and its rules by amount and country.
const CardSchema = defineEntity({
  name: 'Card',
  extends: BaseSchema,
  properties: {
    name: p.string().unique(),
    paymentGateway: () => p.manyToOne(PaymentGatewaySchema).index(),
    /**
     * Issue 41: the brand's processors in order, primary then fallbacks, for a payment no rule
     * matches; the first is always paymentGateway (kept so by GatewaySettingsService).
     */
    processors: p.json<string[]>(),
    /** Issue 41: rules by amount range and card country, evaluated first-match (domain routing-rules.ts). */
    routingRules: p.json<RoutingRule[]>(),
  },
});

export class Card extends CardSchema.class {}
CardSchema.setClass(Card);
export { CardSchema };
