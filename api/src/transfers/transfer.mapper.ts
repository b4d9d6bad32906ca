import { canSeeField, centsToDecimal } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { TransferType } from './dtos/transfer.type';
import type { Transfer } from './transfer.entity';
import { transferredByText } from './transfer-report';

// Entity -> GraphQL shape: cents become decimals here only. transferredBy must be loaded. Notes and
// the bank user's name are the bank-side admin's (FIELD_ACCESS; the GraphQL edge withholds them too).
export function toTransferType(transfer: Transfer, viewer: AuthUser): TransferType {
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
