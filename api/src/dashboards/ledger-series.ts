import type { EntityManager } from '@mikro-orm/postgresql';

import { pgArray } from '../common/pg-array';
import type { DashboardRange } from './dashboard-range';

/** Sums of one account group, bucket and transaction type (debit-positive cents). */
export interface SeriesRow {
  bucket: string;
  /** 'payable' for any merchant's payable, else the account id. */
  account: string;
  transactionType: string;
  amountCents: number;
  journalDebitCents: number;
  postings: number;
}

export interface SeriesAccounts {
  /** Every organization's payable account, summed together. */
  allPayables?: boolean;
  accountIds?: readonly string[];
}

/**
 * Ledger sums per bucket of the period from the daily roll-up (ledger_daily_rollup, kept by the
 * worker's ledger roll-up) plus the tail of postings the roll-up has not reached yet: one
 * statement, one snapshot, so the mark, the rows and the tail agree. Reading ~days x types rows
 * instead of every posting keeps it flat however many payments the period holds
 * (docs/performance.md, Dashboards).
 */
export async function ledgerSeries(em: EntityManager, accounts: SeriesAccounts, range: DashboardRange): Promise<SeriesRow[]> {
  const ids = pgArray([...(accounts.accountIds ?? [])]);
  const payables = accounts.allPayables === true;
  const which = (column: string) => `(${column} = any(?::text[]) or (?::boolean and ${column} like 'payable:%'))`;
  const rows = await em.execute<{ bucket: string; account: string; transaction_type: string; amount: string; debit: string; postings: string }[]>(
    `with m as (select coalesce((select through_xid from ledger_rollup_mark where id = 1), 0) as x),
     r as (
       select r.account_id, r.day, r.transaction_type, r.amount_cents, r.journal_debit_cents, r.postings from ledger_daily_rollup r
       where ${which('r.account_id')} and r.day >= ?::date and r.day < ?::date
       union all
       select p.account_id, (j.created_at at time zone 'UTC')::date, j.transaction_type::text, p.amount_cents,
         (select sum(q.amount_cents) from ledger_posting q where q.journal_id = p.journal_id and q.amount_cents > 0), 1
       from ledger_posting p join ledger_journal j on j.id = p.journal_id
       where p.tx_id >= (select x from m) and ${which('p.account_id')}
         and (j.created_at at time zone 'UTC')::date >= ?::date and (j.created_at at time zone 'UTC')::date < ?::date
     )
     select to_char(date_trunc(?, r.day), 'YYYY-MM-DD') as bucket,
       case when r.account_id like 'payable:%' then 'payable' else r.account_id end as account,
       r.transaction_type, sum(r.amount_cents)::text as amount, coalesce(sum(r.journal_debit_cents), 0)::text as debit, sum(r.postings)::text as postings
     from r group by 1, 2, 3`,
    [ids, payables, range.from, range.end, ids, payables, range.from, range.end, range.bucket],
  );
  return rows.map((r) => ({
    bucket: r.bucket,
    account: r.account,
    transactionType: r.transaction_type,
    amountCents: Number(r.amount),
    journalDebitCents: Number(r.debit),
    postings: Number(r.postings),
  }));
}
