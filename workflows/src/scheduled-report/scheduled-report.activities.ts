/** What a scheduled run did: sent (with its rows), refused (the person may no longer have it), or gone (the report was deleted). */
export type ScheduledReportOutcome = { status: 'sent'; rows: number } | { status: 'refused'; reason: string } | { status: 'gone' };

// What the scheduled report process needs done outside the workflow (api/src/scheduled-reports/scheduled-report.activities.ts).
export interface ScheduledReportActivities {
  /**
   * Builds the CSV of the report's list for [periodStart, periodEnd) with the access its owner has
   * today and e-mails it to them. Idempotent per `runKey`: a retry after the mail went out sends nothing.
   */
  sendScheduledReport: (input: { scheduledReportId: string; periodStart: string; periodEnd: string; runKey: string }) => Promise<ScheduledReportOutcome>;
  /** Pauses the report's Temporal Schedule and marks it paused, with the reason (its owner may no longer have it). */
  pauseRefusedScheduledReport: (input: { scheduledReportId: string; reason: string }) => Promise<void>;
}
