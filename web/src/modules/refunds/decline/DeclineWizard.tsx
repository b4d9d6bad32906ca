import {
  ALREADY_REFUNDED_MODE_LABELS,
  ALREADY_REFUNDED_MODE_OPTIONS,
  formatMoney,
  hasErrors,
  parseCents,
  REFUND_DECLINE_REASON_LABELS,
  REFUND_DECLINE_REASON_OPTIONS,
  REFUND_POLICY_TERMS_LABELS,
} from '@pg/domain';
import { type DescriptionItem, DescriptionList, SelectField, TextArea, TextField } from '@pg/ui-kit';
import type { SnapshotFrom } from 'xstate';

import { Stack } from '../../app/components/page.styles';
import { calendarDate } from '../../app/format';
import {
  DECLINE_CONFIRM_MESSAGE,
  DECLINE_STEPS,
  type DeclineForm,
  declineStepOf,
  type MerchantDeclineEvent,
  type merchantDeclineMachine,
} from '../machines/merchantDecline.machine';
import { FileDropField } from '../upload/FileDropField';
import { DeclineWizardShell, touchedError } from './DeclineWizardShell';
import { RadioGroup } from './RadioGroup';

type Snapshot = SnapshotFrom<typeof merchantDeclineMachine>;

interface DeclineWizardProps {
  snapshot: Snapshot;
  send: (event: MerchantDeclineEvent) => void;
}

const POLICY_OPTIONS = [
  { value: 'yes', label: 'Yes, the refund policy on file applies' },
  { value: 'no', label: 'No, the refund policy was extended' },
];

function visible(snapshot: Snapshot, field: keyof DeclineForm): string | undefined {
  return touchedError(snapshot.context, field);
}

/** The three steps of the merchant decline (spec 001 s2); every rule is in the machine. */
export function DeclineWizard({ snapshot, send }: DeclineWizardProps) {
  const { context } = snapshot;
  const state = String(snapshot.value);
  const step = declineStepOf(state);
  const form = context.form;

  return (
    <DeclineWizardShell
      steps={DECLINE_STEPS}
      step={step}
      state={state}
      blocked={hasErrors(context.errors)}
      confirmTitle="Decline Refund"
      confirmMessage={DECLINE_CONFIRM_MESSAGE}
      send={send}
    >
      {step === 0 && (
        <RadioGroup
          legend="Reason for declining"
          name="merchantDeclineReason"
          options={REFUND_DECLINE_REASON_OPTIONS}
          value={form.merchantDeclineReason}
          error={visible(snapshot, 'merchantDeclineReason')}
          onChange={(reason) => send({ type: 'SELECT_REASON', reason })}
        />
      )}
      {step === 1 && <ReasonDetails snapshot={snapshot} send={send} />}
      {step === 2 && <DescriptionList columns={1} items={summaryItems(snapshot)} />}
    </DeclineWizardShell>
  );
}

function ReasonDetails({ snapshot, send }: DeclineWizardProps) {
  const { context } = snapshot;
  const form = context.form;
  const change = (field: 'extendedCancellationPolicyText' | 'merchantDeclineExplanation' | 'transactionDate' | 'refundAlreadyPaidAmount') => ({
    name: field,
    value: form[field],
    error: visible(snapshot, field),
    onChange: (e: { target: { value: string } }) => send({ type: 'CHANGE', field, value: e.target.value }),
  });
  const priorRefunds = context.target?.priorRefunds ?? [];

  if (form.merchantDeclineReason === 'outsideCancellationPolicy') {
    const terms = context.target?.refundPolicyTerms;
    return (
      <Stack>
        {terms && <p>Refund policy on file: {REFUND_POLICY_TERMS_LABELS[terms]}</p>}
        <RadioGroup
          legend="Does the refund policy on file apply?"
          name="policyApplies"
          options={POLICY_OPTIONS}
          value={form.policyApplies === null ? '' : form.policyApplies ? 'yes' : 'no'}
          error={visible(snapshot, 'policyApplies') ?? (form.policyApplies === null ? context.errors.policyApplies : undefined)}
          onChange={(v) => send({ type: 'SET_POLICY_APPLIES', applies: v === 'yes' })}
        />
        {form.policyApplies === false && (
          <>
            <TextArea label="Refund Policy Details" {...change('extendedCancellationPolicyText')} />
            <FileDropField
              label="Refund Policy File"
              file={context.file}
              error={context.fileError}
              validate={false}
              onSelect={(file) => send({ type: 'SET_FILE', file })}
              onRemove={() => send({ type: 'REMOVE_FILE' })}
            />
          </>
        )}
      </Stack>
    );
  }
  if (form.merchantDeclineReason === 'serviceWasProvided') {
    return <TextArea label="Reason" {...change('merchantDeclineExplanation')} />;
  }
  const viaGateway = form.refundAlreadyPaid === 'paidViaPaymentGateway';
  return (
    <Stack>
      <RadioGroup
        legend="Mode of Refund"
        name="refundAlreadyPaid"
        options={ALREADY_REFUNDED_MODE_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'paidViaPaymentGateway' && priorRefunds.length === 0 }))}
        value={form.refundAlreadyPaid}
        error={visible(snapshot, 'refundAlreadyPaid')}
        onChange={(mode) => send({ type: 'SELECT_MODE', mode })}
      />
      {viaGateway ? (
        <SelectField
          label="Refund"
          name="transactionId"
          options={priorRefunds.map((r) => ({ value: r.id, label: r.code }))}
          value={form.transactionId}
          error={visible(snapshot, 'transactionId')}
          onChange={(refundId) => send({ type: 'SELECT_PRIOR_REFUND', refundId })}
        />
      ) : (
        <TextField label="Date" type="date" max={context.today} {...change('transactionDate')} />
      )}
      <TextArea label="Reason" {...change('merchantDeclineExplanation')} />
      <TextField label="Refund Amount" type="number" inputMode="decimal" step="0.01" min="0" {...change('refundAlreadyPaidAmount')} />
    </Stack>
  );
}

function summaryItems(snapshot: Snapshot): DescriptionItem[] {
  const { form, file, target } = snapshot.context;
  const items: DescriptionItem[] = [
    { label: 'Reason', value: (REFUND_DECLINE_REASON_LABELS as Record<string, string>)[form.merchantDeclineReason] ?? form.merchantDeclineReason },
  ];
  if (form.merchantDeclineReason === 'outsideCancellationPolicy') {
    items.push({ label: 'Refund policy on file applies', value: form.policyApplies ? 'Yes' : 'No' });
    if (form.extendedCancellationPolicyText) items.push({ label: 'Refund Policy Details', value: form.extendedCancellationPolicyText });
    if (file) items.push({ label: 'Refund Policy File', value: file.name });
  }
  if (form.merchantDeclineReason === 'refundAlreadyPaid') {
    items.push({ label: 'Mode of Refund', value: (ALREADY_REFUNDED_MODE_LABELS as Record<string, string>)[form.refundAlreadyPaid] ?? '—' });
    if (form.transactionId) items.push({ label: 'Refund', value: target?.priorRefunds.find((r) => r.id === form.transactionId)?.code ?? form.transactionId });
    if (form.transactionDate) items.push({ label: 'Date', value: calendarDate(`${form.transactionDate}T00:00:00.000Z`) });
    const amount = parseCents(form.refundAlreadyPaidAmount);
    items.push({ label: 'Refund Amount', value: amount === undefined ? '—' : formatMoney(amount) });
  }
  if (form.merchantDeclineExplanation) items.push({ label: 'Explanation', value: form.merchantDeclineExplanation });
  return items;
}
