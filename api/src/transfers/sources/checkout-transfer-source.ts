import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents } from '@pg/domain';
import { uuidArray, type ClaimedTransferItem, type TransferItemSource } from './transfer-item-source';

interface ClaimedRow {
  id: string;
  code: string;
  owner_id: string;
  amount_cents: number;
  merchant_processing_fee_cents: number;
}

/**
 * Paid checkouts (web payments) without a transfer (spec 002 s4), by their rows: marking moves
 * them from paid to disbursed, as the checkout's own Disburse does.
 */
export class CheckoutTransferSource implements TransferItemSource {
  readonly kind = 'checkout' as const;

  async claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    const list = uuidArray(ids);
    await tx.execute('select id from web_payment where id = any(?::uuid[]) order by id for update', [list]);
    const rows = await tx.execute<ClaimedRow[]>(
      `update web_payment set transfer_id = ?, updated_at = now()
        where id = any(?::uuid[]) and status = 'paid' and transfer_id is null
        returning id, code, owner_id, amount_cents, merchant_processing_fee_cents`,
      [transferId, list],
    );
    return rows.map((r) => ({
      kind: this.kind,
      itemId: r.id,
      code: r.code,
      organizationId: r.owner_id,
      amountCents: checkoutTransferAmountCents(r.amount_cents, r.merchant_processing_fee_cents),
    }));
  }

  async mark(tx: EntityManager, transfer: { id: string }): Promise<number> {
    const rows = await tx.execute<{ id: string }[]>(
      `update web_payment set status = 'disbursed', updated_at = now() where transfer_id = ? and status = 'paid' returning id`,
      [transfer.id],
    );
    return rows.length;
  }

  async release(tx: EntityManager, transferId: string): Promise<void> {
    await tx.execute(`update web_payment set transfer_id = null, updated_at = now() where transfer_id = ? and status = 'paid'`, [transferId]);
  }
}
