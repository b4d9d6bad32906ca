import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { refundStagesAwaiting, shownAmountCents } from '@pg/domain';

import { accountBalances } from '../ledger/ledger-balances';
import { organizationRequestQueue, refundQueue } from './dashboard-queues';
import { bucketsOf, type DashboardBucket, dashboardRange } from './dashboard-range';
import type { BankDashboard, OrganizationBalance } from './dtos/bank-dashboard.type';
import type { MoneyPoint } from './dtos/dashboard-common.type';
import { ledgerSeries, type SeriesRow } from './ledger-series';

/** Organizations listed on each side of the outstanding balance. */
const LISTED = 10;
const PAYOUT_TYPES = ['transfer', 'disbursement'];

/** Paid out per bucket: gross is what transfers and disbursements paid, net is after reversals. */
export function payoutPoints(buckets: string[], rows: SeriesRow[]): MoneyPoint[] {
  const points = new Map(buckets.map((bucket) => [bucket, { bucket, grossCents: 0, netCents: 0, count: 0 }]));
  for (const row of rows) {
    const point = points.get(row.bucket);
    if (!point || row.account !== 'payable') continue;
    // a payout debits the payable: positive amounts are money out to the organization
    if (PAYOUT_TYPES.includes(row.transactionType)) {
      point.grossCents += row.amountCents;
      point.netCents += row.amountCents;
      point.count += row.postings;
    } else if (row.transactionType === 'transferReversal') point.netCents += row.amountCents;
  }
  return [...points.values()];
}

// bankDashboard: bank staff see every organization (role matrix); nothing here is per tenant.
@Injectable()
export class BankDashboardService {
  constructor(private readonly em: EntityManager) {}

  async dashboard(from?: string | null, to?: string | null, bucket?: DashboardBucket | null): Promise<BankDashboard> {
    const range = dashboardRange(from, to, bucket);
    const [balances, series, refundsAwaiting, organizationsAwaiting] = await Promise.all([
      this.balances(),
      ledgerSeries(this.em, { allPayables: true }, range),
      refundQueue(this.em, refundStagesAwaiting('bank')),
      organizationRequestQueue(this.em),
    ]);
    const owed = balances.filter((b) => b.balanceCents > 0).sort((a, b) => b.balanceCents - a.balanceCents);
    const owing = balances.filter((b) => b.balanceCents < 0).sort((a, b) => a.balanceCents - b.balanceCents);
    return {
      ...range,
      owedCents: owed.reduce((n, b) => n + b.balanceCents, 0),
      owingCents: owing.reduce((n, b) => n - b.balanceCents, 0),
      owed: owed.slice(0, LISTED),
      owing: owing.slice(0, LISTED),
      transfers: payoutPoints(bucketsOf(range), series),
      refundsAwaiting,
      organizationsAwaiting,
    };
  }

  /** Every organization's payable balance as shown (credit positive). */
  private async balances(): Promise<OrganizationBalance[]> {
    const rows = await this.em.execute<{ id: string; organization_id: string; name: string }[]>(
      `select a.id, o.id as organization_id, o.name from ledger_account a join organization o on o.id = a.organization_id where a.kind = 'payable'`,
    );
    const balances = await accountBalances(
      this.em,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      organizationId: r.organization_id,
      name: r.name,
      balanceCents: shownAmountCents('payable', balances.get(r.id)?.balanceCents ?? 0),
    }));
  }
}
