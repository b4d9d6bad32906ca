import { bpsToPercent } from '@pg/domain';

import type { FileUrl } from '../files/file-url.type';
import { isBusinessProfileComplete } from './business-profile';
import type { OrganizationType } from './dtos/organization.type';
import type { Organization } from './organization.entity';

// Entity -> GraphQL shape. Fees cross the API edge as percent decimals (spec), basis points inside.
export function toOrganizationType(org: Organization, logo: FileUrl[] = []): OrganizationType {
  return {
    id: org.id,
    name: org.name,
    email: org.email ?? null,
    type: org.type,
    industry: org.industry ?? null,
    status: org.status,
    address: org.address ?? null,
    licenseNumber: org.licenseNumber ?? null,
    phoneNumber: org.phoneNumber ?? null,
    website: org.website ?? null,
    shortDescription: org.shortDescription ?? null,
    mccCode: org.mccCode ?? null,
    refundPolicyTerms: org.refundPolicyTerms ?? null,
    refundPolicyLink: org.refundPolicyLink ?? null,
    merchantProcessingFee:
      org.merchantProcessingFeeBps === null || org.merchantProcessingFeeBps === undefined ? null : bpsToPercent(org.merchantProcessingFeeBps),
    platformFee: bpsToPercent(org.platformFeeBps),
    blockTransactions: org.blockTransactions,
    logo,
    createdAt: org.createdAt,
    isBusinessProfileComplete: isBusinessProfileComplete(org),
    verified: org.verified,
    logoFileId: org.logoFile?.id ?? null,
  };
}
