import {
  ALREADY_REFUNDED_MODE_LABELS,
  ALREADY_REFUNDED_MODE_OPTIONS,
  DISPUTE_WIN_REASON_LABELS,
  DISPUTE_WIN_REASON_OPTIONS,
  formatMoney,
  hasErrors,
  normalizeDisputeWinReason,
  parseCents,
  PRODUCT_SERVICE_TYPE_LABELS,
  PRODUCT_SERVICE_TYPE_OPTIONS,
} from '@pg/domain';
import { type DescriptionItem, DescriptionList, SelectField, TextArea, TextField } from '@pg/ui-kit';
import type { SnapshotFrom } from 'xstate';

import { Muted, Stack } from '../../app/components/page.styles';
import { DeclineWizardShell, touchedError } from '../../refunds/decline/DeclineWizardShell';
import { RadioGroup } from '../../refunds/decline/RadioGroup';
import { FileDropField } from '../../refunds/upload/FileDropField';
import { calendarDate } from '../format';
import {
  DISPUTE_DECLINE_CONFIRM,
  DISPUTE_DECLINE_STEPS,
  type DisputeDeclineEvent,
  type DisputeDeclineField,
  type DisputeDeclineForm,
  type disputeDeclineMachine,
  disputeDeclineStepOf,
  type FileSlot,
  PROOF_HINT,
  proofSlotFor,
} from '../machines/disputeDecline.machine';

type Snapshot = SnapshotFrom<typeof disputeDeclineMachine>;

interface WizardProps {
  snapshot: Snapshot;
  send: (event: DisputeDeclineEvent) => void;
}

function visible(snapshot: Snapshot, field: keyof DisputeDeclineForm): string | undefined {
  return touchedError(snapshot.context, field);
}

/** A text field bound to the machine. */
function bind(snapshot: Snapshot, send: WizardProps['send'], field: DisputeDeclineField) {
  return {
    name: field,
    value: snapshot.context.form[field],
    error: visible(snapshot, field),
    onChange: (e: { target: { value: string } }) => send({ type: 'CHANGE', field, value: e.target.value }),
  };
}

/** A picker's YYYY-MM-DD as the spec's DD/MMM/yyyy (spec 001 L193), beside the picker and on Confirm. */
function pickedDate(value: string): string {
  return value ? calendarDate(`${value}T00:00:00.000Z`).replace(/-/g, '/') : '—';
}

/** Dates: no future days (max today); shown as DD/MMM/yyyy beside the picker (spec 001 s5). */
function DateField({ snapshot, send, field, label }: WizardProps & { field: DisputeDeclineField; label: string }) {
  const value = snapshot.context.form[field];
  const shown = value ? pickedDate(value) : undefined;
  return <TextField label={label} type="date" max={snapshot.context.today} hint={shown} {...bind(snapshot, send, field)} />;
}

const AMOUNT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

