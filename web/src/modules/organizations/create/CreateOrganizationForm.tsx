import { useMutation } from '@apollo/client/react';
import {
  CREATABLE_ORGANIZATION_TYPES,
  INDUSTRIES,
  INDUSTRY_OPTIONS,
  normalizeWebsite,
  ORGANIZATION_TOASTS,
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  validateOrganizationCreate,
} from '@pg/domain';
import { Card, SelectField, TextField, useToast } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid, FormWide } from '../../app/components/FormGrid';
import { useForm } from '../../app/hooks/useForm';
import { organizationPath, ORGANIZATIONS_PATH } from '../format';
import { CREATE_ORGANIZATION } from '../graphql/organizations';

const EMPTY = { name: '', email: '', licenseNumber: '', type: '', industry: '', address: '', phoneNumber: '', website: '' };
const TYPE_OPTIONS = CREATABLE_ORGANIZATION_TYPES.map((t) => ({ value: t, label: ORGANIZATION_TYPE_LABELS[t] }));

/** The organization create form (spec 002 s2, s5): Save disabled while submitting, with errors or unchanged. */
export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useMutation(CREATE_ORGANIZATION);
  const form = useForm(EMPTY, validateOrganizationCreate, ['name', 'email', 'licenseNumber', 'type', 'industry']);

  const save = async (v: typeof EMPTY) => {
    try {
      const { data } = await create({
        variables: {
          input: {
            name: v.name.trim(),
            email: v.email.trim(),
            licenseNumber: v.licenseNumber.trim(),
            // The validation has required one of the options of each.
            type: ORGANIZATION_TYPES.find((t) => t === v.type),
            industry: INDUSTRIES.find((i) => i === v.industry),
            address: v.address.trim() || null,
            phoneNumber: v.phoneNumber.trim() || null,
            website: v.website.trim() ? normalizeWebsite(v.website) : null,
          },
        },
      });
      if (!data) return;
      toast.success(ORGANIZATION_TOASTS.created);
      void navigate(organizationPath(data.createOrganization.id));
    } catch (error) {
      // The error link has shown the server's message; the form keeps the input and marks the fields.
      form.setServerErrors(serverFieldErrors(error));
    }
  };
  const submit = form.handleSubmit((v) => save(v));

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Create Organization">
        <FormGrid>
          <FormWide>
            <TextField label="Organization Name" autoComplete="organization" {...form.field('name')} />
          </FormWide>
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField label="License Number" {...form.field('licenseNumber')} />
          <SelectField
            label="Type"
            name="type"
            placeholder="Select Type"
            options={TYPE_OPTIONS}
            value={form.values.type}
            onChange={(value) => form.setValue('type', value)}
            onBlur={() => form.touch('type')}
            error={form.errors.type}
          />
          <SelectField
            label="Industry"
            name="industry"
            placeholder="Select Industry"
            options={INDUSTRY_OPTIONS}
            value={form.values.industry}
            onChange={(value) => form.setValue('industry', value)}
            onBlur={() => form.touch('industry')}
            error={form.errors.industry}
          />
          <FormWide>
            <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
          </FormWide>
          <TextField label="Phone Number" type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
          <TextField label="Website" type="url" placeholder="https://" {...form.field('website')} />
          <FormButtons onCancel={() => void navigate(ORGANIZATIONS_PATH)} loading={form.isSubmitting} blocked={form.hasErrors || !form.changed} />
        </FormGrid>
      </form>
    </Card>
  );
}
