import type { EntityManager } from '@mikro-orm/postgresql';
import type { TransferItemKind } from '@pg/domain';

import { eventSlug } from '../../events/subject-event';

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
 * Where a kind of transfer item comes from (invoices, checkouts, refunds, disputes, won
 * disputes; each is added to transferItemSources() in ./index.ts). The saga calls these inside
 * its own database transactions, with the transfer's row locked; each method is one or two
 * statements over all the items.
 */
export interface TransferItemSource {
  readonly kind: TransferItemKind;
  /** The table holding the items (with updated_at, id, code, owner_id). */
  readonly table: string;
  /** The column that records the transfer (default transfer_id; a won dispute's is refund_transfer_id). */
  readonly column?: string;
  /**
   * Takes those of `ids` still available for a transfer (spec 002 s4) by recording the transfer
   * on them, and returns what it took. Locks the rows in id order, so concurrent transfers queue
   * instead of deadlocking; an item another transfer holds is not returned.
   */
  claim: (tx: EntityManager, transferId: string, ids: readonly string[]) => Promise<ClaimedTransferItem[]>;
  /** At the saga's pivot: records the transfer's items as transferred. Returns how many it marked. */
  mark: (tx: EntityManager, transfer: TransferRef) => Promise<number>;
  /** Compensation: gives back the items the transfer still holds. */
  release: (tx: EntityManager, transferId: string) => Promise<void>;
}

/** A PostgreSQL array literal of ids already checked to be UUIDs ({a,b,c}), for `= any(?::uuid[])`. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** Locks the rows of `ids` in `table` (a source's constant) in id order, for the caller's transaction. */
export async function lockRows(tx: EntityManager, table: string, ids: readonly string[]): Promise<void> {
  await tx.execute(`select id from ${table} where id = any(?::uuid[]) order by id for update`, [uuidArray(ids)]);
}

/** The columns every claimed row returns, and the amount a source reads from its own. */
interface ClaimedRow {
  id: string;
  code: string;
  owner_id: string;
}

/**
 * The claim every source makes: lock the rows of `ids` in id order (concurrent transfers queue
 * instead of deadlocking), then record the transfer on those still available (`available`, a
 * condition on the table's columns) and return them, each counted by `amountOf` over the
 * `amountColumns` it returns besides id, code and owner.
 */
export async function claimRows<Row extends object>(
  tx: EntityManager,
  source: { kind: TransferItemKind; table: string; column?: string },
  transferId: string,
  ids: readonly string[],
  available: string,
  amountColumns: string,
  amountOf: (row: Row) => number,
): Promise<ClaimedTransferItem[]> {
  // Table, column and conditions are the sources' own constants, never user input.
  const list = uuidArray(ids);
  const column = source.column ?? 'transfer_id';
  await lockRows(tx, source.table, ids);
  const rows = await tx.execute<(Row & ClaimedRow)[]>(
    `update ${source.table} set ${column} = ?, updated_at = now() where id = any(?::uuid[]) and ${column} is null and ${available}
     returning id, code, owner_id, ${amountColumns}`,
    [transferId, list],
  );
  return rows.map((r) => ({ kind: source.kind, itemId: r.id, code: r.code, organizationId: r.owner_id, amountCents: amountOf(r) }));
}

/** The compensation every source makes: the transfer's items whose state allows it (`still`) get no transfer again. */
export async function releaseRows(tx: EntityManager, source: { table: string; column?: string }, transferId: string, still = 'true'): Promise<void> {
  const column = source.column ?? 'transfer_id';
  await tx.execute(`update ${source.table} set ${column} = null, updated_at = now() where ${column} = ? and ${still}`, [transferId]);
}

/**
 * The marking of items whose own state does not change in a transfer (refunds, disputes): one
 * history event (`name`) per item the transfer holds, in one statement. Returns how many.
 */
export async function markWithEvent(
  tx: EntityManager,
  source: { table: string; column?: string },
  transfer: TransferRef,
  subjectType: string,
  name: string,
): Promise<number> {
  const column = source.column ?? 'transfer_id';
  const slug = eventSlug(name);
  const rows = await tx.execute<{ subject_id: string }[]>(
    `insert into event (id, created_at, updated_at, name, slug, subject_type, subject_id, meta, user_id, organization_id)
     select gen_random_uuid(), now(), now(), ?, ?, ?, id, ?::jsonb, ?, owner_id
       from ${source.table} where ${column} = ?
     returning subject_id`,
    [name, slug, subjectType, JSON.stringify({ transferId: transfer.id, transferCode: transfer.code }), transfer.transferredById, transfer.id],
  );
  return rows.length;
}

/**
 * The marking of items a transfer disburses (invoices, checkouts): those the transfer holds and
 * still `paid` become `disbursed` (with the source's own columns, `set`, which may use the
 * transferring user as its one parameter) and get one history event `name` each, in one
 * statement. Returns how many.
 */
export async function disburseWithEvent(
  tx: EntityManager,
  source: { table: string },
  transfer: TransferRef,
  set: string,
  subjectType: string,
  name: string,
): Promise<number> {
  const slug = eventSlug(name);
  const rows = await tx.execute<{ subject_id: string }[]>(
    `with marked as (
       update ${source.table} set status = 'disbursed', ${set}, updated_at = now()
        where transfer_id = ? and status = 'paid'
        returning id, owner_id)
     insert into event (id, created_at, updated_at, name, slug, subject_type, subject_id, meta, user_id, organization_id)
     select gen_random_uuid(), now(), now(), ?, ?, ?, id, ?::jsonb, ?, owner_id from marked
     returning subject_id`,
    [
      transfer.transferredById,
      transfer.id,
      name,
      slug,
      subjectType,
      JSON.stringify({ transferId: transfer.id, transferCode: transfer.code }),
      transfer.transferredById,
    ],
  );
  return rows.length;
}
