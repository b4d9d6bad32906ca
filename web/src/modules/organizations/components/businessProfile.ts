import type { UpdateOrganizationInput } from '../../../gql/graphql';
import type { RefundPolicyTermsValue, SessionOrganization } from '../../app/session/types';

/** The editable business fields as form strings (spec 002 section 2, Account settings). */
export interface BusinessValues extends Record<string, string> {
  phoneNumber: string;
  address: string;
  website: string;
  licenseNumber: string;
  refundPolicyTerms: string;
  merchantProcessingFee: string;
  mccCode: string;
}

/** Spec 000 section 9: default and maximum merchant processing fee. */
export const DEFAULT_PLATFORM_FEE = 4.99;

export function businessValuesOf(org: SessionOrganization): BusinessValues {
  return {
    phoneNumber: org.phoneNumber ?? '',
    address: org.address ?? '',
    website: org.website ?? '',
    licenseNumber: org.licenseNumber ?? '',
    refundPolicyTerms: org.refundPolicyTerms ?? '',
    merchantProcessingFee: String(org.merchantProcessingFee ?? 0),
    mccCode: org.mccCode ?? '',
  };
}

export function updateInputOf(id: string, v: BusinessValues, normalizeWebsite: (url: string) => string): UpdateOrganizationInput {
  return {
    id,
    phoneNumber: v.phoneNumber.trim(),
    address: v.address.trim(),
    website: v.website.trim() ? normalizeWebsite(v.website.trim()) : '',
    licenseNumber: v.licenseNumber.trim(),
    mccCode: v.mccCode.trim(),
    refundPolicyTerms: (v.refundPolicyTerms || undefined) as RefundPolicyTermsValue | undefined,
    merchantProcessingFee: Number(v.merchantProcessingFee),
  };
}

/** Slider marks of spec 000 section 5, capped at the organization's platform fee. */
export function feeMarks(max: number): { value: number; label: string }[] {
  return [0, 1, 2, 3, 4, 4.99].filter((m) => m <= max).map((m) => ({ value: m, label: String(m) }));
}
