import { useMutation } from '@apollo/client/react';
import { normalizeWebsite, ORGANIZATION_TOASTS, validateOrganizationEdit } from '@pg/domain';
import { TextArea, TextField, useToast } from '@pg/ui-kit';
import { useCallback } from 'react';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid, FormWide } from '../../app/components/FormGrid';
import { useForm } from '../../app/hooks/useForm';
import { industryLabel, organizationTypeLabel } from '../components/labels';
import { type OrganizationRow, UPDATE_ORGANIZATION_DETAILS } from '../graphql/organizations';

type Values = {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  website: string;
  licenseNumber: string;
  mccCode: string;
  shortDescription: string;
};

const valuesOf = (org: OrganizationRow): Values => ({
  name: org.name,
  email: org.email ?? '',
  phoneNumber: org.phoneNumber ?? '',
  address: org.address ?? '',
  website: org.website ?? '',
  licenseNumber: org.licenseNumber ?? '',
  mccCode: org.mccCode ?? '',
  shortDescription: org.shortDescription ?? '',
});

/**
 * Business details of an organization as staff edit it (spec 002 s5 "Admin organization edit"):
 * phone, address and website required, licence for merchants; sends only the spec's fields.
 */
export function AdminBusinessForm({ organization: org, editable, onSaved }: { organization: OrganizationRow; editable: boolean; onSaved: () => void }) {
  const toast = useToast();
  const [update, { loading }] = useMutation(UPDATE_ORGANIZATION_DETAILS);
  const validate = useCallback((v: Values) => validateOrganizationEdit(v, org.type), [org.type]);
  const form = useForm<Values>(valuesOf(org), validate, ['name', 'email', 'phoneNumber', 'address', 'website']);

  const save = async (v: Values) => {
    try {
      await update({
        variables: {
          input: {
            id: org.id,
            name: v.name.trim(),
            mccCode: v.mccCode.trim(),
            address: v.address.trim(),
            phoneNumber: v.phoneNumber.trim(),
            shortDescription: v.shortDescription.trim(),
            licenseNumber: v.licenseNumber.trim(),
            website: normalizeWebsite(v.website),
            email: v.email.trim(),
          },
        },
      });
      toast.success(ORGANIZATION_TOASTS.updated);
      onSaved();
    } catch (error) {
      // The error link has shown the server's message; the form keeps the input and marks the fields.
      form.setServerErrors(serverFieldErrors(error));
    }
  };
  const submit = form.handleSubmit((v) => void save(v));

  return (
    <form onSubmit={submit} noValidate aria-label="Business details">
      <FormGrid>
        <TextField label="Organization Name" readOnly={!editable} {...form.field('name')} />
        <TextField label="Email" type="email" readOnly={!editable} {...form.field('email')} />
        <TextField label="Type" name="type" value={organizationTypeLabel(org.type)} readOnly />
        <TextField label="Industry" name="industry" value={industryLabel(org.industry)} readOnly />
        <TextField label="Phone Number" type="tel" readOnly={!editable} {...form.field('phoneNumber')} />
        <TextField label="Website" type="url" placeholder="https://" readOnly={!editable} {...form.field('website')} />
        <FormWide>
          <TextField label="Address" readOnly={!editable} {...form.field('address')} />
        </FormWide>
        <TextField label="License Number" readOnly={!editable} {...form.field('licenseNumber')} />
        <TextField label="MCC Code" readOnly={!editable} {...form.field('mccCode')} />
        <FormWide>
          <TextArea label="Short Description" rows={3} readOnly={!editable} {...form.field('shortDescription')} />
        </FormWide>
        {editable && <FormButtons loading={loading} blocked={form.hasErrors || !form.changed} />}
      </FormGrid>
    </form>
  );
}
