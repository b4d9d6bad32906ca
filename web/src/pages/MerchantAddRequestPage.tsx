import { useMutation } from '@apollo/client/react';
import { INDUSTRIES, INDUSTRY_OPTIONS, validateMerchantAddRequest } from '@pg/domain';
import { AuthLayout, Button, ReasonedButton, SelectField, TextField, useToast } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { serverFieldErrors } from '../modules/app/apollo/serverFieldErrors';
import { PRODUCT_NAME } from '../modules/app/brand';
import { useDocumentTitle } from '../modules/app/hooks/useDocumentTitle';
import { useForm } from '../modules/app/hooks/useForm';
import { PATHS } from '../modules/app/router/paths';
import { submitReason } from '../modules/app/submit-reason';
import { AuthFormLayout, FormActions } from '../modules/auth/components/AuthFormLayout';
import { REQUEST_TO_ADD_ORGANIZATION } from '../modules/auth/graphql/account';

export const REQUEST_SENT = 'Your request has been sent to Admin';

const EMPTY = { name: '', email: '', confirmEmail: '', licenseNumber: '', industry: '' };
/** The fields' labels, for what the disabled Submit says is missing. */
const REQUEST_LABELS = { name: 'Business Name', email: 'E-mail', confirmEmail: 'Confirm E-mail', licenseNumber: 'License Number', industry: 'Industry' };

/** Spec 000 section 2: 'Join the product'. */
export const MERCHANT_ADD_REQUEST_TITLE = `Join ${PRODUCT_NAME}`;

/** A business that is not listed asks the platform to add it (spec 000 section 2). */
export function MerchantAddRequestPage() {
  useDocumentTitle(MERCHANT_ADD_REQUEST_TITLE);
  const navigate = useNavigate();
  const toast = useToast();
  const [request] = useMutation(REQUEST_TO_ADD_ORGANIZATION);
  const form = useForm(EMPTY, validateMerchantAddRequest);

  // Submitting until the request settles (form.isSubmitting): a second submit meanwhile is ignored.
  const submit = form.handleSubmit(async (v) => {
    // The validation has required one of the options.
    const industry = INDUSTRIES.find((i) => i === v.industry);
    if (!industry) return;
    try {
      await request({
        variables: {
          input: { name: v.name.trim(), email: v.email.trim(), industry, licenseNumber: v.licenseNumber.trim() },
        },
      });
      toast.success(REQUEST_SENT);
      void navigate(PATHS.home);
    } catch (error) {
      // The error link has shown the server's message; the form keeps the input and marks the fields.
      form.setServerErrors(serverFieldErrors(error));
    }
  });

  return (
    <AuthLayout>
      <AuthFormLayout heading={`Join ${PRODUCT_NAME}`} tagline="Tell us about your business and we will add it for you." onSubmit={submit}>
        <TextField label="Business Name" autoComplete="organization" {...form.field('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Confirm E-mail" type="email" autoComplete="email" {...form.field('confirmEmail')} />
        <TextField label="License Number" {...form.field('licenseNumber')} />
        <SelectField
          label="Industry"
          name="industry"
          placeholder="Select industry"
          options={INDUSTRY_OPTIONS}
          value={form.values.industry}
          onChange={(value) => form.setValue('industry', value)}
          onBlur={() => form.touch('industry')}
          error={form.errors.industry}
        />
        <FormActions>
          <ReasonedButton
            type="submit"
            fullWidth
            loading={form.isSubmitting}
            disabled={form.isSubmitting || form.hasErrors || form.isEmpty || !form.changed}
            reason={submitReason(REQUEST_LABELS, form.blank, form.invalid)}
          >
            Submit
          </ReasonedButton>
          <Button type="button" variant="secondary" fullWidth onClick={() => void navigate(PATHS.home)}>
            Log In
          </Button>
        </FormActions>
      </AuthFormLayout>
    </AuthLayout>
  );
}
