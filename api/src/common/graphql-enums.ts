import { registerEnumType } from '@nestjs/graphql';
import { INDUSTRIES, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, REFUND_POLICY_TERMS } from '@pg/domain';

// GraphQL enums built from the domain's value lists, so the schema cannot drift from them.
function enumObject<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
}

export const OrganizationTypeEnum = enumObject(ORGANIZATION_TYPES);
export const OrganizationStatusEnum = enumObject(ORGANIZATION_STATUSES);
export const IndustryEnum = enumObject(INDUSTRIES);
export const RefundPolicyTermsEnum = enumObject(REFUND_POLICY_TERMS);

registerEnumType(OrganizationTypeEnum, { name: 'OrganizationType' });
registerEnumType(OrganizationStatusEnum, { name: 'OrganizationStatus' });
registerEnumType(IndustryEnum, { name: 'Industry' });
registerEnumType(RefundPolicyTermsEnum, { name: 'RefundPolicyTerms' });
