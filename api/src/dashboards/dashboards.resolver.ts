import { Args, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { BankDashboardService } from './bank-dashboard.service';
import type { DashboardBucket } from './dashboard-range';
import { BankDashboard } from './dtos/bank-dashboard.type';
import { DashboardBucketEnum } from './dtos/dashboard-common.type';
import { MerchantDashboard } from './dtos/merchant-dashboard.type';
import { PlatformDashboard } from './dtos/platform-dashboard.type';
import { MerchantDashboardService } from './merchant-dashboard.service';
import { PlatformDashboardService } from './platform-dashboard.service';

const FROM = { type: () => String, nullable: true, description: 'First day, YYYY-MM-DD (UTC); default 89 days before `to`' };
const TO = { type: () => String, nullable: true, description: 'Last day, included, YYYY-MM-DD (UTC); default today' };
const BUCKET = { type: () => DashboardBucketEnum, nullable: true, description: 'Default week' };

// Who may ask is the role matrix's (OPERATION_ACCESS, enforced by the global guard); the
// merchant's tenant comes from the session inside the service.
@Resolver()
export class DashboardsResolver {
  constructor(
    private readonly merchant: MerchantDashboardService,
    private readonly bank: BankDashboardService,
    private readonly platform: PlatformDashboardService,
  ) {}

  @Query(() => MerchantDashboard, { description: "The merchant's dashboard figures for a period, its own organization only" })
  merchantDashboard(
    @CurrentUser() user: AuthUser,
    @Args('from', FROM) from?: string,
    @Args('to', TO) to?: string,
    @Args('bucket', BUCKET) bucket?: DashboardBucket,
    @Args('livemode', { type: () => Boolean, nullable: true, description: 'false: test objects (test mode) only; default live' }) livemode?: boolean | null,
  ): Promise<MerchantDashboard> {
    return this.merchant.dashboard(user, from, to, bucket, livemode ?? true);
  }

  @Query(() => BankDashboard, { description: "The bank staff's dashboard: outstanding balances, transfers, what waits for the bank" })
  bankDashboard(@Args('from', FROM) from?: string, @Args('to', TO) to?: string, @Args('bucket', BUCKET) bucket?: DashboardBucket): Promise<BankDashboard> {
    return this.bank.dashboard(from, to, bucket);
  }

  @Query(() => PlatformDashboard, { description: "The platform's dashboard: volume, fee revenue, disputes, refunds and stuck processes" })
  platformDashboard(
    @Args('from', FROM) from?: string,
    @Args('to', TO) to?: string,
    @Args('bucket', BUCKET) bucket?: DashboardBucket,
  ): Promise<PlatformDashboard> {
    return this.platform.dashboard(from, to, bucket);
  }
}
