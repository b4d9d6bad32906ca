import { defineEntity, p } from '@mikro-orm/core';

// Issue 41: a merchant's amount limit and review threshold (integer cents, null: none), set by
// PG Admin per organization. A row of its own, not organization columns: only the charge's risk
// check and the Risk screen read it, and a merchant without limits has no row.
const MerchantRiskLimitsSchema = defineEntity({
  name: 'MerchantRiskLimits',
  tableName: 'merchant_risk_limits',
  properties: {
    organizationId: p.uuid().primary(),
    maxAmountCents: p.integer().nullable(),
    reviewThresholdCents: p.integer().nullable(),
    updatedAt: p.datetime(),
    updatedBy: p.uuid().nullable(),
  },
});

export class MerchantRiskLimitsRow extends MerchantRiskLimitsSchema.class {}
MerchantRiskLimitsSchema.setClass(MerchantRiskLimitsRow);
export { MerchantRiskLimitsSchema };
