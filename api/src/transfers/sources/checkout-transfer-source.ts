import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents } from '@pg/domain';

import { CHECKOUT_SUBJECT } from '../../checkouts/checkout-events';
import { type ClaimedTransferItem, claimRows, disburseWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Paid checkouts (web payments) without a transfer (spec 002 s4). Marking disburses them with
 * their history event, all in one statement, as invoices; their processes are told afterwards
 * (endItemProcesses: the checkout workflow's `transferred` signal ends them as disbursed).
 */
export class CheckoutTransferSource implements TransferItemSource {
  readonly kind = 'checkout' as const;
  readonly table = 'web_payment';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      // Test checkouts (test mode) are never paid out.
      `status = 'paid' and livemode`,
      'amount_cents, merchant_processing_fee_cents',
      (r: { amount_cents: number; merchant_processing_fee_cents: number }) => checkoutTransferAmountCents(r.amount_cents, r.merchant_processing_fee_cents),
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return disburseWithEvent(tx, this, transfer, 'disbursed_at = now(), disbursed_by_id = ?', CHECKOUT_SUBJECT, 'Checkout Disbursed');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId, `status = 'paid'`);
  }
}
