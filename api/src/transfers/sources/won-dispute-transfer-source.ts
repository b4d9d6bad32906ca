import type { EntityManager } from '@mikro-orm/postgresql';
import { WON_DISPUTE_PROCESSOR_STATUS, wonDisputeTransferAmountCents } from '@pg/domain';

import { DISPUTE_SUBJECT } from '../../disputes/dispute-events';
import { type ClaimedTransferItem, claimRows, markWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Won disputes (spec 002 s4: progressStatus overturned, stripeStatus won, no refund transfer):
 * the transfer gives the merchant back what the processor returned, as the ledger credited it.
 * The transfer is recorded in refund_transfer_id; marking writes the dispute's history.
 */
export class WonDisputeTransferSource implements TransferItemSource {
  readonly kind = 'wonDispute' as const;
  readonly table = 'dispute';
  readonly column = 'refund_transfer_id';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      `progress_status = 'overturned' and processor_status = '${WON_DISPUTE_PROCESSOR_STATUS}' and livemode`,
      'dispute_amount_cents',
      (r: { dispute_amount_cents: number }) => wonDisputeTransferAmountCents(r.dispute_amount_cents),
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return markWithEvent(tx, this, transfer, DISPUTE_SUBJECT, 'Won dispute included in transfer');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId);
  }
}
