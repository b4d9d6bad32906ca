// Reset-password form (spec 000 section 5).
import { AUTH_VALIDATION_MESSAGES as M, PASSWORD_PATTERN } from './auth';
import { collect, type Errors } from './common';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Spec: both fields 'This is required', must match. The strength rule applies too, as at sign-up. */
export function validateResetPassword(v: ResetPasswordValues): Errors<keyof ResetPasswordValues> {
  return collect({
    password: !v.password ? M.required : PASSWORD_PATTERN.test(v.password) ? undefined : M.passwordRule,
    confirmPassword: !v.confirmPassword ? M.required : v.confirmPassword !== v.password ? M.resetMismatch : undefined,
  });
}
