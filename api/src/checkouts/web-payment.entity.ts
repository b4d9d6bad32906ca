import { defineEntity, p } from '@mikro-orm/core';
import { CHECKOUT_STATUSES, REFUND_POLICY_TERMS } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { MerchantKeySchema } from '../developer-keys/merchant-key.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { PaymentGatewaySchema } from '../payments/payment-gateway.entity';
import { UserSchema } from '../users/user.entity';

// A hosted checkout (spec 000 "WebPayment", spec 002 "Web payment"): a merchant's order the
// customer pays at /checkout/{accessKey}, then is sent back to responseUrl (or cancelUrl).
// On checkouts both fees are absolute amounts (spec 002 section 9), so they are stored in cents.
const WebPaymentSchema = defineEntity({
  name: 'WebPayment',
  extends: BaseSchema,
  properties: {
    /** Readable: CHK-2026-000123. */
    code: p.string().unique(),
    /** The checkout link's credential: 32 random bytes, base64url. */
    accessKey: p.string().unique(),
    status: p.enum([...CHECKOUT_STATUSES]),
    amountCents: p.integer(),
    /** Customer processing fee, added to the amount: checkout total = amount + transactionFee. */
    transactionFeeCents: p.integer().default(0),
    /** Deducted from the amount when the checkout is transferred to the merchant. */
    merchantProcessingFeeCents: p.integer().default(0),
    /** Snapshot of the platform fee at creation, basis points. */
    platformFeeBps: p.integer(),
    currency: p.string().default('USD'),
    cancelUrl: p.text(),
    responseUrl: p.text(),
    orderId: p.string().nullable(),
    /** The merchant's key/value pairs, shown on the checkout detail. */
    metadata: p.json<Record<string, string>>().nullable(),
    refundPolicyTerms: p.enum([...REFUND_POLICY_TERMS]),
    owner: () => p.manyToOne(OrganizationSchema).index(),
    paymentGateway: () => p.manyToOne(PaymentGatewaySchema).nullable().deleteRule('set null'),
    paidAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** The successful charge's id at the card processor. */
    gatewayTransactionId: p.string().nullable(),
    transferId: p.uuid().nullable().index(),
    disbursedAt: p.datetime().nullable(),
    disbursedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** The merchant key that created it over the API (null for demo data). */
    merchantKey: () => p.manyToOne(MerchantKeySchema).nullable().deleteRule('set null'),
    /** false: made with a test key. Paid at the Sandbox only; no ledger, transfer, report or dashboard counts it. */
    livemode: p.boolean().default(true),
  },
  indexes: [
    ...searchIndexes('web_payment'),
    { properties: ['owner', 'createdAt', 'id'] },
    { properties: ['status', 'createdAt', 'id'] },
    // the merchant dashboard's count of unpaid checkouts: index-only
    { properties: ['owner', 'status'] },
  ],
});

export class WebPayment extends WebPaymentSchema.class {}
WebPaymentSchema.setClass(WebPayment);
export { WebPaymentSchema };
