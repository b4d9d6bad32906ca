import { useMutation } from '@apollo/client/react';
import { ORGANIZATION_TOASTS } from '@pg/domain';
import { ConfirmDialog, useToast } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';

import { APPROVE_ORGANIZATION, type OrganizationRow, SUSPEND_ORGANIZATION } from '../graphql/organizations';

export type StatusChange = 'activate' | 'lock';

/** Confirmation texts (the spec gives none; docs/decisions/README.md). */
export const STATUS_CONFIRM: Record<StatusChange, { title: string; message: (name: string) => string; confirm: string }> = {
  activate: {
    title: 'Activate Account',
    message: (name) => `Are you sure you want to activate ${name}? Its users will be able to sign in and take payments.`,
    confirm: 'Activate',
  },
  lock: {
    title: 'Lock Account',
    message: (name) => `Are you sure you want to lock ${name}? Its users will not be able to sign in until it is activated again.`,
    confirm: 'Lock',
  },
};

/**
 * Activate (approveOrganization) and Lock (suspendOrganization) behind a confirmation, with the
 * spec's toasts; used by the list's side summary and the details page.
 */
export function useOrganizationStatus(onChanged: (org: OrganizationRow) => void): {
  ask: (change: StatusChange, org: OrganizationRow) => void;
  busy: boolean;
  dialog: ReactNode;
} {
  const toast = useToast();
  const [pending, setPending] = useState<{ change: StatusChange; org: OrganizationRow } | null>(null);
  const [approve, approving] = useMutation(APPROVE_ORGANIZATION);
  const [suspend, suspending] = useMutation(SUSPEND_ORGANIZATION);
  const busy = approving.loading || suspending.loading;

  async function confirm() {
    if (!pending) return;
    const { change, org } = pending;
    try {
      if (change === 'activate') {
        const { data } = await approve({ variables: { id: org.id } });
        if (data) onChanged(data.approveOrganization);
        toast.success(ORGANIZATION_TOASTS.activated);
      } else {
        const { data } = await suspend({ variables: { id: org.id } });
        if (data) onChanged(data.suspendOrganization);
        toast.success(ORGANIZATION_TOASTS.locked);
      }
    } catch {
      // The error link has shown the server's message.
    } finally {
      setPending(null);
    }
  }

  const texts = pending ? STATUS_CONFIRM[pending.change] : null;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={texts?.title}
      message={texts && pending ? texts.message(pending.org.name) : ''}
      confirmLabel={texts?.confirm}
      cancelLabel="Cancel"
      confirmVariant={pending?.change === 'lock' ? 'danger' : 'primary'}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (change, org) => setPending({ change, org }), busy, dialog };
}
