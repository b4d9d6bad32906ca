import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { executePrepared, type PreparedStatement } from '../common/prepared-statements';
import { asEntityRow, returningList } from '../common/returning-row';
import type { AttemptDone } from './charge-steps';

type Succeeded = Extract<AttemptDone, { status: 'succeeded' }>;

/** A succeeded attempt and the item (invoice, checkout) it pays. */
export interface PaidItem {
  paymentId: string;
  done: Succeeded;
  /** The invoice's or checkout's id. */
  itemId: string;
  processor: string;
  at: Date;
}

/**
 * The attempt's outcome and its item marked paid as one statement (a data-modifying CTE, then the
 * item's guarded UPDATE ... RETURNING), the statement made once from the item's metadata. `sqlOf`
 * writes it with ten parameters in this order: the attempt's charge id, brand, last4, updated_at
 * and id; the item's paid_at, charge id, processor name, updated_at and id. The answer is the paid
 * item's `fields` as its entity has them, or undefined when the WHERE found it no longer payable.
 */
export function paidStatement<T extends object, K extends keyof T & string>(
  entity: EntityClass<T>,
  fields: readonly K[],
  sqlOf: (returning: string) => PreparedStatement,
): (em: EntityManager, paid: PaidItem) => Promise<Pick<T, K> | undefined> {
  let sql: PreparedStatement | undefined;
  return async (em, { paymentId, done, itemId, processor, at }) => {
    const meta = em.getMetadata().get(entity);
    sql ??= sqlOf(returningList(meta, fields));
    const params = [done.chargeId, done.brand, done.last4, at, paymentId, at, done.chargeId, processor, at, itemId];
    const [row] = await executePrepared<Record<string, unknown>>(em, sql, params);
    return row ? asEntityRow(meta, fields, row) : undefined;
  };
}
