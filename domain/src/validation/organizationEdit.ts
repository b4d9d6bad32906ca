// Staff editing an organization's details (spec 002 section 5, "Admin organization edit").
import { isGatewayOrganizationType, type OrganizationType } from '../statuses';
import { collect, COMMON_MESSAGES, emailError, type Errors, isBlank, tooLongError } from './common';
import { phoneFormatError } from './phone';
import { PROFILE_MESSAGES } from './profile';
import { websiteFormatError } from './website';

export interface OrganizationEditValues {
  /** Staff may change name and e-mail (docs/decisions/README.md); checked only when sent. */
  name?: string;
  email?: string;
  phoneNumber: string;
  address: string;
  website: string;
  licenseNumber: string;
}

export function validateOrganizationEdit(v: OrganizationEditValues, organizationType?: OrganizationType): Errors<keyof OrganizationEditValues> {
  return collect({
    name: v.name !== undefined && isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'),
    email: v.email !== undefined ? (emailError(v.email) ?? tooLongError(v.email, 'E-mail')) : undefined,
    phoneNumber: isBlank(v.phoneNumber) ? PROFILE_MESSAGES.phoneRequired : (tooLongError(v.phoneNumber, 'Phone Number') ?? phoneFormatError(v.phoneNumber)),
    address: isBlank(v.address) ? PROFILE_MESSAGES.addressRequired : tooLongError(v.address, 'Address'),
    website: isBlank(v.website) ? PROFILE_MESSAGES.websiteRequired : (tooLongError(v.website, 'Website') ?? websiteFormatError(v.website)),
    licenseNumber:
      !isGatewayOrganizationType(organizationType) && isBlank(v.licenseNumber)
        ? COMMON_MESSAGES.licenseRequired
        : tooLongError(v.licenseNumber, 'License Number'),
  });
}
