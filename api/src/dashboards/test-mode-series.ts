import type { EntityManager } from '@mikro-orm/postgresql';
import { checkoutTransferAmountCents } from '@pg/domain';

import type { DashboardRange } from './dashboard-range';
import type { SeriesRow } from './ledger-series';

/**
 * The merchant's test checkouts (test mode) paid in the period, per bucket, shaped as the ledger
 * series of live payments. Test objects post no journals, so this reads the checkouts themselves:
 * grouped by their amounts too, so the payable is the domain's rule per checkout, not SQL's.
 */
export async function testCheckoutSeries(em: EntityManager, organizationId: string, range: DashboardRange): Promise<SeriesRow[]> {
  const rows = await em.execute<{ bucket: string; amount: number; txfee: number; mfee: number; n: string }[]>(
    `select to_char(date_trunc(?, (paid_at at time zone 'UTC')::date), 'YYYY-MM-DD') as bucket,
       amount_cents as amount, transaction_fee_cents as txfee, merchant_processing_fee_cents as mfee, count(*) as n
     from web_payment
     where owner_id = ? and not livemode and paid_at is not null
       and paid_at >= (?::timestamp at time zone 'UTC') and paid_at < (?::timestamp at time zone 'UTC')
     group by 1, 2, 3, 4`,
    [range.bucket, organizationId, range.from, range.end],
  );
  return rows.map((r) => {
    const n = Number(r.n);
    return {
      bucket: r.bucket,
      account: 'payable',
      transactionType: 'checkoutPayment',
      // Debit-positive like the ledger's rows: the payable is a credit.
      amountCents: 0 - n * checkoutTransferAmountCents(r.amount, r.mfee),
      journalDebitCents: n * (r.amount + r.txfee),
      postings: n,
    };
  });
}
