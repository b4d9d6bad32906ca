import type { EntityManager } from '@mikro-orm/postgresql';
import type { TransferItemKind } from '@pg/domain';

/** One item as a source took it for a transfer. */
export interface ClaimedTransferItem {
  kind: TransferItemKind;
  itemId: string;
  code: string;
  organizationId: string;
  /** Unsigned: what the item counts in the transfer; the kind gives the sign (domain TRANSFER_ITEM_SIGNS). */
  amountCents: number;
}

/** The transfer as sources see it when they mark its items. */
export interface TransferRef {
  id: string;
  code: string;
  transferredById: string | null;
}

/**
 * Where a kind of transfer item comes from (invoices, checkouts, refunds; disputes and won
 * disputes plug in the same way). The saga calls these inside its own database transactions,
 * with the transfer's row locked; each method is one or two statements over all the items.
 *
 * Disputes after merge: implement this for kind 'dispute' (disputes without a transfer;
 * mark = record the transfer on the dispute) and 'wonDispute' (progressStatus overturned,
 * stripeStatus won, no refund transfer; mark = set refundTransferId), and add both to
 * transferItemSources() in ./index.ts. createTransaction accepts their ids from then on.
 */
export interface TransferItemSource {
  readonly kind: TransferItemKind;
  /**
   * Takes those of `ids` still available for a transfer (spec 002 s4) by recording the transfer
   * on them, and returns what it took. Locks the rows in id order, so concurrent transfers queue
   * instead of deadlocking; an item another transfer holds is not returned.
   */
  claim(tx: EntityManager, transferId: string, ids: readonly string[]): Promise<ClaimedTransferItem[]>;
  /** At the saga's pivot: records the transfer's items as transferred. Returns how many it marked. */
  mark(tx: EntityManager, transfer: TransferRef): Promise<number>;
  /** Compensation: gives back the items the transfer still holds. */
  release(tx: EntityManager, transferId: string): Promise<void>;
}

/** A PostgreSQL array literal of ids already checked to be UUIDs ({a,b,c}), for `= any(?::uuid[])`. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
