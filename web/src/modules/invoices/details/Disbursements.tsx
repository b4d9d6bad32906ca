import { useQuery } from '@apollo/client/react';
import {
  canEditDisbursements,
  centsToDecimal,
  INVOICE_MESSAGES,
  ORGANIZATION_TYPE_LABELS,
  type OrganizationType,
  type Role,
  toCents,
  UPLOAD_ACCEPT,
  validateDisbursement,
  validateUpload,
} from '@pg/domain';
import { Button, Card, ConfirmDialog, DataTable, type DataTableColumn, SelectField, TextField, useToast } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';

import { money } from '../../app/format';
import { uploadFile } from '../../files/uploadFile';
import { AGENCY_WARNING } from '../create/DisbursementsTable';
import type { InvoiceDetail, InvoiceDisbursement, InvoiceFile } from '../graphql/fragments';
import { DELETE_DISBURSEMENT, DISBURSEMENT_RECIPIENTS, SAVE_DISBURSEMENT } from '../graphql/invoices';
import { FileLinks, Inline, RowButtons } from './InvoiceDetails.styles';
import { useSaveAndRefetch } from './useSaveAndRefetch';

/** Spec 000 section 8, verbatim (its typo too): the row being edited is gone from the invoice. */
export const DISBURSEMENT_ROW_MISSING = 'Somethingn went wrong. Try again';

interface Draft {
  id?: string;
  isDefault: boolean;
  recipientId: string;
  amount: string;
  file: File | null;
  /** The row already has its hotel invoice / DOI application. */
  hasFile: boolean;
}

const typeLabel = (type: string) => ORGANIZATION_TYPE_LABELS[type as OrganizationType] ?? type;

function Files({ files }: { files: InvoiceFile[] }) {
  if (files.length === 0) return <>—</>;
  return (
    <FileLinks>
      {files.map((file) => (
        <a key={file.id} href={file.cloudFrontUrl || file.url} target="_blank" rel="noreferrer">
          {file.caption || 'View file'}
        </a>
      ))}
    </FileLinks>
  );
}

/** The file rule of spec 000 section 5: hotels need their invoice, a paid DOI row its application. */
function fileError(type: string | undefined, draft: Draft): string | undefined {
  if (draft.file || draft.hasFile) return undefined;
  if (type === 'hotel') return INVOICE_MESSAGES.hotelInvoiceRequired;
  if (type === 'government' && Number(draft.amount) > 0) return INVOICE_MESSAGES.doiDocumentRequired;
  return undefined;
}

