import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { UserSchema } from '../users/user.entity';
import { InvoiceSchema } from './invoice.entity';

// A payout recorded against an invoice by the platform (spec 000: Payouts table).
const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'invoice_payout',
  extends: BaseSchema,
  properties: {
    invoice: () => p.manyToOne(InvoiceSchema).index(),
    amountCents: p.integer(),
    remarks: p.string().nullable(),
    payoutDate: p.datetime(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
  },
});

export class Payout extends PayoutSchema.class {}
PayoutSchema.setClass(Payout);
export { PayoutSchema };
