import { useMutation } from '@apollo/client/react';
import { validateResetPassword } from '@pg/domain';
import { AuthLayout, Button, PasswordField, useToast } from '@pg/ui-kit';
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
  const [updatePassword, { loading }] = useMutation(UPDATE_PASSWORD);
  const form = useForm({ password: '', confirmPassword: '' }, validateResetPassword);

  // handleSubmit takes a plain callback: the request runs on its own and handles its own failure.
  const submit = form.handleSubmit(({ password, confirmPassword }) => {
    void (async () => {
      // Spec 000 section 5: the submit-time mismatch is also raised as an error notice.
      if (password !== confirmPassword) {
        toast.error(PASSWORDS_DIFFER);
        return;
      }
      try {
        await updatePassword({
          variables: { userId: decodeParam(params.userId), token: decodeParam(params.token), password },
        });
        toast.success(RESET_SUCCESS);
        void navigate(PATHS.home);
      } catch {
        // The error link has shown the notice (expired or used link).
      }
    })();
  });

  return (
    <AuthLayout>
      <AuthFormLayout heading="Reset Password" tagline="Choose a new password for your account." onSubmit={submit}>
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <FormActions>
          <Button type="submit" fullWidth loading={loading} disabled={loading}>
            Reset Password
          </Button>
        </FormActions>
      </AuthFormLayout>
    </AuthLayout>
  );
}
