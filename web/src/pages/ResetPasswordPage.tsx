import { useMutation } from '@apollo/client/react';
import { resetPasswordsDiffer, validateResetPassword } from '@pg/domain';
import { AuthLayout, Button, PasswordField, useToast } from '@pg/ui-kit';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';

import { useForm } from '../modules/app/hooks/useForm';
import { decodeParam } from '../modules/app/router/decodeParam';
import { PATHS } from '../modules/app/router/paths';
import { AuthFormLayout, FormActions } from '../modules/auth/components/AuthFormLayout';
import { UPDATE_PASSWORD } from '../modules/auth/graphql/account';

export const RESET_SUCCESS = 'Password Reset Success. Redirecting to Login Page';
export const PASSWORDS_DIFFER = 'Password and Confirm Password should be same!';

/** Reset password from the e-mailed link /reset-password/:userId/:token (spec 000 section 2). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const params = useParams();
  const [updatePassword] = useMutation(UPDATE_PASSWORD);
  const form = useForm({ password: '', confirmPassword: '' }, validateResetPassword);

  // Submitting until the request settles (form.isSubmitting): a second submit meanwhile is ignored.
  const send = form.handleSubmit(async ({ password }) => {
    try {
      await updatePassword({
        variables: { userId: decodeParam(params.userId), token: decodeParam(params.token), password },
      });
      toast.success(RESET_SUCCESS);
      void navigate(PATHS.home);
    } catch {
      // The error link has shown the notice (expired or used link).
    }
  });

  // Spec 000 section 5: a mismatch found at submit is "also shown as an error notice". The form
  // holds the submit whenever validation fails, so the notice is raised here, before it.
  const submit = (event?: FormEvent) => {
    if (resetPasswordsDiffer(form.values)) toast.error(PASSWORDS_DIFFER);
    send(event);
  };

  return (
    <AuthLayout>
      <AuthFormLayout heading="Reset Password" tagline="Choose a new password for your account." onSubmit={submit}>
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <FormActions>
          <Button type="submit" fullWidth loading={form.isSubmitting} disabled={form.isSubmitting}>
            Reset Password
          </Button>
        </FormActions>
      </AuthFormLayout>
    </AuthLayout>
  );
}
