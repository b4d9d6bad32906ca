import { useMutation, useQuery } from '@apollo/client/react';
import {
  defaultRefundPointOfContact,
  exceedsAvailableText,
  firstError,
  formatMoney,
  REFUND_POINT_OF_CONTACT_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_REQUEST_ROLES,
  toCents,
  validateRefundInitiate,
} from '@pg/domain';
import { Alert, Button, Card, ConfirmDialog, LoadingScreen, SelectField, TextArea, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import { ActionBar, Amount, Muted, Page, PageHeader, PageTitle, PlainLink, Stack, Totals } from '../modules/app/components/page.styles';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { CREATE_FILE } from '../modules/files/graphql/files';
import { parentListPath, parentPath, refundDetailsPath } from '../modules/refunds/format';
import { AVAILABLE_REFUND_AMOUNT, REFUND_PARENT_INVOICE, REQUEST_REFUND } from '../modules/refunds/graphql/refunds';
import { HowToInitiate } from '../modules/refunds/initiate/HowToInitiate';
import { type LineDraft, LineItemsEditor } from '../modules/refunds/initiate/LineItemsEditor';
import { draftTotals, emptyLine, feeBasisOf, requestInput } from '../modules/refunds/initiate/refundDraft';
import { FileDropField } from '../modules/refunds/upload/FileDropField';
import { useFileUpload } from '../modules/refunds/upload/useFileUpload';
import { NotAllowedPage } from './NotAllowedPage';

export const CANCEL_REFUND_MESSAGE = 'Are you sure you want to cancel this refund ?';
export const POLICY_ALERTS = {
  fullRefund: 'As per the refund policy, processing fees are included in this refund.',
  processingFeeNotRefunded: 'As per the refund policy, processing fees are not included in this refund.',
} as const;
/** Spec 001 line 166, help text only; over the limit it reads as the API's refusal, figure included. */
export const REFUND_AVAILABLE_HELP = 'The total refund must not exceed the available funds.';
export const DOUBLE_CHARGE_NOTICE = 'Refunds must be processed in this application, otherwise the customer may be charged twice.';

/** /refunds/initiate-refund/{id}?type=invoice|checkout (spec 001 s2, s5). */
export function RefundInitiatePage() {
  const { user } = useSignedInSession();
  if (!REFUND_REQUEST_ROLES.includes(user.role)) return <NotAllowedPage />;
  return <RefundInitiateForm />;
}

function RefundInitiateForm() {
  const { user } = useSignedInSession();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const [action, setAction] = useActionParam(['cancel-refund-initiate'] as const);
  const type = params.get('type') === 'checkout' ? 'checkout' : 'invoice';
  const navigate = useNavigate();
  const toast = useToast();
  const upload = useFileUpload();

  const available = useQuery(AVAILABLE_REFUND_AMOUNT, { variables: { parentEntityId: id, type } });
  const parent = useQuery(REFUND_PARENT_INVOICE, { variables: { id }, skip: type !== 'invoice' });
  const [requestRefund, { loading: saving }] = useMutation(REQUEST_REFUND);
  const [createFile, { loading: linking }] = useMutation(CREATE_FILE);

  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  // Spec 001 s6: the point of contact defaults by role (first or second option).
  const [pointOfContact, setPointOfContact] = useState<string>(defaultRefundPointOfContact(user.role));
  const [lines, setLines] = useState<LineDraft[]>([emptyLine(0)]);
  const [nextIndex, setNextIndex] = useState(1);
  const [attempted, setAttempted] = useState(false);

  const availableData = available.data?.availableRefundAmountAndRefundPolicyTerms;
  const terms = availableData?.refundPolicyTerms;
  const availableAmount = availableData?.amount;
  const availableCents = availableAmount === undefined ? 0 : toCents(availableAmount);
  const totals = draftTotals(lines, terms, availableCents, feeBasisOf(availableData));
  // Spec 001 s5: the available funds are help text only here; the API refuses a larger total.
  const errors = validateRefundInitiate({ reason, notes, lineItems: lines });
  const overAvailable = availableAmount !== undefined && totals.remainingCents < 0;
  const cancelOpen = action === 'cancel-refund-initiate';
  const busy = saving || linking || upload.uploading;

  if (available.loading && !available.data) return <LoadingScreen />;

  const changeLine = (trackIndex: number, field: 'description' | 'amount', value: string) =>
    setLines((current) => current.map((l) => (l.trackIndex === trackIndex ? { ...l, [field]: value, touched: { ...l.touched, [field]: true } } : l)));

  const removeLine = (trackIndex: number) => {
    if (lines.length === 1) {
      toast.error('Atleast one refund line item is required');
      return;
    }
    setLines((current) => current.filter((l) => l.trackIndex !== trackIndex));
  };

  const submit = async () => {
    setAttempted(true);
    const problem = firstError(errors);
    if (problem) {
      // Spec 001 s5: errors show as an error toast and nothing is sent.
      toast.error(problem);
      return;
    }
    const result = await requestRefund({
      variables: { refund: requestInput({ parentEntityId: id, type, reason, notes, pointOfContact, lines, totalCents: totals.totalCents }) },
    }).catch(() => null);
    const refundId = result?.data?.requestRefund.id;
    if (!refundId) return;
    toast.success('Refund Initiated');
    if (upload.file && upload.path) {
      await createFile({
        variables: {
          file: { refundId, type: 'refund_supporting_document', path: upload.path, caption: upload.file.name, mimetype: upload.file.type },
        },
      }).catch(() => null);
    }
    void navigate(refundDetailsPath(refundId));
  };

  const parentLabel = type === 'checkout' ? 'View Associated Checkout' : 'View Associated Invoice';
  const parentCode = parent.data?.invoice.code;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Initiate Refund{parentCode ? ` for ${parentCode}` : ''}</PageTitle>
        <PlainLink href={parentPath(type, id)} target="_blank" rel="noopener noreferrer">
          {parentLabel}
        </PlainLink>
      </PageHeader>
      <HowToInitiate />
      {terms && <Alert tone="info">{POLICY_ALERTS[terms]}</Alert>}
      <Card>
        <Stack>
          <div>
            <Muted>Total Funds Available for Refund</Muted>
            <div>
              <Amount>{availableAmount === undefined ? '—' : formatMoney(availableCents)}</Amount>
            </div>
          </div>
          <SelectField
            label="Refund Reason"
            name="reason"
            options={REFUND_REASON_OPTIONS}
            value={reason}
            onChange={setReason}
            placeholder="Select refund reason"
            error={attempted ? errors.reason : undefined}
          />
          <SelectField
            label="Point of Contact"
            name="pointOfContact"
            options={REFUND_POINT_OF_CONTACT_OPTIONS}
            value={pointOfContact}
            onChange={setPointOfContact}
          />
          <TextArea
            label={reason === 'other' ? 'Additional Notes *' : 'Additional Notes'}
            name="notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            error={attempted ? errors.notes : undefined}
          />
          <FileDropField
            label="Supporting Document"
            file={upload.file}
            progress={upload.progress}
            error={upload.error}
            disabled={saving || linking}
            onSelect={upload.select}
            onRemove={upload.remove}
            onReject={upload.reject}
          />
        </Stack>
      </Card>
      <Card title="Line Items">
        <Stack>
          <LineItemsEditor
            lines={lines}
            showAllErrors={attempted}
            onChange={changeLine}
            onAdd={() => {
              setLines((current) => [...current, emptyLine(nextIndex)]);
              setNextIndex((n) => n + 1);
            }}
            onRemove={removeLine}
          />
          <Totals aria-label="Refund totals">
            <dt>Sub Total</dt>
            <dd>{formatMoney(totals.subtotalCents)}</dd>
            <dt>Processing Fee</dt>
            <dd>{formatMoney(totals.feeCents)}</dd>
            <dt className="total">Refund Total</dt>
            <dd className="total">{formatMoney(totals.totalCents)}</dd>
            <dt>Remaining Amount</dt>
            <dd>{formatMoney(totals.remainingCents)}</dd>
          </Totals>
          <Muted role="note">{overAvailable ? exceedsAvailableText(availableCents) : REFUND_AVAILABLE_HELP}</Muted>
        </Stack>
      </Card>
      <Alert tone="warning">{DOUBLE_CHARGE_NOTICE}</Alert>
      <ActionBar>
        <Button variant="secondary" onClick={() => setAction('cancel-refund-initiate')}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={busy} loading={saving || linking}>
          Submit
        </Button>
      </ActionBar>
      <ConfirmDialog
        open={cancelOpen}
        title="Cancel Refund"
        message={CANCEL_REFUND_MESSAGE}
        onConfirm={() => void navigate(parentListPath(type))}
        onCancel={() => setAction(null)}
      />
    </Page>
  );
}
