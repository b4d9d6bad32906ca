import { useMutation } from '@apollo/client/react';
import { mayResetSecondFactor } from '@pg/domain';
import { Button, ConfirmDialog, useToast } from '@pg/ui-kit';
import { useState } from 'react';

import { RESET_SECOND_FACTOR } from '../graphql/secondFactor';

type Person = Parameters<typeof mayResetSecondFactor>[0];

/**
 * A lost device (issue 44): PG Admin resets staff, an Owner their organization's users. The
 * person is e-mailed and sets up an authenticator again at their next sign-in where required.
 */
export function ResetSecondFactorAction({ viewer, target, name }: { viewer: Person; target: Person; name: string }) {
  const [open, setOpen] = useState(false);
  const [reset, { loading }] = useMutation(RESET_SECOND_FACTOR);
  const toast = useToast();
  if (!mayResetSecondFactor(viewer, target)) return null;
  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        Reset two-step verification
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset two-step verification?"
        message={`${name} lost their authenticator? Their app and recovery codes stop working, and they are told by e-mail.`}
        confirmLabel="Reset"
        confirmVariant="danger"
        loading={loading}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          void reset({ variables: { userId: target.id } })
            .then(() => toast.success('Two-step verification was reset.'))
            .catch(() => undefined)
            .finally(() => setOpen(false))
        }
      />
    </>
  );
}
