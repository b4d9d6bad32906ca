import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { disputeStagesAwaiting, payableAccountId, refundStagesAwaiting, shownAmountCents } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { accountBalances } from '../ledger/ledger-balances';
import { disputeQueue, refundQueue } from './dashboard-queues';
import { bucketsOf, type DashboardBucket, dashboardRange } from './dashboard-range';
import type { MoneyPoint } from './dtos/dashboard-common.type';
import type { CountAndRate, MerchantDashboard } from './dtos/merchant-dashboard.type';
import { ledgerSeries, type SeriesRow } from './ledger-series';
import { testCheckoutSeries } from './test-mode-series';

const PAYMENT_TYPES = ['invoicePayment', 'checkoutPayment'];

/** Basis points of a count per payment, rounded half up in integers. */
export function rateBps(count: number, payments: number): number {
  return payments > 0 ? Math.floor((count * 10_000 * 2 + payments) / (2 * payments)) : 0;
}

/** Gross (charged) and net (payable credit) of the payment journals, per bucket, every bucket present. */
export function paymentPoints(buckets: string[], rows: SeriesRow[]): MoneyPoint[] {
  const points = new Map(buckets.map((bucket) => [bucket, { bucket, grossCents: 0, netCents: 0, count: 0 }]));
  for (const row of rows) {
    const point = points.get(row.bucket);
    if (!point || row.account !== 'payable' || !PAYMENT_TYPES.includes(row.transactionType)) continue;
    point.grossCents += row.journalDebitCents;
    point.netCents += shownAmountCents('payable', row.amountCents);
    point.count += row.postings;
  }
  return [...points.values()];
}

// merchantDashboard: the caller's own organization only (tenant from the session, never an argument).
@Injectable()
export class MerchantDashboardService {
  constructor(private readonly em: EntityManager) {}

  /** `livemode` false: the test objects of the header's "Test data" view (test checkouts move no money: no balance). */
  async dashboard(user: AuthUser, from?: string | null, to?: string | null, bucket?: DashboardBucket | null, livemode = true): Promise<MerchantDashboard> {
    const range = dashboardRange(from, to, bucket);
    const org = user.organizationId;
    const payable = payableAccountId(org);
    const [series, counts, balances, disputeDeadlines, refundsAwaiting] = await Promise.all([
      livemode ? ledgerSeries(this.em, { accountIds: [payable] }, range) : testCheckoutSeries(this.em, org, range),
      this.counts(org, range.from, range.end, livemode),
      livemode ? accountBalances(this.em, [payable]) : Promise.resolve(new Map<string, { balanceCents: number }>()),
      disputeQueue(this.em, disputeStagesAwaiting('merchant'), { organizationId: org, livemode }),
      refundQueue(this.em, refundStagesAwaiting('merchant'), org, livemode),
    ]);
    const volume = paymentPoints(bucketsOf(range), series);
    const paidOf = (type: string) => series.filter((r) => r.account === 'payable' && r.transactionType === type).reduce((n, r) => n + r.postings, 0);
    const payments = volume.reduce((n, p) => n + p.count, 0);
    const rated = (count: number, amountCents: number): CountAndRate => ({ count, amountCents, rateBps: rateBps(count, payments) });
    return {
      ...range,
      volume,
      grossCents: volume.reduce((n, p) => n + p.grossCents, 0),
      netCents: volume.reduce((n, p) => n + p.netCents, 0),
      invoices: { paid: paidOf('invoicePayment'), unpaid: counts.unpaidInvoices },
      checkouts: { paid: paidOf('checkoutPayment'), unpaid: counts.unpaidCheckouts },
      refunds: rated(counts.refunds, counts.refundCents),
      disputes: rated(counts.disputes, counts.disputeCents),
      payableBalanceCents: livemode ? shownAmountCents('payable', balances.get(payable)?.balanceCents ?? 0) : null,
      livemode,
      disputeDeadlines,
      refundsAwaiting,
    };
  }

  /** Unpaid now (index-only counts) and refunds and disputes opened in the period, of one mode (invoices are always live). */
  private async counts(org: string, from: string, end: string, livemode: boolean) {
    const [row] = await this.em.execute<Record<'ui' | 'uc' | 'r' | 'rc' | 'd' | 'dc', string>[]>(
      `select
         (select count(*) from invoice where owner_id = ? and status = 'unpaid' and deleted_at is null and ?::boolean) as ui,
         (select count(*) from web_payment where owner_id = ? and status = 'unpaid' and livemode = ?) as uc,
         r.n as r, r.c as rc, d.n as d, d.c as dc
       from (select count(*) as n, coalesce(sum(requested_amount_cents), 0) as c from refund
             where owner_id = ? and livemode = ? and created_at >= (?::timestamp at time zone 'UTC') and created_at < (?::timestamp at time zone 'UTC')) r,
            (select count(*) as n, coalesce(sum(dispute_amount_cents), 0) as c from dispute
             where owner_id = ? and livemode = ? and created_at >= (?::timestamp at time zone 'UTC') and created_at < (?::timestamp at time zone 'UTC')) d`,
      [org, livemode, org, livemode, org, livemode, from, end, org, livemode, from, end],
    );
    return {
      unpaidInvoices: Number(row.ui),
      unpaidCheckouts: Number(row.uc),
      refunds: Number(row.r),
      refundCents: Number(row.rc),
      disputes: Number(row.d),
      disputeCents: Number(row.dc),
    };
  }
}
