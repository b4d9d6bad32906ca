import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ReportKind, ReportPeriod } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { ReportKindEnum, ReportPeriodEnum, ScheduledReportType } from './dtos/scheduled-report.type';
import { ScheduledReportService } from './scheduled-report.service';

// /reports: the caller's own scheduled reports (issue 16, Insight).
@Resolver(() => ScheduledReportType)
export class ScheduledReportResolver {
  constructor(private readonly reports: ScheduledReportService) {}

  @Query(() => [ScheduledReportType], { description: "The caller's scheduled reports, newest first" })
  scheduledReports(@CurrentUser() user: AuthUser): Promise<ScheduledReportType[]> {
    return this.reports.list(user);
  }

  @Mutation(() => ScheduledReportType, { description: 'Schedules a report: its CSV is e-mailed to the caller for each period' })
  createScheduledReport(
    @CurrentUser() user: AuthUser,
    @Args('kind', { type: () => ReportKindEnum }) kind: ReportKind,
    @Args('period', { type: () => ReportPeriodEnum }) period: ReportPeriod,
  ): Promise<ScheduledReportType> {
    return this.reports.create(user, kind, period);
  }

  @Mutation(() => ScheduledReportType)
  pauseScheduledReport(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<ScheduledReportType> {
    return this.reports.pause(user, id);
  }

  @Mutation(() => ScheduledReportType)
  resumeScheduledReport(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<ScheduledReportType> {
    return this.reports.resume(user, id);
  }

  @Mutation(() => SuccessResult, { description: 'Deletes the report and its Temporal Schedule' })
  async deleteScheduledReport(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.reports.remove(user, id);
    return SuccessResult.ok;
  }

  @Mutation(() => ScheduledReportType, { description: 'Sends the report now, for the period before now' })
  sendScheduledReportNow(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<ScheduledReportType> {
    return this.reports.sendNow(user, id);
  }
}
