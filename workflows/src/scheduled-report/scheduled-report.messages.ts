import type { ReportKind, ReportPeriod } from '@pg/domain';

/** What a report's Temporal Schedule starts its workflow with (kind and period never change). */
export interface ScheduledReportInput {
  scheduledReportId: string;
  kind: ReportKind;
  period: ReportPeriod;
}

/** Each report's Temporal Schedule (Temporal UI: Schedules); its runs are `report-<id>-<time>`. */
export const scheduledReportScheduleId = (scheduledReportId: string) => `report-${scheduledReportId}`;

/** Reports go out at 06:00 UTC: daily, Mondays, and on the 1st (docs/decisions/README.md, Insight). */
export const SCHEDULED_REPORT_HOUR_UTC = 6;
