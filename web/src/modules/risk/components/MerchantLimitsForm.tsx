import { useMutation, useQuery } from '@apollo/client/react';
import { merchantLimitErrors, parseCents } from '@pg/domain';
import { Button, SelectField, TextField, useToast } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { MERCHANT_RISK_LIMITS, RISK_MERCHANTS, SAVE_MERCHANT_RISK_LIMITS } from '../graphql/risk';

export const LIMITS_SAVED_MESSAGE = 'Limits saved';
export const NOT_AN_AMOUNT = 'Enter an amount in dollars, e.g. 1200.00';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  align-items: end;
`;

const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));
/** Empty: no limit (null); text that is not an amount: NaN. */
const centsOf = (text: string) => (text.trim() ? (parseCents(text) ?? Number.NaN) : null);

/** A merchant's amount limit (issue 41), set by PG Admin per organization. */
export function MerchantLimitsForm() {
  const merchants = useQuery(RISK_MERCHANTS);
  const [organizationId, setOrganizationId] = useState('');
  const limits = useQuery(MERCHANT_RISK_LIMITS, { variables: { organizationId }, skip: !organizationId });
  const saved = limits.data?.merchantRiskLimits;
  const picker = (
    <SelectField
      label="Merchant"
      name="limits-merchant"
      placeholder="Choose a merchant"
      options={(merchants.data?.organizations ?? []).map((o) => ({ value: o.id, label: o.name }))}
      value={organizationId}
      onChange={setOrganizationId}
    />
  );
  // The amount starts again from what is saved for the merchant chosen.
  return (
    <LimitsEditor
      key={`${organizationId}:${saved?.organizationId ?? ''}:${saved?.maxAmountCents ?? ''}`}
      organizationId={saved?.organizationId === organizationId ? organizationId : ''}
      savedCents={saved?.maxAmountCents ?? null}
      picker={picker}
      onSaved={() => void limits.refetch()}
    />
  );
}

interface LimitsEditorProps {
  /** Empty until the chosen merchant's limits are read. */
  organizationId: string;
  savedCents: number | null;
  picker: ReactNode;
  onSaved: () => void;
}

function LimitsEditor({ organizationId, savedCents, picker, onSaved }: LimitsEditorProps) {
  const toast = useToast();
  const [save, saving] = useMutation(SAVE_MERCHANT_RISK_LIMITS);
  const [maxAmount, setMaxAmount] = useState(dollars(savedCents));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onSave = () => {
    const maxAmountCents = centsOf(maxAmount);
    const found: Partial<Record<string, string>> = Number.isNaN(maxAmountCents)
      ? { maxAmountCents: NOT_AN_AMOUNT }
      : merchantLimitErrors({ maxAmountCents, reviewThresholdCents: null });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void save({ variables: { organizationId, maxAmountCents } }).then(
      () => {
        toast.success(LIMITS_SAVED_MESSAGE);
        onSaved();
      },
      (error: unknown) => setErrors(serverFieldErrors(error)),
    );
  };

  return (
    <Form
      aria-label="Merchant limits"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {picker}
      <TextField
        label="Amount limit ($)"
        name="limits-max"
        inputMode="decimal"
        hint="Empty: no limit"
        value={maxAmount}
        onChange={(e) => setMaxAmount(e.target.value)}
        error={errors.maxAmountCents}
        disabled={!organizationId}
      />
      <Button type="submit" loading={saving.loading} disabled={!organizationId}>
        Save limits
      </Button>
    </Form>
  );
}
