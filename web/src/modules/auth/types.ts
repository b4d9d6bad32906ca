import type { Role } from '@pg/domain';

export interface FileUrl {
  id: string | null;
  url: string;
  cloudFrontUrl: string;
}

/** The signed-in user as the session query returns it (contract type User). */
export interface SessionUser {
  id: string;
  name: string;
  surname: string | null;
  email: string;
  role: Role;
  locked: boolean;
  organizationId: string;
  avatar: FileUrl | null;
}

export type OrganizationType = 'government' | 'airline' | 'hotel' | 'agency' | 'bank' | 'pg';
export type RefundPolicyTermsValue = 'fullRefund' | 'processingFeeNotRefunded';

/** The user's organization as the session query returns it (contract type Organization). */
export interface SessionOrganization {
  id: string;
  name: string;
  email: string | null;
  type: OrganizationType;
  industry: string | null;
  status: 'active' | 'requested' | 'suspended' | 'closed';
  address: string | null;
  licenseNumber: string | null;
  phoneNumber: string | null;
  website: string | null;
  mccCode: string | null;
  refundPolicyTerms: RefundPolicyTermsValue | null;
  refundPolicyLink: string | null;
  merchantProcessingFee: number | null;
  platformFee: number | null;
  isBusinessProfileComplete: boolean;
  logo: FileUrl[];
}
