import { Module } from '@nestjs/common';

import { BankDashboardService } from './bank-dashboard.service';
import { DashboardsResolver } from './dashboards.resolver';
import { MerchantDashboardService } from './merchant-dashboard.service';
import { PlatformDashboardService } from './platform-dashboard.service';
import { StuckProcessesService } from './stuck-processes.service';

/** Per-role dashboard figures: aggregates of the ledger's daily roll-up and the record tables (API only). */
@Module({ providers: [MerchantDashboardService, BankDashboardService, PlatformDashboardService, StuckProcessesService, DashboardsResolver] })
export class DashboardsModule {}
