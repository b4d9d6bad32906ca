import type { TransferItemKind } from '@pg/domain';

import { CheckoutTransferSource } from './checkout-transfer-source';
import { DisputeTransferSource } from './dispute-transfer-source';
import { InvoiceTransferSource } from './invoice-transfer-source';
import { RefundTransferSource } from './refund-transfer-source';
import { ReleasedRefundTransferSource } from './released-refund-transfer-source';
import type { TransferItemSource } from './transfer-item-source';
import { WonDisputeTransferSource } from './won-dispute-transfer-source';

export type { ClaimedTransferItem, TransferItemSource, TransferRef } from './transfer-item-source';
export { lockRows } from './transfer-item-source';

/** Every kind of item a transfer can take (spec 002 s4), by kind. */
export function transferItemSources(): ReadonlyMap<TransferItemKind, TransferItemSource> {
  const sources: TransferItemSource[] = [
    new InvoiceTransferSource(),
    new CheckoutTransferSource(),
    new RefundTransferSource(),
    new DisputeTransferSource(),
    new WonDisputeTransferSource(),
    new ReleasedRefundTransferSource(),
  ];
  return new Map(sources.map((s) => [s.kind, s]));
}
