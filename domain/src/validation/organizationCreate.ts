// Organization create form (spec 002 section 5). Address, phone and website are optional here;
// a phone number or website that is typed must still be one.
import { INDUSTRIES, ORGANIZATION_TYPES } from '../statuses';
import { collect, COMMON_MESSAGES, emailError, type Errors, isBlank, tooLongError } from './common';
import { phoneFormatError } from './phone';
import { websiteFormatError } from './website';

export const ORGANIZATION_CREATE_MESSAGES = {
  typeRequired: 'Please select Type',
  industryRequired: 'Please select Industry',
} as const;

export interface OrganizationCreateValues {
  name: string;
  email: string;
  licenseNumber: string;
  type: string;
  industry: string;
  address?: string;
  phoneNumber?: string;
  website?: string;
}

export function validateOrganizationCreate(v: OrganizationCreateValues): Errors<keyof OrganizationCreateValues> {
  return collect({
    name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'),
    email: emailError(v.email),
    licenseNumber: isBlank(v.licenseNumber) ? COMMON_MESSAGES.licenseRequired : tooLongError(v.licenseNumber, 'License Number'),
    type: (ORGANIZATION_TYPES as readonly string[]).includes(v.type) ? undefined : ORGANIZATION_CREATE_MESSAGES.typeRequired,
    industry: (INDUSTRIES as readonly string[]).includes(v.industry) ? undefined : ORGANIZATION_CREATE_MESSAGES.industryRequired,
    address: tooLongError(v.address, 'Address'),
    phoneNumber: phoneFormatError(v.phoneNumber),
    website: websiteFormatError(v.website),
  });
}
