import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPUTE_STAGES_FOR_TRANSFER, disputeTransferAmountCents } from '@pg/domain';

import { DISPUTE_SUBJECT } from '../../disputes/dispute-events';
import { type ClaimedTransferItem, claimRows, markWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/** The stages as an SQL list; the domain's constants, never user input. */
const STAGES = DISPUTE_STAGES_FOR_TRANSFER.map((s) => `'${s}'`).join(', ');

/**
 * Disputes without a transfer (spec 002 s4), once the merchant has answered or the due date
 * passed (DISPUTE_STAGES_FOR_TRANSFER): the transfer deducts what the processor took back and
 * the acceptance fee, as the ledger debited them. The dispute's process goes on; marking writes
 * its history only (transfer_id is the record).
 */
export class DisputeTransferSource implements TransferItemSource {
  readonly kind = 'dispute' as const;
  readonly table = 'dispute';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      `progress_status in (${STAGES}) and livemode`,
      'dispute_amount_cents, acceptance_fee_cents',
      (r: { dispute_amount_cents: number; acceptance_fee_cents: number }) => disputeTransferAmountCents(r.dispute_amount_cents, r.acceptance_fee_cents),
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return markWithEvent(tx, this, transfer, DISPUTE_SUBJECT, 'Dispute included in transfer');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId);
  }
}
