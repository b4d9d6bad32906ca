import type { TransferItemKind } from '@pg/domain';
import { CheckoutTransferSource } from './checkout-transfer-source';
import { InvoiceTransferSource } from './invoice-transfer-source';
import { RefundTransferSource } from './refund-transfer-source';
import type { TransferItemSource } from './transfer-item-source';

export type { ClaimedTransferItem, TransferItemSource, TransferRef } from './transfer-item-source';

/**
 * Every kind of item a transfer can take, by kind. Disputes and won disputes join here once
 * their module exists (see TransferItemSource); until then createTransaction refuses their ids.
 */
export function transferItemSources(): ReadonlyMap<TransferItemKind, TransferItemSource> {
  const sources: TransferItemSource[] = [new InvoiceTransferSource(), new CheckoutTransferSource(), new RefundTransferSource()];
  return new Map(sources.map((s) => [s.kind, s]));
}
