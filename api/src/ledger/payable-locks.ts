import type { EntityManager } from '@mikro-orm/postgresql';
import { payableAccountId, shownAmountCents } from '@pg/domain';

import { pgArray } from '../common/pg-array';
import { accountBalances } from './ledger-balances';

/**
 * Locks the payables of organizations (in id order, so two transfers cannot deadlock) and reads
 * their balances as shown (what the platform owes each), for the caller's transaction. The
 * books' only lock: payments never take it (`for no key update` lets their foreign key checks
 * through), so only money leaving an account waits for the balance it is checked against.
 */
export async function lockedPayableBalances(tx: EntityManager, organizationIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(organizationIds)].sort().map(payableAccountId);
  if (ids.length === 0) return new Map();
  await tx.execute('select id from ledger_account where id = any(?::text[]) order by id for no key update', [pgArray(ids)]);
  const balances = await accountBalances(tx, ids);
  return new Map(ids.map((id) => [id.slice('payable:'.length), shownAmountCents('payable', balances.get(id)?.balanceCents ?? 0)]));
}
