import { Module } from '@nestjs/common';

import { ScheduledReportResolver } from './scheduled-report.resolver';
import { ScheduledReportService } from './scheduled-report.service';

// Scheduled reports (issue 16, Insight): /reports; the runs are activities of the worker
// (scheduled-report.activities.ts), started by each report's Temporal Schedule.
@Module({ providers: [ScheduledReportService, ScheduledReportResolver] })
export class ScheduledReportsModule {}
