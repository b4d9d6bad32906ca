import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { chargeAttemptProperties } from '../payments/charge-attempt-properties';
import { InvoiceSchema } from './invoice.entity';

// One charge attempt on an invoice; the idempotency key is the invoice process's id + the caller's key.
const PaymentSchema = defineEntity({
  name: 'Payment',
  extends: BaseSchema,
  properties: {
    invoice: () => p.manyToOne(InvoiceSchema).index(),
    ...chargeAttemptProperties,
    platformFeeCents: p.integer(),
    failMessage: p.string().nullable(),
  },
  indexes: searchIndexes('payment'),
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
export { PaymentSchema };
