import { useMutation } from '@apollo/client/react';
import { Button, Card, CloseIcon, ConfirmDialog, EyeIcon, IconButton, useToast } from '@pg/ui-kit';
import { useState } from 'react';

import { graphql } from '../../../gql';
import { HiddenLabel, Muted, Row, SimpleTable } from '../../app/components/page.styles';
import { REMOVE_FILE } from '../../files/graphql/files';
import { date } from '../format';
import type { RefundFile } from '../graphql/refunds';

/** What this list reads of each supporting document (spread into the Refund query). */
export const REFUND_FILE_FIELDS = graphql(`
  fragment RefundFileFields on File {
    id
    url
    originalUrl
    caption
    type
    mimetype
    path
    createdAt
  }
`);

export const NO_DOCUMENTS = 'No Supporting Documents Attached';
export const DELETE_DOCUMENT_MESSAGE = 'Are you sure you want to delete this document?';

interface SupportingDocumentsProps {
  documents: RefundFile[];
  onAdd: () => void;
  onChanged: () => void;
}

/** Date, Document Description link, view and delete (spec 001 s2). */
export function SupportingDocuments({ documents, onAdd, onChanged }: SupportingDocumentsProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<RefundFile | null>(null);
  const [removeFile, { loading }] = useMutation(REMOVE_FILE);

  return (
    <Card
      title="Supporting Documents"
      actions={
        <Button size="sm" variant="secondary" onClick={onAdd}>
          Add Supporting Document
        </Button>
      }
    >
      {documents.length === 0 ? (
        <Muted>{NO_DOCUMENTS}</Muted>
      ) : (
        <SimpleTable aria-label="Supporting documents">
          <thead>
            <tr>
              <th>Date</th>
              <th>Document Description</th>
              {/* Text, not aria-label: a header must have content (axe empty-table-header). */}
              <th>
                <HiddenLabel>Document actions</HiddenLabel>
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.id}>
                <td>{date(doc.createdAt)}</td>
                <td>
                  <a href={doc.originalUrl} target="_blank" rel="noopener noreferrer">
                    {doc.caption || 'Supporting document'}
                  </a>
                </td>
                <td>
                  <Row>
                    <IconButton size="sm" label={`View ${doc.caption ?? 'document'}`} onClick={() => window.open(doc.url, '_blank', 'noopener')}>
                      <EyeIcon size={16} />
                    </IconButton>
                    <IconButton size="sm" label={`Delete ${doc.caption ?? 'document'}`} onClick={() => setDeleting(doc)}>
                      <CloseIcon size={16} />
                    </IconButton>
                  </Row>
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Document"
        message={DELETE_DOCUMENT_MESSAGE}
        loading={loading}
        confirmVariant="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void removeFile({ variables: { file: { id: deleting.id } } })
            .then(() => {
              toast.success('File Deleted');
              onChanged();
            })
            .catch(() => undefined)
            .finally(() => setDeleting(null));
        }}
      />
    </Card>
  );
}
