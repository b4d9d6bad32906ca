import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { chargeAttemptProperties } from '../payments/charge-attempt-properties';
import { WebPaymentSchema } from './web-payment.entity';

// One charge attempt on a checkout (the invoices' payment table stays the invoices' own); the
// idempotency key is the checkout process's id + the caller's key.
const CheckoutPaymentSchema = defineEntity({
  name: 'CheckoutPayment',
  extends: BaseSchema,
  properties: {
    webPayment: () => p.manyToOne(WebPaymentSchema).index(),
    ...chargeAttemptProperties,
    failMessage: p.text().nullable(),
  },
  indexes: searchIndexes('checkout_payment'),
});

export class CheckoutPayment extends CheckoutPaymentSchema.class {}
CheckoutPaymentSchema.setClass(CheckoutPayment);
export { CheckoutPaymentSchema };
