import { useMutation } from '@apollo/client/react';
import { USER_TOASTS } from '@pg/domain';
import { ConfirmDialog, useToast } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';

import { fullName } from '../format';
import { LOCK_USER, UNLOCK_USER, type UserRow } from '../graphql/users';

/** The lock confirmation (the spec gives none; docs/decisions/README.md). */
export const LOCK_USER_CONFIRM = (name: string) => `Are you sure you want to lock ${name}? They will not be able to sign in until activated.`;

/**
 * Lock (after a confirmation) and Activate of a user, toasting the spec's 'User Updated
 * Successfully'; used by the list's side summary and the details page.
 */
export function useUserStatus(onChanged: (user: UserRow) => void): {
  lock: (user: UserRow) => void;
  activate: (user: UserRow) => void;
  busy: boolean;
  dialog: ReactNode;
} {
  const toast = useToast();
  const [pending, setPending] = useState<UserRow | null>(null);
  const [lockUser, locking] = useMutation(LOCK_USER);
  const [unlockUser, unlocking] = useMutation(UNLOCK_USER);
  const busy = locking.loading || unlocking.loading;

  async function run(change: () => Promise<UserRow | undefined>) {
    try {
      const user = await change();
      if (user) onChanged(user);
      toast.success(USER_TOASTS.updated);
    } catch {
      // The error link has shown the server's message.
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Lock User"
      message={pending ? LOCK_USER_CONFIRM(fullName(pending)) : ''}
      confirmLabel="Lock"
      cancelLabel="Cancel"
      confirmVariant="danger"
      loading={busy}
      onConfirm={() => {
        const user = pending;
        if (!user) return;
        void run(async () => (await lockUser({ variables: { id: user.id } })).data?.lockUser).finally(() => setPending(null));
      }}
      onCancel={() => setPending(null)}
    />
  );
  return {
    lock: setPending,
    activate: (user) => void run(async () => (await unlockUser({ variables: { id: user.id } })).data?.unlockUser),
    busy,
    dialog,
  };
}
