import { validateRefundDeny } from '@pg/domain';
import { Button, Dialog, TextArea } from '@pg/ui-kit';
import { useState } from 'react';

interface DenyRefundDialogProps {
  open: boolean;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** The bank's and the platform's 'Decline Refund' dialog: a reason, not only spaces (spec 001 s2, s5). */
export function DenyRefundDialog({ open, loading, onSubmit, onClose }: DenyRefundDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateRefundDeny({ reason }).reason;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Decline Refund"
      size="sm"
      actions={
        <Button
          loading={loading}
          onClick={() => {
            setTouched(true);
            if (!error) onSubmit(reason.trim());
          }}
        >
          Submit
        </Button>
      }
    >
      <TextArea
        label="Reason"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
      />
    </Dialog>
  );
}
