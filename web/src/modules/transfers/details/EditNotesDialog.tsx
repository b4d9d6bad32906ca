import { validateTransferNotes } from '@pg/domain';
import { Button, Dialog, TextArea } from '@pg/ui-kit';
import { useState } from 'react';

interface EditNotesDialogProps {
  open: boolean;
  initial: string;
  loading: boolean;
  onSave: (notes: string) => void;
  onClose: () => void;
}

/** Edit Notes of a transfer (spec 002 s2, s5: notes required, 'Required Description'). */
export function EditNotesDialog({ open, initial, loading, onSave, onClose }: EditNotesDialogProps) {
  const [notes, setNotes] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = validateTransferNotes({ notes }).notes;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Notes"
      size="sm"
      closeOnOverlayClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            loading={loading}
            onClick={() => {
              setTouched(true);
              if (!error) onSave(notes.trim());
            }}
          >
            Save
          </Button>
        </>
      }
    >
      <TextArea
        label="Notes"
        name="notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
      />
    </Dialog>
  );
}
