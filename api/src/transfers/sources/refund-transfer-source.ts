import type { EntityManager } from '@mikro-orm/postgresql';

import { REFUND_SUBJECT } from '../../refunds/refund-events';
import { type ClaimedTransferItem, claimRows, markWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Refunds the bank approved (progressStatus bankApproved, spec 002 s4) without a transfer: the
 * transfer deducts them. Their own process goes on (the platform still approves and refunds the
 * card); marking only writes the refund's history.
 */
export class RefundTransferSource implements TransferItemSource {
  readonly kind = 'refund' as const;
  readonly table = 'refund';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    // What the platform refunds: the approved amount once approved, the requested one before.
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      `progress_status = 'bankApproved' and livemode`,
      'coalesce(approved_amount_cents, requested_amount_cents) as amount_cents',
      (r: { amount_cents: number }) => r.amount_cents,
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return markWithEvent(tx, this, transfer, REFUND_SUBJECT, 'Refund included in transfer');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId);
  }
}
