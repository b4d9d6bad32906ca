import { useMutation } from '@apollo/client/react';
import { validateSignUp } from '@pg/domain';
import { AuthLayout, Button, PasswordField, ReasonedButton, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { PRODUCT_NAME } from '../modules/app/brand';
import { useDocumentTitle } from '../modules/app/hooks/useDocumentTitle';
import { useForm } from '../modules/app/hooks/useForm';
import { PATHS } from '../modules/app/router/paths';
import { submitReason } from '../modules/app/submit-reason';
import { AuthFormLayout, FormActions } from '../modules/auth/components/AuthFormLayout';
import { BusinessNameField, type BusinessOption } from '../modules/auth/components/BusinessNameField';
import { SignUpSuccessDialog } from '../modules/auth/components/SignUpSuccessDialog';
import { CREATE_USER } from '../modules/auth/graphql/account';
import { TermsDialog } from '../modules/legal/components/TermsDialog';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  @media (max-width: 500px) {
    grid-template-columns: 1fr;
  }
`;

const TermsNote = styled.p`
  margin: 0;
  font-size: 14px;
  button {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    font-weight: 600;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const EMAIL_HINT = 'Must match the e-mail on file with the national bank';

const EMPTY = {
  organizationId: '',
  name: '',
  surname: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  licenseNumber: '',
};
/** The fields' labels, for what the disabled Register says is missing. */
const SIGN_UP_LABELS = {
  organizationId: 'Business Name',
  name: 'First Name',
  email: 'E-mail',
  confirmEmail: 'Confirm E-mail',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  licenseNumber: 'License Number',
};

/** Spec 000 section 2: /signup/ is titled Register (the heading stays 'Join BhutanPay'). */
export const SIGN_UP_TITLE = 'Register';

/** Merchant self-registration (spec 000 section 2, /signup). */
export function SignUpPage() {
  useDocumentTitle(SIGN_UP_TITLE);
  const navigate = useNavigate();
  const [business, setBusiness] = useState<BusinessOption | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [createUser] = useMutation(CREATE_USER);
  // Surname is collected but optional, and not sent: spec 000 section 3, "surname and the confirm
  // fields are collected but not sent".
  const form = useForm(EMPTY, validateSignUp, ['organizationId', 'name', 'email', 'confirmEmail', 'password', 'confirmPassword', 'licenseNumber']);

  // Submitting until the request settles (form.isSubmitting): a second submit meanwhile is ignored.
  const submit = form.handleSubmit(async (v) => {
    try {
      await createUser({
        variables: {
          input: {
            name: v.name.trim(),
            email: v.email.trim(),
            password: v.password,
            organizationId: v.organizationId,
            licenseNumber: v.licenseNumber.trim(),
          },
        },
      });
      setSucceeded(true);
    } catch {
      // The error link has shown the server's message.
    }
  });

  return (
    <AuthLayout>
      <AuthFormLayout heading={`Join ${PRODUCT_NAME}`} tagline="Go digital! Get instant access to receive payments" onSubmit={submit}>
        <BusinessNameField
          value={business}
          onChange={(option) => {
            setBusiness(option);
            form.setValue('organizationId', option?.id ?? '');
          }}
          error={form.errors.organizationId}
        />
        <Row>
          <TextField label="First Name" autoComplete="given-name" {...form.field('name')} />
          <TextField label="Surname" autoComplete="family-name" {...form.field('surname')} />
        </Row>
        <TextField label="E-mail" type="email" autoComplete="email" hint={EMAIL_HINT} {...form.field('email')} />
        <TextField label="Confirm E-mail" type="email" autoComplete="email" {...form.field('confirmEmail')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <TextField label="License Number" {...form.field('licenseNumber')} />
        <TermsNote>
          By registering you agree to the{' '}
          <button type="button" onClick={() => setTermsOpen(true)}>
            Terms of Service
          </button>
          .
        </TermsNote>
        <FormActions>
          <ReasonedButton
            type="submit"
            fullWidth
            loading={form.isSubmitting}
            disabled={form.isSubmitting || form.hasErrors || form.isEmpty}
            reason={submitReason(SIGN_UP_LABELS, form.blank, form.invalid)}
          >
            Register
          </ReasonedButton>
          <Button type="button" variant="secondary" fullWidth onClick={() => void navigate(PATHS.home)}>
            Log In
          </Button>
        </FormActions>
      </AuthFormLayout>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      <SignUpSuccessDialog open={succeeded} onClose={() => void navigate(PATHS.home)} />
    </AuthLayout>
  );
}
