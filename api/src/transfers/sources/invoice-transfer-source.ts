import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents } from '@pg/domain';

import { INVOICE_SUBJECT } from '../../invoices/invoice-events';
import { type ClaimedTransferItem, claimRows, disburseWithEvent, releaseRows, type TransferItemSource, type TransferRef } from './transfer-item-source';

/**
 * Paid invoices without a transfer (spec 002 s4). Marking disburses them with their history
 * event, all in one statement; their processes are told afterwards (endItemProcesses).
 */
export class InvoiceTransferSource implements TransferItemSource {
  readonly kind = 'invoice' as const;
  readonly table = 'invoice';

  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]> {
    return claimRows(
      tx,
      this,
      transferId,
      ids,
      `status = 'paid' and deleted_at is null`,
      'subtotal_cents, merchant_processing_fee_bps',
      (r: { subtotal_cents: number; merchant_processing_fee_bps: number }) => invoiceTransferAmountCents(r.subtotal_cents, r.merchant_processing_fee_bps),
    );
  }

  mark(tx: EntityManager, transfer: TransferRef): Promise<number> {
    return disburseWithEvent(tx, this, transfer, 'actual_disbursement_date = now(), disbursed_by_id = ?', INVOICE_SUBJECT, 'Invoice Disbursed');
  }

  release(tx: EntityManager, transferId: string): Promise<void> {
    return releaseRows(tx, this, transferId, `status = 'paid'`);
  }
}
