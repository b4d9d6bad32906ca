// "My business is not listed" request form (spec 000 section 5).
import { INDUSTRIES } from '../statuses';
import { AUTH_VALIDATION_MESSAGES as M, confirmEmailError } from './auth';
import { collect, COMMON_MESSAGES, emailError, type Errors, isBlank, tooLongError } from './common';

export interface MerchantAddRequestValues {
  name: string;
  email: string;
  confirmEmail: string;
  licenseNumber: string;
  industry: string;
}

export function validateMerchantAddRequest(v: MerchantAddRequestValues): Errors<keyof MerchantAddRequestValues> {
  return collect({
    name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'),
    email: emailError(v.email),
    confirmEmail: confirmEmailError(v.email, v.confirmEmail),
    licenseNumber: isBlank(v.licenseNumber) ? COMMON_MESSAGES.licenseRequired : tooLongError(v.licenseNumber, 'License Number'),
    // An industry outside the list (a forged request) is as good as none.
    industry: (INDUSTRIES as readonly string[]).includes(v.industry) ? undefined : M.industryRequired,
  });
}
