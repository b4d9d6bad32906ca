import { useMutation } from '@apollo/client/react';
import { validateForgotPassword } from '@pg/domain';
import { AuthLayout, Button, TextField, useToast } from '@pg/ui-kit';
import { useNavigate, useSearchParams } from 'react-router';

import { useDocumentTitle } from '../modules/app/hooks/useDocumentTitle';
import { useForm } from '../modules/app/hooks/useForm';
import { PATHS } from '../modules/app/router/paths';
import { AuthFormLayout, FormActions } from '../modules/auth/components/AuthFormLayout';
import { SEND_RESET_PASSWORD_LINK } from '../modules/auth/graphql/account';

export const RESET_LINK_SENT = 'You should receive reset password link in your email if you are registered with us';

export const FORGOT_PASSWORD_TITLE = 'Forgot Password';

/** Forgot password (spec 000 section 2). ?email= pre-fills the field (the spec reads query params). */
export function ForgotPasswordPage() {
  useDocumentTitle(FORGOT_PASSWORD_TITLE);
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [send] = useMutation(SEND_RESET_PASSWORD_LINK);
  const form = useForm({ email: params.get('email') ?? '' }, validateForgotPassword);

  // Submitting until the request settles (form.isSubmitting): a second submit meanwhile is ignored.
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send({ variables: { email: email.trim() } });
      // The same notice whether or not the address is registered: no account enumeration.
      toast.success(RESET_LINK_SENT);
      void navigate(PATHS.home);
    } catch {
      // The error link has shown the notice.
    }
  });

  return (
    <AuthLayout>
      <AuthFormLayout heading="Forgot Password" tagline="Enter your e-mail to receive a reset link." onSubmit={submit}>
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <FormActions>
          <Button type="submit" fullWidth loading={form.isSubmitting} disabled={form.isSubmitting || form.isEmpty}>
            Send Reset Link
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={() => void navigate(PATHS.home)}>
            Log In
          </Button>
        </FormActions>
      </AuthFormLayout>
    </AuthLayout>
  );
}
