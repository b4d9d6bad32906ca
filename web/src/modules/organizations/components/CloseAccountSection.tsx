import { useMutation } from '@apollo/client/react';
import { Button, Card, ConfirmDialog, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/router/paths';
import { useSignedInSession } from '../../app/session/SessionContext';
import { CLOSE_ORGANIZATION } from '../graphql/account';

// Verbatim from spec 002 section 8, misspelling included.
export const ACCOUNT_CLOSED = 'Account closed sucessfully';

/** Closing the merchant account: confirm, close, then sign out (spec 002 section 2). */
export function CloseAccountSection() {
  const { organization, signOut } = useSignedInSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [close, { loading }] = useMutation(CLOSE_ORGANIZATION);

  async function confirm() {
    try {
      await close({ variables: { id: organization.id } });
      toast.success(ACCOUNT_CLOSED);
      signOut();
      void navigate(PATHS.home, { replace: true });
    } catch {
      setConfirming(false);
    }
  }

  return (
    <Card title="Close Account">
      <p>Closing the account stops all payments to {organization.name}. This cannot be undone from here.</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Close Account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Close Account"
        message={`Are you sure you want to close the account of ${organization.name}?`}
        confirmLabel="Close Account"
        cancelLabel="Cancel"
        loading={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
