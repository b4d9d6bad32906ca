import { Button, Dialog } from '@pg/ui-kit';

export const SIGN_UP_SUCCESS_MESSAGE = 'A confirmation e-mail is on its way to you. Please follow the link in it to finish setting up your account.';

export function SignUpSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Success!" actions={<Button onClick={onClose}>Close</Button>}>
      <p>{SIGN_UP_SUCCESS_MESSAGE}</p>
    </Dialog>
  );
}
