import { reportPeriodRange } from '@pg/domain';
import { proxyActivities, workflowInfo } from '@temporalio/workflow';

import type { ScheduledReportActivities, ScheduledReportOutcome } from './scheduled-report.activities';
import type { ScheduledReportInput } from './scheduled-report.messages';

// Building the file reads a period of one list; the mail may fail for a while: retry for a day
// (a report a day late is still worth having; the next run reports on its own period).
const { sendScheduledReport, pauseRefusedScheduledReport } = proxyActivities<ScheduledReportActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  scheduleToCloseTimeout: '1 day',
});

/**
 * One run of a scheduled report (its Schedule `report-<id>`, or "Send now"): the CSV of the
 * period before the run (workflow time is the run's start, so a retry covers the same period)
 * e-mailed to its owner. When the owner may no longer have it (locked, role changed), nothing is
 * sent and the schedule pauses itself.
 */
export async function scheduledReportWorkflow(input: ScheduledReportInput): Promise<ScheduledReportOutcome> {
  const { start, end } = reportPeriodRange(input.period, new Date());
  const outcome = await sendScheduledReport({
    scheduledReportId: input.scheduledReportId,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    runKey: workflowInfo().workflowId,
  });
  if (outcome.status === 'refused') await pauseRefusedScheduledReport({ scheduledReportId: input.scheduledReportId, reason: outcome.reason });
  return outcome;
}
