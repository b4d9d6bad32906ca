import type { ReactNode } from 'react';

import { Button, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Heading; also the dialog's accessible name (default 'Are you sure?'). */
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and both are disabled. */
  loading?: boolean;
  /** 'danger' for destructive confirmations. */
  confirmVariant?: ButtonVariant;
}

/** A yes/no question. Escape and the backdrop count as 'No' unless the action is running. */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  loading = false,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!loading) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      width={440}
      hideCloseButton
      actions={
        <>
          {/* Destructive confirmations start on the safe answer, so a stray Enter does no harm. */}
          <Button variant="secondary" onClick={cancel} disabled={loading} data-autofocus={confirmVariant === 'danger' ? 'true' : undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            loading={loading}
            disabled={loading}
            data-autofocus={confirmVariant === 'danger' ? undefined : 'true'}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  );
}
