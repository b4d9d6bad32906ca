// Reset-password form (spec 000 section 5).
import { AUTH_VALIDATION_MESSAGES as M } from './auth';
import { collect, type Errors } from './common';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * Spec 000 section 5, "Reset password: both fields 'This is required'; must match else 'Password
 * and Confirm Password should be same!'". Only these: the sign-up strength rule is listed for
 * sign-up alone, so a reset does not apply it (decision in HANDOFF.md).
 */
export function validateResetPassword(v: ResetPasswordValues): Errors<keyof ResetPasswordValues> {
  return collect({
    password: !v.password ? M.required : undefined,
    confirmPassword: !v.confirmPassword ? M.required : v.confirmPassword !== v.password ? M.resetMismatch : undefined,
  });
}

/** True when both passwords are typed and differ: the submit-time check raises an error notice. */
export function resetPasswordsDiffer(v: ResetPasswordValues): boolean {
  return Boolean(v.password) && Boolean(v.confirmPassword) && v.password !== v.confirmPassword;
}