function ReasonDetails({ snapshot, send }: WizardProps) {
  const { form, target } = snapshot.context;
  const refunds = target?.refunds ?? [];
  switch (normalizeDisputeWinReason(form.reasonToWinDispute)) {
    case 'cardholderWithdrewDispute':
      return <DateField snapshot={snapshot} send={send} field="withdrawalDateByCustomer" label="Withdrawal Date" />;
    case 'customerWasRefunded':
      return (
        <Stack>
          <RadioGroup
            legend="How was the customer refunded?"
            name="customerAlreadyRefunded"
            options={ALREADY_REFUNDED_MODE_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'paidViaPaymentGateway' && refunds.length === 0 }))}
            value={form.customerAlreadyRefunded}
            error={visible(snapshot, 'customerAlreadyRefunded') ?? snapshot.context.errors.customerAlreadyRefunded}
            onChange={(mode) => send({ type: 'SELECT_MODE', mode })}
          />
          {form.customerAlreadyRefunded === 'paidViaPaymentGateway' && (
            <SelectField
              label="Refund"
              name="refundId"
              options={refunds.map((r) => ({ value: r.id, label: r.code }))}
              value={form.refundId}
              error={visible(snapshot, 'refundId')}
              onChange={(refundId) => send({ type: 'SELECT_REFUND', refundId })}
            />
          )}
          {(form.customerAlreadyRefunded === 'paidInCash' || form.customerAlreadyRefunded === 'paidViaWireTransfer') && (
            <>
              <DateField snapshot={snapshot} send={send} field="refundDate" label="Refund Date" />
              <TextField label="Refund Amount" {...AMOUNT} {...bind(snapshot, send, 'refundAmount')} />
              <TextArea label="Refund Description" {...bind(snapshot, send, 'refundDescription')} />
            </>
          )}
        </Stack>
      );
    case 'cutomerReceviedCreditOrVoucherOutsidePG':
      return (
        <Stack>
          <DateField snapshot={snapshot} send={send} field="creditVoucherGivenDate" label="Credit/Voucher Date" />
          <TextField label="Credit/Voucher Amount" {...AMOUNT} {...bind(snapshot, send, 'creditVoucherAmount')} />
          <TextArea label="Credit/Voucher Description" {...bind(snapshot, send, 'creditVoucherDescription')} />
        </Stack>
      );
    case 'bookingCancelledOrDelayedDueToGovtOrder':
      return (
        <Stack>
          <DateField snapshot={snapshot} send={send} field="calcellationDelayDate" label="Cancellation/Delay Date" />
          <TextArea label="Cancellation/Delay Description" {...bind(snapshot, send, 'calcellationDelayDescription')} />
        </Stack>
      );
    default:
      return <TextArea label="Description" {...bind(snapshot, send, 'otherReasonDescription')} />;
  }
}

function UploadField({ snapshot, send, slot, label, hint }: WizardProps & { slot: FileSlot; label: string; hint?: string }) {
  const upload = snapshot.context.files[slot];
  return (
    <div>
      <FileDropField
        label={label}
        file={upload.file}
        progress={upload.progress}
        error={
          upload.error ?? (slot === 'supportingDocument' && snapshot.context.touched.additionalInformation ? snapshot.context.errors.supportingDocument : null)
        }
        validate={false}
        onSelect={(file) => send({ type: 'PICK_FILE', slot, file })}
        onRemove={() => send({ type: 'REMOVE_FILE', slot })}
      />
      {hint && <Muted>{hint}</Muted>}
    </div>
  );
}

function Documents({ snapshot, send }: WizardProps) {
  const proof = proofSlotFor(snapshot.context.form.reasonToWinDispute);
  return (
    <Stack>
      <UploadField snapshot={snapshot} send={send} slot="supportingDocument" label="Supporting Document" />
      {proof && (
        <UploadField snapshot={snapshot} send={send} slot={proof} label={proof === 'refundProof' ? 'Refund Proof' : 'Credit/Voucher Proof'} hint={PROOF_HINT} />
      )}
      <TextArea label="Additional Information" {...bind(snapshot, send, 'additionalInformation')} />
    </Stack>
  );
}

function label(labels: Record<string, string>, value: string): string {
  return labels[value] ?? (value || '—');
}

