// Forgot-password form (spec 000 section 5): the sign-in e-mail rules.
import { collect, emailError, type Errors } from './common';

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(v: ForgotPasswordValues): Errors<keyof ForgotPasswordValues> {
  return collect({ email: emailError(v.email) });
}
