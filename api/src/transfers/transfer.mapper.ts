import { canSeeField, centsToDecimal } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { TransferType } from './dtos/transfer.type';
import type { Transfer } from './transfer.entity';
import { transferredByText } from './transfer-report';

/** A transfer as the GraphQL shape, the list and its CSV read it: an entity, or a list row. */
export type TransferRecord = Pick<Transfer, 'id' | 'code' | 'amountCents' | 'createdAt' | 'updatedAt' | 'notes' | 'overdrafts'> & {
  /** The bank user who made it: loaded with the entity, joined (name and surname only) in a row. */
  transferredBy: { name: string; surname?: string | null } | null | undefined;
};

/**
 * A list row as a query builder's `execute` gives it: the bigint amount as the driver's text, and
 * the bank user's name (null when none).
 */
export type TransferRow = Omit<TransferRecord, 'transferredBy' | 'amountCents'> & { amountCents: string; by_name: string | null; by_surname: string | null };

export function transferRecord({ by_name, by_surname, amountCents, ...row }: TransferRow): TransferRecord {
  return { ...row, amountCents: Number(amountCents), transferredBy: by_name === null ? null : { name: by_name, surname: by_surname } };
}

// Record -> GraphQL shape: cents become decimals here only. An entity's transferredBy must be loaded. Notes and
// the bank user's name are the bank-side admin's (FIELD_ACCESS; the GraphQL edge withholds them too).
export function toTransferType(transfer: TransferRecord, viewer: AuthUser): TransferType {
  return {
    id: transfer.id,
    code: transfer.code,
    amount: centsToDecimal(transfer.amountCents),
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
    notes: canSeeField(viewer.role, 'Transfer.notes') ? (transfer.notes ?? null) : null,
    transferredBy: canSeeField(viewer.role, 'Transfer.transferredBy') ? { name: transferredByText(transfer, true) } : null,
    overdrafts: (transfer.overdrafts ?? []).map((o) => ({
      organizationId: o.organizationId,
      organizationName: o.organizationName,
      balance: centsToDecimal(o.balanceCents),
      share: centsToDecimal(o.shareCents),
      overdraft: centsToDecimal(o.overdraftCents),
    })),
  };
}
