import { defineEntity, p } from '@mikro-orm/core';
import { BaseSchema } from '../common/base.entity';
import { InvoiceSchema } from './invoice.entity';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// One charge attempt. The idempotency key (workflow id + the caller's key) is unique, so a
// retried activity finds its own row instead of charging again.
const PaymentSchema = defineEntity({
  name: 'Payment',
  extends: BaseSchema,
  properties: {
    invoice: () => p.manyToOne(InvoiceSchema).index(),
    amountCents: p.integer(),
    platformFeeCents: p.integer(),
    status: p.enum([...PAYMENT_STATUSES]),
    idempotencyKey: p.string().unique(),
    processor: p.string(),
    chargeId: p.string().nullable(),
    brand: p.string().nullable(),
    last4: p.string().nullable(),
    failCode: p.string().nullable(),
    failMessage: p.string().nullable(),
    errorType: p.string().nullable(),
    email: p.string().nullable(),
    customerName: p.string().nullable(),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
export { PaymentSchema };
