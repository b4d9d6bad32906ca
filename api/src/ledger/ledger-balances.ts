import type { EntityManager } from '@mikro-orm/postgresql';

import { pgArray } from '../common/pg-array';

export interface AccountBalance {
  /** Debit-positive balance (domain shownAmountCents turns it to the account's normal side). */
  balanceCents: number;
  postings: number;
}

/**
 * The balance of each account of the `?::text[]` parameter (columns id, balance, postings): the
 * rolled-up total plus the postings written since the mark (the tail: seconds of activity). A
 * statement of its own in accountBalances; a part of the ledger page's statement.
 */
export const BALANCES_OF = `select a.id, coalesce(r.balance_cents, 0) + coalesce(t.s, 0) as balance, coalesce(r.postings, 0) + coalesce(t.c, 0) as postings
     from unnest(?::text[]) as a(id)
     left join ledger_rollup r on r.account_id = a.id
     left join lateral (
       select sum(p.amount_cents) as s, count(*) as c from ledger_posting p
       where p.account_id = a.id and p.tx_id >= coalesce((select through_xid from ledger_rollup_mark where id = 1), 0)
     ) t on true`;

/**
 * Balances of accounts. No posting updates a balance row, so none waits for another. One
 * statement, one snapshot: rollup, mark and tail agree.
 */
export async function accountBalances(em: EntityManager, accountIds: readonly string[]): Promise<Map<string, AccountBalance>> {
  if (accountIds.length === 0) return new Map();
  const rows = await em.execute<{ id: string; balance: string; postings: string }[]>(BALANCES_OF, [pgArray([...accountIds])]);
  return new Map(rows.map((r) => [r.id, { balanceCents: Number(r.balance), postings: Number(r.postings) }]));
}

/**
 * Rolls postings into the per-account totals, up to the oldest transaction still running
 * (pg_snapshot_xmin): every transaction below it has ended, so no posting that commits later
 * can fall behind the mark. Two roll-ups queue on the mark's row. Returns postings rolled.
 */
export async function rollUpLedger(em: EntityManager): Promise<number> {
  return em.transactional(async (tx) => {
    await tx.execute('select through_xid from ledger_rollup_mark where id = 1 for update');
    const [row] = await tx.execute<{ rolled: string }[]>(
      `with m as (select through_xid from ledger_rollup_mark where id = 1),
       nx as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as x),
       d as (
         select p.account_id, sum(p.amount_cents) as s, count(*) as c from ledger_posting p
         where p.tx_id >= (select through_xid from m) and p.tx_id < (select x from nx)
         group by p.account_id
       ),
       up as (
         insert into ledger_rollup (account_id, balance_cents, postings) select account_id, s, c from d
         on conflict (account_id) do update set balance_cents = ledger_rollup.balance_cents + excluded.balance_cents, postings = ledger_rollup.postings + excluded.postings
         returning 1
       ),
       -- the dashboards' per-day sums, by the journal's UTC day and type (LedgerDailyRollup)
       jd as (
         select p.journal_id, sum(p.amount_cents) filter (where p.amount_cents > 0) as debit from ledger_posting p
         where p.tx_id >= (select through_xid from m) and p.tx_id < (select x from nx)
         group by p.journal_id
       ),
       dd as (
         select p.account_id, (j.created_at at time zone 'UTC')::date as day, j.transaction_type, sum(p.amount_cents) as s, sum(jd.debit) as ds, count(*) as c
         from ledger_posting p join ledger_journal j on j.id = p.journal_id join jd on jd.journal_id = p.journal_id
         where p.tx_id >= (select through_xid from m) and p.tx_id < (select x from nx)
         group by 1, 2, 3
       ),
       upd as (
         insert into ledger_daily_rollup (account_id, day, transaction_type, amount_cents, journal_debit_cents, postings) select account_id, day, transaction_type, s, ds, c from dd
         on conflict (account_id, day, transaction_type) do update set amount_cents = ledger_daily_rollup.amount_cents + excluded.amount_cents,
           journal_debit_cents = ledger_daily_rollup.journal_debit_cents + excluded.journal_debit_cents, postings = ledger_daily_rollup.postings + excluded.postings
         returning 1
       ),
       mk as (update ledger_rollup_mark set through_xid = (select x from nx), rolled_at = now() where id = 1 returning 1)
       select coalesce((select sum(c) from d), 0) as rolled, (select count(*) from up) + (select count(*) from upd) + (select count(*) from mk) as touched`,
    );
    return Number(row?.rolled ?? 0);
  });
}
