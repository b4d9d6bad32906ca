import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents } from '@pg/domain';
import { claimRows, releaseRows, type ClaimedTransferItem, type TransferItemSource } from './transfer-item-source';

/**
 * Paid checkouts (web payments) without a transfer (spec 002 s4), by their rows: marking moves
 * them from paid to disbursed, as the checkout's own Disburse does.
 */
export class CheckoutTransferSource implements TransferItemSource {
  readonly kind = 'checkout' as const;
  readonly table = 'web_payment';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(tx, this, transferId, ids, `status = 'paid'`, 'amount_cents, merchant_processing_fee_cents', (r: { amount_cents: number; merchant_processing_fee_cents: number }) =>
      checkoutTransferAmountCents(r.amount_cents, r.merchant_processing_fee_cents),
    );
  }

  async mark(tx: EntityManager, transfer: { id: string }): Promise<number> {
    const rows = await tx.execute<{ id: string }[]>(
      `update web_payment set status = 'disbursed', updated_at = now() where transfer_id = ? and status = 'paid' returning id`,
      [transfer.id],
    );
    return rows.length;
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId, `status = 'paid'`);
  }
}
