import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents } from '@pg/domain';
import { INVOICE_SUBJECT } from '../../invoices/invoice-events';
import { uuidArray, type ClaimedTransferItem, type TransferItemSource, type TransferRef } from './transfer-item-source';

interface ClaimedRow {
  id: string;
  code: string;
  owner_id: string;
  subtotal_cents: number;
  merchant_processing_fee_bps: number;
}

/**
 * Paid invoices without a transfer (spec 002 s4). Marking disburses them with their history
 * event, all in one statement; their processes are told afterwards (endInvoiceProcesses).
 */
export class InvoiceTransferSource implements TransferItemSource {
  readonly kind = 'invoice' as const;

  async claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    const list = uuidArray(ids);
    await tx.execute('select id from invoice where id = any(?::uuid[]) order by id for update', [list]);
    const rows = await tx.execute<ClaimedRow[]>(
      `update invoice set transfer_id = ?, updated_at = now()
        where id = any(?::uuid[]) and status = 'paid' and transfer_id is null and deleted_at is null
        returning id, code, owner_id, subtotal_cents, merchant_processing_fee_bps`,
      [transferId, list],
    );
    return rows.map((r) => ({
      kind: this.kind,
      itemId: r.id,
      code: r.code,
      organizationId: r.owner_id,
      amountCents: invoiceTransferAmountCents(r.subtotal_cents, r.merchant_processing_fee_bps),
    }));
  }

  async mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    const rows = await tx.execute<{ subject_id: string }[]>(
      `with marked as (
         update invoice set status = 'disbursed', actual_disbursement_date = now(), disbursed_by_id = ?, updated_at = now()
          where transfer_id = ? and status = 'paid'
          returning id, owner_id)
       insert into event (id, created_at, updated_at, name, slug, subject_type, subject_id, meta, user_id, organization_id)
       select gen_random_uuid(), now(), now(), 'Invoice Disbursed', 'invoice-disbursed', ?, id, ?::jsonb, ?, owner_id from marked
       returning subject_id`,
      [transfer.transferredById, transfer.id, INVOICE_SUBJECT, JSON.stringify({ transferId: transfer.id, transferCode: transfer.code }), transfer.transferredById],
    );
    return rows.length;
  }

  async release(tx: EntityManager, transferId: string): Promise<void> {
    await tx.execute(`update invoice set transfer_id = null, updated_at = now() where transfer_id = ? and status = 'paid'`, [transferId]);
  }
}
