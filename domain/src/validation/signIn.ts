// Sign-in form (spec 000 section 5).
import { collect, COMMON_MESSAGES, emailError, type Errors } from './common';

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(v: SignInValues): Errors<keyof SignInValues> {
  return collect({ email: emailError(v.email), password: v.password ? undefined : COMMON_MESSAGES.passwordRequired });
}
