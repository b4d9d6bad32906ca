import { useMutation } from '@apollo/client/react';
import { normalizeWebsite, REFUND_POLICY_TERMS_OPTIONS, TEXT_MAX_LENGTH, USER_TOASTS, validateBusinessProfile } from '@pg/domain';
import { ConfirmDialog, SelectField, Slider, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid, FormWide } from '../../app/components/FormGrid';
import { useForm } from '../../app/hooks/useForm';
import { useSignedInSession } from '../../app/session/SessionContext';
import { UPDATE_ORGANIZATION } from '../graphql/account';
import { type BusinessValues, businessValuesOf, DEFAULT_PLATFORM_FEE, feeMarks, updateInputOf } from './businessProfile';
import { industryLabel, organizationTypeLabel } from './labels';

export const REFUND_POLICY_CONFIRM = 'Changing the refund policy applies to every invoice and checkout created from now on. Do you want to change it?';

/** The business profile edit form; a refund policy change is confirmed before saving. */
export function BusinessForm({ onDone }: { onDone: () => void }) {
  const { organization: org, updateOrganization } = useSignedInSession();
  const toast = useToast();
  const [update, { loading }] = useMutation(UPDATE_ORGANIZATION);
  const initial = businessValuesOf(org);
  const form = useForm<BusinessValues>(initial, (v) => validateBusinessProfile(v, org.type), []);
  const [confirming, setConfirming] = useState(false);
  const maxFee = org.platformFee ?? DEFAULT_PLATFORM_FEE;

  async function save(values: BusinessValues) {
    setConfirming(false);
    try {
      const { data } = await update({ variables: { input: updateInputOf(org.id, values, normalizeWebsite) } });
      if (!data) return;
      updateOrganization(data.updateOrganization);
      toast.success(USER_TOASTS.profileUpdated);
      onDone();
    } catch (error) {
      // The error link has shown the server's message; the form stays open and marks the fields.
      form.setServerErrors(serverFieldErrors(error));
    }
  }

  const submit = form.handleSubmit((values) => {
    if (values.refundPolicyTerms !== initial.refundPolicyTerms) setConfirming(true);
    else void save(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Business details">
      <FormGrid>
        <TextField label="Business Name" name="name" value={org.name} readOnly />
        <TextField label="E-mail" name="email" value={org.email ?? ''} readOnly />
        <TextField label="Type" name="type" value={organizationTypeLabel(org.type)} readOnly />
        <TextField label="Industry" name="industry" value={industryLabel(org.industry)} readOnly />
        <TextField label="Phone Number" type="tel" autoComplete="tel" maxLength={TEXT_MAX_LENGTH} {...form.field('phoneNumber')} />
        <TextField label="Website" type="url" placeholder="https://" maxLength={TEXT_MAX_LENGTH} {...form.field('website')} />
        <FormWide>
          <TextField label="Address" autoComplete="street-address" maxLength={TEXT_MAX_LENGTH} {...form.field('address')} />
        </FormWide>
        {/* The licence is the bank's record (docs/decisions/README.md): shown, not edited here. */}
        <TextField label="License Number" {...form.field('licenseNumber')} readOnly hint="Only the bank can change the License Number" />
        <TextField label="MCC Code" maxLength={TEXT_MAX_LENGTH} {...form.field('mccCode')} />
        <FormWide>
          <SelectField
            label="Refund Policy Terms"
            name="refundPolicyTerms"
            placeholder="Choose refund policy terms"
            options={REFUND_POLICY_TERMS_OPTIONS}
            value={form.values.refundPolicyTerms}
            onChange={(value) => form.setValue('refundPolicyTerms', value)}
            onBlur={() => form.touch('refundPolicyTerms')}
            error={form.errors.refundPolicyTerms}
          />
        </FormWide>
        <FormWide>
          <Slider
            label="Merchant Processing Fee (%)"
            min={0}
            max={maxFee}
            step={0.01}
            marks={feeMarks(maxFee)}
            value={Number(form.values.merchantProcessingFee)}
            onChange={(value) => form.setValue('merchantProcessingFee', String(value))}
          />
          {form.errors.merchantProcessingFee && <p role="alert">{form.errors.merchantProcessingFee}</p>}
        </FormWide>
        <FormButtons onCancel={onDone} loading={loading} blocked={form.hasErrors || !form.changed} />
      </FormGrid>
      <ConfirmDialog
        open={confirming}
        title="Change refund policy?"
        message={REFUND_POLICY_CONFIRM}
        confirmLabel="Yes, change it"
        cancelLabel="Cancel"
        loading={loading}
        onConfirm={() => void save(form.values)}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
