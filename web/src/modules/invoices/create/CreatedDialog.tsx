import { Button, Dialog } from '@pg/ui-kit';

import { useCopyPaylink } from '../details/useCopyPaylink';
import { ButtonLink, DialogBody } from './create.styles';
import type { CreatedInvoice } from './graphql';

interface Props {
  invoice: CreatedInvoice | null;
  onClose: () => void;
}

/** 'Success!' after createInvoice: Copy Paylink and Customer View; closing opens the details. */
export function CreatedDialog({ invoice, onClose }: Props) {
  const copy = useCopyPaylink();
  return (
    <Dialog open={!!invoice} onClose={onClose} title="Success!" size="sm" closeOnOverlayClick={false}>
      {invoice && (
        <DialogBody>
          <p>Your Invoice Has Been Created</p>
          <p>
            <strong>{invoice.code}</strong>
          </p>
          <Button type="button" variant="secondary" fullWidth onClick={() => void copy(invoice.accessKey)}>
            Copy Paylink
          </Button>
          <ButtonLink href={`/pay/${encodeURIComponent(invoice.accessKey)}`} target="_blank" rel="noopener noreferrer">
            Customer View
          </ButtonLink>
        </DialogBody>
      )}
    </Dialog>
  );
}
