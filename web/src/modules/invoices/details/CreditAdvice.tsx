import { useMutation } from '@apollo/client/react';
import { canUploadCreditAdvice, Role, UPLOAD_ACCEPT, validateUpload } from '@pg/domain';
import { Alert, Button, Card, ConfirmDialog, DataTable } from '@pg/ui-kit';
import { type ChangeEvent, useRef, useState } from 'react';

import { date } from '../../app/format';
import { CREATE_FILE, REMOVE_FILE } from '../../files/graphql/files';
import { uploadFile } from '../../files/uploadFile';
import type { InvoiceDetail, InvoiceFile } from '../graphql/fragments';
import { INVOICE_REFETCH } from './useInvoiceMutations';

/** Credit Advice: the platform role uploads (when paid) and deletes the bank's credit advices. */
export function CreditAdvice({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<InvoiceFile | null>(null);
  const [createFile] = useMutation(CREATE_FILE, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  const [removeFile, removeState] = useMutation(REMOVE_FILE, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  const mayUpload = canUploadCreditAdvice(role, invoice.status);
  const mayDelete = role === Role.PG_ADMIN;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validateUpload(file);
    setError(invalid ?? null);
    if (invalid) return;
    setProgress(0);
    try {
      const path = await uploadFile(file, setProgress);
      await createFile({ variables: { file: { invoiceId: invoice.id, type: 'credit_advice', caption: file.name, path, mimetype: file.type } } });
    } catch (failure) {
      // Spec 000 section 8: an upload failure resets progress and records the error.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeFile({ variables: { file: { id: removing.id } } });
    } catch {
      // toasted by the error policy
    }
    setRemoving(null);
  };

  return (
    <Card
      title="Credit Advice"
      flush
      actions={
        mayDelete && (
          <>
            <input ref={input} type="file" accept={UPLOAD_ACCEPT} hidden onChange={(event) => void onPick(event)} data-testid="credit-advice-input" />
            <Button size="sm" disabled={!mayUpload || progress !== null} loading={progress !== null} onClick={() => input.current?.click()}>
              {progress !== null ? `Uploading ${progress}%` : 'Upload'}
            </Button>
          </>
        )
      }
    >
      {error && (
        <div style={{ padding: 16 }}>
          <Alert tone="danger" onClose={() => setError(null)}>
            {error}
          </Alert>
        </div>
      )}
      {progress !== null && <progress value={progress} max={100} aria-label="Upload progress" style={{ width: '100%' }} />}
      <DataTable
        caption="Credit Advice"
        rows={invoice.creditAdvices}
        getRowId={(row) => row.id}
        emptyText="No Credit Advice found"
        columns={[
          {
            key: 'caption',
            label: 'File',
            render: (row) => (
              <a href={row.cloudFrontUrl || row.url} target="_blank" rel="noreferrer">
                {row.caption || row.path}
              </a>
            ),
          },
          { key: 'createdAt', label: 'Uploaded', render: (row) => date(row.createdAt) },
          ...(mayDelete
            ? [
                {
                  key: 'actions',
                  label: 'Actions',
                  hideLabel: true,
                  align: 'right' as const,
                  render: (row: InvoiceFile) => (
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(row)}>
                      Delete
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete credit advice"
        message="Are you sure you want to delete this credit advice?"
        confirmVariant="danger"
        loading={removeState.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
