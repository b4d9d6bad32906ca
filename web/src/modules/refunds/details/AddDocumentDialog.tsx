import { useMutation } from '@apollo/client/react';
import { Button, Dialog, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';

import { Stack } from '../../app/components/page.styles';
import { CREATE_FILE } from '../../files/graphql/files';
import { FileDropField } from '../upload/FileDropField';
import { useFileUpload } from '../upload/useFileUpload';

interface AddDocumentDialogProps {
  open: boolean;
  refundId: string;
  onClose: () => void;
  onAdded: () => void;
}

/** ?action=add-supporting-document: upload one file and link it to the refund. */
export function AddDocumentDialog({ open, refundId, onClose, onAdded }: AddDocumentDialogProps) {
  const toast = useToast();
  const upload = useFileUpload();
  const [caption, setCaption] = useState('');
  const [createFile, { loading }] = useMutation(CREATE_FILE);
  const ready = upload.file !== null && upload.path !== null;

  const save = () => {
    if (!upload.file || !upload.path) return;
    void createFile({
      variables: {
        file: { refundId, type: 'refund_supporting_document', path: upload.path, caption: caption.trim() || upload.file.name, mimetype: upload.file.type },
      },
    })
      .then(() => {
        toast.success('File Added');
        upload.remove();
        setCaption('');
        onAdded();
      })
      .catch(() => undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Supporting Document"
      size="sm"
      actions={
        <Button onClick={save} disabled={!ready || upload.uploading} loading={loading}>
          Save
        </Button>
      }
    >
      <Stack>
        <TextField label="Document Description" name="caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
        <FileDropField
          label="Document"
          file={upload.file}
          progress={upload.progress}
          error={upload.error}
          onSelect={upload.select}
          onRemove={upload.remove}
          onReject={upload.reject}
        />
      </Stack>
    </Dialog>
  );
}