function summaryItems({ form, files, target }: Snapshot['context']): DescriptionItem[] {
  const reason = normalizeDisputeWinReason(form.reasonToWinDispute);
  const money = (text: string) => {
    const cents = parseCents(text);
    return cents === undefined ? '—' : formatMoney(cents);
  };
  const items: DescriptionItem[] = [{ label: 'Reason', value: label(DISPUTE_WIN_REASON_LABELS, reason ?? '') }];
  if (reason === 'cardholderWithdrewDispute') items.push({ label: 'Withdrawal Date', value: pickedDate(form.withdrawalDateByCustomer) });
  if (reason === 'customerWasRefunded') {
    items.push({ label: 'Customer Refunded', value: label(ALREADY_REFUNDED_MODE_LABELS, form.customerAlreadyRefunded) });
    if (form.refundId) items.push({ label: 'Refund', value: target?.refunds.find((r) => r.id === form.refundId)?.code ?? form.refundId });
    if (form.refundDate) items.push({ label: 'Refund Date', value: pickedDate(form.refundDate) });
    items.push({ label: 'Refund Amount', value: money(form.refundAmount) });
    if (form.refundDescription) items.push({ label: 'Refund Description', value: form.refundDescription });
  }
  if (reason === 'cutomerReceviedCreditOrVoucherOutsidePG') {
    items.push(
      { label: 'Credit/Voucher Date', value: pickedDate(form.creditVoucherGivenDate) },
      { label: 'Credit/Voucher Amount', value: money(form.creditVoucherAmount) },
      { label: 'Credit/Voucher Description', value: form.creditVoucherDescription },
    );
  }
  if (reason === 'bookingCancelledOrDelayedDueToGovtOrder') {
    items.push(
      { label: 'Cancellation/Delay Date', value: pickedDate(form.calcellationDelayDate) },
      { label: 'Cancellation/Delay Description', value: form.calcellationDelayDescription },
    );
  }
  if (reason === 'other') items.push({ label: 'Description', value: form.otherReasonDescription });
  items.push({ label: 'Product or Service', value: label(PRODUCT_SERVICE_TYPE_LABELS, form.productServiceTypeProvided) });
  if (form.productServiceTypeProvided === 'other') items.push({ label: 'Product or Service Details', value: form.productOrServiceDetails });
  items.push({ label: 'Supporting Document', value: files.supportingDocument.file?.name ?? '—' });
  const proof = proofSlotFor(form.reasonToWinDispute);
  if (proof && files[proof].file) items.push({ label: proof === 'refundProof' ? 'Refund Proof' : 'Credit/Voucher Proof', value: files[proof].file.name });
  if (form.additionalInformation.trim()) items.push({ label: 'Additional Information', value: form.additionalInformation });
  return items;
}

/** The five steps of the 'Dispute Decline Form' (spec 001 s2); every rule is in the machine. */
export function DisputeDeclineWizard({ snapshot, send }: WizardProps) {
  const { context } = snapshot;
  const state = String(snapshot.value);
  const step = disputeDeclineStepOf(state);
  const uploading = Object.values(context.files).some((f) => f.progress !== null);

  return (
    <DeclineWizardShell
      steps={DISPUTE_DECLINE_STEPS}
      step={step}
      state={state}
      blocked={hasErrors(context.errors) || uploading}
      confirmTitle="Decline Dispute"
      confirmMessage={DISPUTE_DECLINE_CONFIRM}
      send={send}
    >
      {step === 0 && (
        <RadioGroup
          legend="Reason"
          name="reasonToWinDispute"
          options={DISPUTE_WIN_REASON_OPTIONS}
          value={context.form.reasonToWinDispute}
          error={visible(snapshot, 'reasonToWinDispute')}
          onChange={(reason) => send({ type: 'SELECT_REASON', reason })}
        />
      )}
      {step === 1 && <ReasonDetails snapshot={snapshot} send={send} />}
      {step === 2 && (
        <Stack>
          <RadioGroup
            legend="Product or service type"
            name="productServiceTypeProvided"
            options={PRODUCT_SERVICE_TYPE_OPTIONS}
            value={context.form.productServiceTypeProvided}
            error={visible(snapshot, 'productServiceTypeProvided')}
            onChange={(productType) => send({ type: 'SELECT_PRODUCT_TYPE', productType })}
          />
          {context.form.productServiceTypeProvided === 'other' && <TextField label="Description" {...bind(snapshot, send, 'productOrServiceDetails')} />}
        </Stack>
      )}
      {step === 3 && <Documents snapshot={snapshot} send={send} />}
      {step === 4 && <DescriptionList columns={1} items={summaryItems(context)} />}
    </DeclineWizardShell>
  );
}
