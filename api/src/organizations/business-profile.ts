import type { Organization } from './organization.entity';

// Spec 000 section 3: a business profile is complete only when all of these are present.
export function isBusinessProfileComplete(
  org: Pick<Organization, 'name' | 'address' | 'phoneNumber' | 'email' | 'type' | 'industry' | 'refundPolicyTerms' | 'merchantProcessingFeeBps'>,
): boolean {
  return Boolean(
    org.name &&
    org.address &&
    org.phoneNumber &&
    org.email &&
    org.type &&
    org.industry &&
    org.refundPolicyTerms &&
    org.merchantProcessingFeeBps !== null &&
    org.merchantProcessingFeeBps !== undefined,
  );
}
