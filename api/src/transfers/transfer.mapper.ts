import { can, centsToDecimal } from '@pg/domain';
import type { AuthUser } from '../auth/auth-user';
import type { TransferType } from './dtos/transfer.type';
import { transferredByText } from './transfer-report';
import type { Transfer } from './transfer.entity';

// Entity -> GraphQL shape: cents become decimals here only. transferredBy must be loaded.
export function toTransferType(transfer: Transfer, viewer: AuthUser): TransferType {
  return {
    id: transfer.id,
    code: transfer.code,
    amount: centsToDecimal(transfer.amountCents),
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
    notes: transfer.notes ?? null,
    transferredBy: { name: transferredByText(transfer, can(viewer.role, 'seeTransferredBy')) },
    overdrafts: (transfer.overdrafts ?? []).map((o) => ({
      organizationId: o.organizationId,
      organizationName: o.organizationName,
      balance: centsToDecimal(o.balanceCents),
      share: centsToDecimal(o.shareCents),
      overdraft: centsToDecimal(o.overdraftCents),
    })),
  };
}
