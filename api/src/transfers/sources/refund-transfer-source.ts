import type { EntityManager } from '@mikro-orm/postgresql';

import { REFUND_SUBJECT } from '../../refunds/refund-events';
import { refundOfferedToTransfers } from '../../refunds/refund-ledger';
import { type ClaimedTransferItem, claimRows, markWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Refunds the bank approved (progressStatus bankApproved, spec 002 s4) without a transfer: the
 * transfer deducts them. Issue 47: from the approval on, as long as the books hold them reserved
 * (bankApproved, pgApproved or refunded: refund-ledger.ts), so a refund refunded before any
 * transfer took it is still deducted once, as the ledger debited it. Their own process goes on (the platform still approves and refunds the
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
      refundOfferedToTransfers('refund'),
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
