import { defineEntity, p } from '@mikro-orm/core';
import { BaseSchema } from '../common/base.entity';
import { WebPaymentSchema } from './web-payment.entity';

export const CHECKOUT_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

// One charge attempt on a checkout (the invoices' payment table stays the invoices' own). The
// idempotency key (checkout code + the caller's key) is unique, so a retried call finds its row
// instead of charging again. No card data here: only the processor's charge id, brand and last4.
const CheckoutPaymentSchema = defineEntity({
  name: 'CheckoutPayment',
  extends: BaseSchema,
  properties: {
    webPayment: () => p.manyToOne(WebPaymentSchema).index(),
    amountCents: p.integer(),
    status: p.enum([...CHECKOUT_PAYMENT_STATUSES]),
    idempotencyKey: p.string().unique(),
    processor: p.string(),
    chargeId: p.string().nullable(),
    brand: p.string().nullable(),
    last4: p.string().nullable(),
    failCode: p.string().nullable(),
    failMessage: p.text().nullable(),
    errorType: p.string().nullable(),
    email: p.string().nullable(),
    customerName: p.string().nullable(),
  },
});

export class CheckoutPayment extends CheckoutPaymentSchema.class {}
CheckoutPaymentSchema.setClass(CheckoutPayment);
export { CheckoutPaymentSchema };
