// Business profile card of account settings (spec 002 section 5) and the completeness test
// that sends merchants to it after sign-in (spec 000 sections 3 and 4).
import { isGatewayOrganizationType, type OrganizationType } from '../statuses';
import { collect, COMMON_MESSAGES, type Errors, type Input, isBlank, isBlankInput, tooLongError } from './common';
import { phoneFormatError } from './phone';
import { merchantFeeError, PROFILE_MESSAGES } from './profile';
import { websiteFormatError } from './website';

export interface BusinessProfileValues {
  phoneNumber: string;
  address: string;
  website: string;
  licenseNumber: string;
  refundPolicyTerms: string;
  /** Percent as typed or slid, e.g. "2.5". */
  merchantProcessingFee: string;
}

/**
 * Licence and refund policy are not asked of bank or platform organizations, nor a fee (they
 * take no payments). `platformFeeBps` caps the fee at the organization's platform fee.
 */
export function validateBusinessProfile(
  v: BusinessProfileValues,
  organizationType?: OrganizationType,
  platformFeeBps?: number,
): Errors<keyof BusinessProfileValues> {
  const gateway = isGatewayOrganizationType(organizationType);
  return collect({
    phoneNumber: isBlank(v.phoneNumber) ? PROFILE_MESSAGES.phoneRequired : (tooLongError(v.phoneNumber, 'Phone Number') ?? phoneFormatError(v.phoneNumber)),
    address: isBlank(v.address) ? PROFILE_MESSAGES.addressRequired : tooLongError(v.address, 'Address'),
    website: isBlank(v.website) ? PROFILE_MESSAGES.websiteRequired : (tooLongError(v.website, 'Website') ?? websiteFormatError(v.website)),
    licenseNumber: !gateway && isBlank(v.licenseNumber) ? COMMON_MESSAGES.licenseRequired : tooLongError(v.licenseNumber, 'License Number'),
    refundPolicyTerms: !gateway && isBlank(v.refundPolicyTerms) ? PROFILE_MESSAGES.refundPolicyRequired : undefined,
    merchantProcessingFee: gateway && isBlank(v.merchantProcessingFee) ? undefined : merchantFeeError(v.merchantProcessingFee, platformFeeBps),
  });
}

export interface BusinessProfileFields {
  name?: string | null;
  address?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  type?: string | null;
  industry?: string | null;
  refundPolicyTerms?: string | null;
  merchantProcessingFee?: Input;
}

/** Complete only when name, address, phone, e-mail, type, industry, refund terms and fee are all present. */
export function isBusinessProfileComplete(org: BusinessProfileFields): boolean {
  const texts = [org.name, org.address, org.phoneNumber, org.email, org.type, org.industry, org.refundPolicyTerms];
  return texts.every((t) => !isBlank(t)) && !isBlankInput(org.merchantProcessingFee);
}
