// Sign-up form (spec 000 section 5). Surname is collected but optional.
import { AUTH_VALIDATION_MESSAGES as M, confirmEmailError, newPasswordError } from './auth';
import { collect, COMMON_MESSAGES, emailError, type Errors, isBlank, tooLongError } from './common';

export interface SignUpValues {
  organizationId: string;
  name: string;
  surname?: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  licenseNumber: string;
}

export function validateSignUp(v: SignUpValues): Errors<keyof SignUpValues> {
  return collect({
    organizationId: isBlank(v.organizationId) ? M.organizationRequired : undefined,
    name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'),
    surname: tooLongError(v.surname, 'Surname'),
    email: emailError(v.email),
    confirmEmail: confirmEmailError(v.email, v.confirmEmail),
    password: newPasswordError(v.password),
    confirmPassword: !v.confirmPassword ? M.confirmPasswordRequired : v.confirmPassword !== v.password ? M.passwordMismatch : undefined,
    licenseNumber: isBlank(v.licenseNumber) ? COMMON_MESSAGES.licenseRequired : tooLongError(v.licenseNumber, 'License Number'),
  });
}