/** Disbursements: merchant editors and the bank role edit them until disbursed (without a transfer) or void. */
export function Disbursements({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  const editable = canEditDisbursements(role, invoice.status, invoice.transferId);
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<InvoiceDisbursement | null>(null);
  const recipients = useQuery(DISBURSEMENT_RECIPIENTS, { skip: !editable || draft === null });
  const [save, saving] = useSaveAndRefetch(SAVE_DISBURSEMENT);
  const [remove, deleting] = useSaveAndRefetch(DELETE_DISBURSEMENT);

  const options = (recipients.data?.organizations ?? [])
    .filter((org) => draft?.isDefault || org.type !== 'government')
    .map((org) => ({ value: org.id, label: `${org.name} (${typeLabel(org.type)})` }));
  const current = draft?.id ? invoice.disbursements.find((d) => d.id === draft.id) : undefined;
  const recipientType = draft ? (recipients.data?.organizations.find((o) => o.id === draft.recipientId)?.type ?? current?.recipient?.type) : undefined;
  const errors: Partial<Record<'recipientId' | 'type' | 'amount' | 'file', string>> = draft
    ? {
        ...validateDisbursement({ recipientId: draft.recipientId, type: recipientType, amount: draft.amount, isDefault: draft.isDefault }),
        file: fileError(recipientType, draft),
      }
    : {};
  const hasErrors = Object.values(errors).some(Boolean);

  const edit = (row: InvoiceDisbursement) => {
    setSubmitted(false);
    setUploadError(undefined);
    setDraft({
      id: row.id,
      isDefault: row.isDefault,
      recipientId: row.recipientId,
      amount: String(row.amount),
      file: null,
      hasFile: row.hotelInvoice.length + row.doiDocument.length > 0,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!draft) return;
    // The edited row was removed meanwhile (deleted here or by someone else, then refetched).
    if (draft.id && !current) {
      toast.error(DISBURSEMENT_ROW_MISSING);
      return;
    }
    if (hasErrors) return;
    let file: { path: string; mimetype: string; caption: string } | undefined;
    if (draft.file) {
      try {
        setProgress(0);
        file = { path: await uploadFile(draft.file, setProgress), mimetype: draft.file.type, caption: draft.file.name };
      } catch (failure) {
        // Spec 000 section 8: an upload failure resets progress and records the error.
        setUploadError(failure instanceof Error ? failure.message : String(failure));
        return;
      } finally {
        setProgress(null);
      }
    }
    const ok = await save({
      disbursement: { invoiceId: invoice.id, id: draft.id, recipientId: draft.recipientId, amount: centsToDecimal(toCents(draft.amount)), file },
    });
    if (ok) setDraft(null);
  };

  const columns: DataTableColumn<InvoiceDisbursement>[] = [
    { key: 'recipient', label: 'Recipient', render: (row) => row.recipient?.name ?? '—' },
    { key: 'type', label: 'Type', hideBelow: 'sm', render: (row) => typeLabel(row.recipient?.type ?? row.type) },
    { key: 'files', label: 'Documents', hideBelow: 'md', render: (row) => <Files files={[...row.hotelInvoice, ...row.doiDocument]} /> },
    { key: 'amount', label: 'Amount', align: 'right', render: (row) => money(row.amount) },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      render: (row) => (
        <RowButtons>
          <Button variant="ghost" size="sm" onClick={() => edit(row)} aria-label={`Edit ${row.recipient?.name ?? 'disbursement'}`}>
            Edit
          </Button>
          {/* The Department Of Immigration row is fixed: it cannot be removed. */}
          {!row.isDefault && (
            <Button variant="ghost" size="sm" onClick={() => setRemoving(row)} aria-label={`Delete ${row.recipient?.name ?? 'disbursement'}`}>
              Delete
            </Button>
          )}
        </RowButtons>
      ),
    });
  }

  return (
    <Card title="Disbursements" flush>
      <DataTable caption="Disbursements" rows={invoice.disbursements} getRowId={(row) => row.id} emptyText="No Disbursements found" columns={columns} />
      {editable && !draft && (
        <Inline>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSubmitted(false);
              setUploadError(undefined);
              setDraft({ isDefault: false, recipientId: '', amount: '', file: null, hasFile: false });
            }}
          >
            Add Disbursement
          </Button>
        </Inline>
      )}
      {editable && draft && (
        <form aria-label={draft.id ? 'Edit disbursement' : 'Add disbursement'} noValidate onSubmit={(event) => void submit(event)}>
          <Inline>
            {draft.isDefault ? (
              <TextField label="Recipient" name="recipient" value={current?.recipient?.name ?? ''} readOnly />
            ) : (
              <SelectField
                label="Recipient"
                name="recipientId"
                options={options}
                value={draft.recipientId}
                onChange={(recipientId) => {
                  setDraft({ ...draft, recipientId });
                  if (recipients.data?.organizations.find((o) => o.id === recipientId)?.type === 'agency') toast.warning(AGENCY_WARNING);
                }}
                error={submitted ? errors.recipientId : undefined}
              />
            )}
            <TextField
              label="Amount"
              name="amount"
              inputMode="decimal"
              value={draft.amount}
              onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
              error={submitted ? errors.amount : undefined}
            />
            <TextField
              label={recipientType === 'hotel' ? 'Hotel Invoice' : 'Document'}
              name="file"
              type="file"
              accept={UPLOAD_ACCEPT}
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                const invalid = picked ? validateUpload(picked) : undefined;
                setUploadError(invalid);
                setDraft({ ...draft, file: invalid ? null : picked });
              }}
              error={uploadError ?? (submitted ? errors.file : undefined)}
              hint={progress !== null ? `Uploading ${progress}%` : undefined}
            />
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={saving || progress !== null}>
              Cancel
            </Button>
            <Button type="submit" loading={saving || progress !== null}>
              Save
            </Button>
          </Inline>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete disbursement"
        message="Are you sure you want to delete this disbursement?"
        confirmVariant="danger"
        loading={deleting}
        onConfirm={() => {
          if (removing) void remove({ id: removing.id }).then(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
