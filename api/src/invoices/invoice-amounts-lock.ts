import type { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_ACTION_MESSAGES } from '@pg/domain';

import { badInput } from '../common/gateway.exception';

// Issue 47 (money review A6): an invoice's lines and amounts are frozen from the moment a payment
// starts (its pending attempt row) to its end, so the amount charged, the payment's journal and a
// later transfer are one figure. An edit locks the invoice row before it looks for a pending
// attempt; the charge inserts its attempt (whose foreign key waits for that lock) and then reads
// the total again (chargeInvoice). Either the edit sees the attempt and is refused, or the charge
// sees the edited total and charges nothing.

/**
 * Runs `write` (the edit's flush) in a transaction holding the invoice row, refused when a payment
 * of the invoice is pending.
 */
export async function withAmountsUnfrozen(em: EntityManager, invoiceId: string, write: () => Promise<void>): Promise<void> {
  await em.begin();
  try {
    await em.execute('select id from invoice where id = ? for update', [invoiceId]);
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from payment where invoice_id = ? and status = 'pending'`, [invoiceId]);
    if (Number(row?.n ?? 0) > 0) throw badInput(INVOICE_ACTION_MESSAGES.amountsFrozen);
    await write();
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw error;
  }
}
