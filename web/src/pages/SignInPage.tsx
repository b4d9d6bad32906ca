import { validateSignIn } from '@pg/domain';
import { AuthLayout, Button, PasswordField, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useForm } from '../modules/app/hooks/useForm';
import { PATHS } from '../modules/app/router/paths';
import { AuthFormLayout, FormActions, FormRow } from '../modules/auth/components/AuthFormLayout';
import { SignInAside } from '../modules/auth/components/SignInAside';
import { TextLink } from '../modules/auth/components/TextLink';
import { useSignIn } from '../modules/auth/hooks/useSignIn';
import { SecondFactorStep } from '../modules/auth/second-factor/SecondFactorStep';

/** Sign-in (spec 000 section 2): e-mail and password, Forgot password, Register Now; then the second step where the person has one (issue 44). */
export function SignInPage({ random }: { random?: () => number }) {
  const navigate = useNavigate();
  const { signIn, challenge, verify, verifying, cancelSecondStep, hasPasskey, verifyWithPasskey, signInWithPasskey } = useSignIn();
  const form = useForm({ email: '', password: '' }, validateSignIn);
  const [passkeyError, setPasskeyError] = useState<string>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  async function withPasskey() {
    setPasskeyError(undefined);
    setPasskeyBusy(true);
    const refused = await signInWithPasskey();
    setPasskeyBusy(false);
    if (refused) setPasskeyError(refused);
  }

  if (challenge) {
    return (
      <AuthLayout aside={<SignInAside random={random} />}>
        <SecondFactorStep verify={verify} loading={verifying} onCancel={cancelSecondStep} passkey={hasPasskey ? verifyWithPasskey : undefined} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout aside={<SignInAside random={random} />}>
      <AuthFormLayout heading="Sign In" onSubmit={form.handleSubmit((v) => signIn(v.email, v.password))}>
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <FormRow>
          <TextLink to={PATHS.forgotPassword}>Forgot password</TextLink>
        </FormRow>
        <FormActions>
          <Button type="submit" fullWidth loading={form.isSubmitting}>
            Log In
          </Button>
          <Button type="button" variant="secondary" fullWidth onClick={() => void navigate(PATHS.signUp)}>
            Register Now
          </Button>
          <Button type="button" variant="ghost" fullWidth loading={passkeyBusy} onClick={() => void withPasskey()}>
            Sign in with a passkey
          </Button>
        </FormActions>
        {passkeyError && <p role="alert">{passkeyError}</p>}
      </AuthFormLayout>
    </AuthLayout>
  );
}
