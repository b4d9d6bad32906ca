import type { EntityManager } from '@mikro-orm/postgresql';

import { REFUND_SUBJECT } from '../../refunds/refund-events';
import { releasedRefundOffered } from '../../refunds/refund-ledger';
import { type ClaimedTransferItem, claimRows, markWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Released refunds (issue 47): a refund a completed transfer deducted and that was then denied or
 * not refunded. The books gave its reserve back to the merchant's payable (refund-ledger.ts); this
 * item pays it out, once (recorded in release_transfer_id), so the merchant is never short-paid.
 */
export class ReleasedRefundTransferSource implements TransferItemSource {
  readonly kind = 'releasedRefund' as const;
  readonly table = 'refund';
  readonly column = 'release_transfer_id';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      releasedRefundOffered('refund'),
      'coalesce(approved_amount_cents, requested_amount_cents) as amount_cents',
      (r: { amount_cents: number }) => r.amount_cents,
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return markWithEvent(tx, this, transfer, REFUND_SUBJECT, 'Released refund included in transfer');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId);
  }
}
