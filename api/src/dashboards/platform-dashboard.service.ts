import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DISPUTE_PROGRESS_STATUSES, disputeStagesAwaiting, PLATFORM_ACCOUNT_IDS, refundStagesAwaiting, shownAmountCents } from '@pg/domain';

import { disputeQueue, refundQueue } from './dashboard-queues';
import { bucketsOf, type DashboardBucket, dashboardRange } from './dashboard-range';
import type { MoneyPoint } from './dtos/dashboard-common.type';
import type { PlatformDashboard } from './dtos/platform-dashboard.type';
import { ledgerSeries, type SeriesRow } from './ledger-series';
import { paymentPoints } from './merchant-dashboard.service';
import { StuckProcessesService } from './stuck-processes.service';

const DUE_SOON_MS = 48 * 60 * 60 * 1000;
const FEE_ACCOUNTS: readonly string[] = [PLATFORM_ACCOUNT_IDS.feeRevenue, PLATFORM_ACCOUNT_IDS.disputeFeeRevenue];

/** Every merchant's payments (gross) and the platform's fee revenue (as "net") per bucket. */
export function platformPoints(buckets: string[], rows: SeriesRow[]): MoneyPoint[] {
  const points = paymentPoints(buckets, rows).map((p) => ({ ...p, netCents: 0 }));
  const byBucket = new Map(points.map((p) => [p.bucket, p]));
  for (const row of rows) {
    const point = byBucket.get(row.bucket);
    if (point && FEE_ACCOUNTS.includes(row.account)) point.netCents += shownAmountCents('feeRevenue', row.amountCents);
  }
  return points;
}

// platformDashboard: PG Admin (role matrix); the whole platform.
@Injectable()
export class PlatformDashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly stuck: StuckProcessesService,
  ) {}

  async dashboard(from?: string | null, to?: string | null, bucket?: DashboardBucket | null): Promise<PlatformDashboard> {
    const range = dashboardRange(from, to, bucket);
    const [series, byStatus, disputesDueSoon, refundsAwaiting, stuckProcesses] = await Promise.all([
      ledgerSeries(this.em, { allPayables: true, accountIds: FEE_ACCOUNTS }, range),
      this.em.execute<{ status: string; n: string }[]>('select progress_status as status, count(*) as n from dispute where livemode group by 1'),
      disputeQueue(this.em, disputeStagesAwaiting('merchant'), { dueBefore: new Date(Date.now() + DUE_SOON_MS) }),
      refundQueue(this.em, refundStagesAwaiting('pg')),
      this.stuck.find(),
    ]);
    const volume = platformPoints(bucketsOf(range), series);
    const counts = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
    return {
      ...range,
      volume,
      grossCents: volume.reduce((n, p) => n + p.grossCents, 0),
      feeRevenueCents: volume.reduce((n, p) => n + p.netCents, 0),
      disputesByStatus: DISPUTE_PROGRESS_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      disputesDueSoon,
      refundsAwaiting,
      stuckProcesses,
    };
  }
}
