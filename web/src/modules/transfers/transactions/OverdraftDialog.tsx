import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formatMoney } from '@pg/domain';
import { ConfirmDialog } from '@pg/ui-kit';

/** One overdraft as createTransaction's refusal lists it (extensions.overdrafts, cents). */
export interface OverdraftNotice {
  organizationId: string;
  organizationName: string;
  balanceCents: number;
  shareCents: number;
  overdraftCents: number;
}

const isNotice = (value: unknown): value is OverdraftNotice =>
  typeof value === 'object' && value !== null && 'organizationName' in value && 'overdraftCents' in value && 'balanceCents' in value && 'shareCents' in value;

/** The overdrafts of a refused createTransaction, or null when it was refused for something else. */
export function overdraftsOf(error: unknown): OverdraftNotice[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const listed = error.errors[0]?.extensions?.overdrafts;
  return Array.isArray(listed) && listed.length > 0 && listed.every(isNotice) ? listed : null;
}

export interface OverdraftDialogProps {
  overdrafts: OverdraftNotice[] | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Bank Admin's explicit confirmation of a transfer that pays organizations more than their
 * balances: each overdraft stated (balance, what the transfer pays, the overdraft), then the
 * transfer is made again with confirmOverdraft and recorded with them.
 */
export function OverdraftDialog({ overdrafts, loading, onCancel, onConfirm }: OverdraftDialogProps) {
  return (
    <ConfirmDialog
      open={overdrafts !== null}
      title="Confirm overdraft"
      confirmLabel="Confirm overdraft"
      cancelLabel="Cancel"
      confirmVariant="danger"
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
      message={
        <>
          <p>This transfer pays these organizations more than their balances:</p>
          <ul aria-label="Overdrafts">
            {(overdrafts ?? []).map((o) => (
              <li key={o.organizationId}>
                <strong>{o.organizationName}</strong>: balance {formatMoney(o.balanceCents)}, this transfer pays {formatMoney(o.shareCents)}, overdraft{' '}
                <strong>{formatMoney(o.overdraftCents)}</strong>
              </li>
            ))}
          </ul>
          <p>They will owe the platform the overdraft. The transfer is recorded with it.</p>
        </>
      }
    />
  );
}
