import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents } from '@pg/domain';
import { INVOICE_SUBJECT } from '../../invoices/invoice-events';
import { claimRows, releaseRows, type ClaimedTransferItem, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Paid invoices without a transfer (spec 002 s4). Marking disburses them with their history
 * event, all in one statement; their processes are told afterwards (endInvoiceProcesses).
 */
export class InvoiceTransferSource implements TransferItemSource {
  readonly kind = 'invoice' as const;
  readonly table = 'invoice';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(tx, this, transferId, ids, `status = 'paid' and deleted_at is null`, 'subtotal_cents, merchant_processing_fee_bps', (r: { subtotal_cents: number; merchant_processing_fee_bps: number }) =>
      invoiceTransferAmountCents(r.subtotal_cents, r.merchant_processing_fee_bps),
    );
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

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId, `status = 'paid'`);
  }
}
