import type { EntityManager } from '@mikro-orm/postgresql';
import { REFUND_SUBJECT } from '../../refunds/refund-events';
import { uuidArray, type ClaimedTransferItem, type TransferItemSource, type TransferRef } from './transfer-item-source';

interface ClaimedRow {
  id: string;
  code: string;
  owner_id: string;
  amount_cents: number;
}

/**
 * Refunds the bank approved (progressStatus bankApproved, spec 002 s4) without a transfer: the
 * transfer deducts them. Their own process goes on (the platform still approves and refunds the
 * card); marking only writes the refund's history.
 */
export class RefundTransferSource implements TransferItemSource {
  readonly kind = 'refund' as const;

  async claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    const list = uuidArray(ids);
    await tx.execute('select id from refund where id = any(?::uuid[]) order by id for update', [list]);
    const rows = await tx.execute<ClaimedRow[]>(
      `update refund set transfer_id = ?, updated_at = now()
        where id = any(?::uuid[]) and progress_status = 'bankApproved' and transfer_id is null
        returning id, code, owner_id, coalesce(approved_amount_cents, requested_amount_cents) as amount_cents`,
      [transferId, list],
    );
    return rows.map((r) => ({ kind: this.kind, itemId: r.id, code: r.code, organizationId: r.owner_id, amountCents: r.amount_cents }));
  }

  async mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    const rows = await tx.execute<{ subject_id: string }[]>(
      `insert into event (id, created_at, updated_at, name, slug, subject_type, subject_id, meta, user_id, organization_id)
       select gen_random_uuid(), now(), now(), 'Refund included in transfer', 'refund-included-in-transfer', ?, id, ?::jsonb, ?, owner_id
         from refund where transfer_id = ?
       returning subject_id`,
      [REFUND_SUBJECT, JSON.stringify({ transferId: transfer.id, transferCode: transfer.code }), transfer.transferredById, transfer.id],
    );
    return rows.length;
  }

  async release(tx: EntityManager, transferId: string): Promise<void> {
    await tx.execute('update refund set transfer_id = null, updated_at = now() where transfer_id = ?', [transferId]);
  }
}
