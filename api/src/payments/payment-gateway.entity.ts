import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { PROCESSOR_NAMES } from './payment-processor';

// One row per card processor adapter (spec 002 "Payment gateway: id, name"). `name` is the
// adapter key the ProcessorRegistry resolves; `displayName` is what people read.
const PaymentGatewaySchema = defineEntity({
  name: 'PaymentGateway',
  extends: BaseSchema,
  properties: {
    name: p.enum([...PROCESSOR_NAMES]).unique(),
    displayName: p.string(),
  },
});

export class PaymentGateway extends PaymentGatewaySchema.class {}
PaymentGatewaySchema.setClass(PaymentGateway);
export { PaymentGatewaySchema };
