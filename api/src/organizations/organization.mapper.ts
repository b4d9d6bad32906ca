import { bpsToPercent, safeLink } from '@pg/domain';

import type { FileUrl } from '../files/file-url.type';
import { isBusinessProfileComplete } from './business-profile';
import type { OrganizationType } from './dtos/organization.type';
import type { Organization } from './organization.entity';

// Entity -> GraphQL shape. Fees cross the API edge as percent decimals (spec), basis points inside.

/** The columns of an organization the GraphQL shape is made from. */
type OrganizationColumns = Pick<
  Organization,
  | 'id'
  | 'name'
  | 'email'
  | 'type'
  | 'industry'
  | 'status'
  | 'address'
  | 'licenseNumber'
  | 'phoneNumber'
  | 'website'
  | 'shortDescription'
  | 'mccCode'
  | 'refundPolicyTerms'
  | 'refundPolicyLink'
  | 'merchantProcessingFeeBps'
  | 'platformFeeBps'
  | 'blockTransactions'
  | 'createdAt'
  | 'verified'
>;

/** An organization as the mapper reads it: an entity, or a joined list row (relations by id). */
export type OrganizationRecord = OrganizationColumns & { logoFile?: { id: string } | null };

/** A joined `organization` row as a query builder's `execute` gives it. */
export type OrganizationRow = OrganizationColumns & { logoFile?: string | null };

export function organizationRecord(row: OrganizationRow): OrganizationRecord {
  return { ...row, logoFile: row.logoFile ? { id: row.logoFile } : null };
}

export function toOrganizationType(org: OrganizationRecord, logo: FileUrl[] = []): OrganizationType {
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
    // A row saved before links were checked never goes out as javascript: or data:.
    refundPolicyLink: safeLink(org.refundPolicyLink),
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
