import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDate, isRole, REPORT_KIND_LABELS, REPORT_PERIOD_LABELS } from '@pg/domain';
import type { ScheduledReportActivities } from '@pg/workflows';

import type { AuthUser } from '../common/auth-user';
import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import type { TemporalClientSource } from '../temporal/entity-process';
import { ScheduledReport } from './scheduled-report.entity';
import { scheduledReportRefusal } from './scheduled-report-access';
import { buildScheduledReport, type ReportRange } from './scheduled-report-csv';
import { ReportSchedules, scheduledReportRef } from './scheduled-report-schedules';

export interface ScheduledReportActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  config: AppConfig;
  temporal: TemporalClientSource;
}

/** "26-Nov-2026" for a day, "23-Nov-2026 to 29-Nov-2026" for longer periods (end exclusive). */
function rangeText(range: ReportRange): string {
  const last = new Date(range.end.getTime() - 1);
  const from = formatDate(range.start, 'UTC');
  const to = formatDate(last, 'UTC');
  return from === to ? from : `${from} to ${to}`;
}

/** 2026-11-26 for a day, 2026-11-01-to-2026-11-30 for longer periods. */
function fileDates(range: ReportRange): string {
  const from = range.start.toISOString().slice(0, 10);
  const to = new Date(range.end.getTime() - 1).toISOString().slice(0, 10);
  return from === to ? from : `${from}-to-${to}`;
}

// Activities of a scheduled report's runs (workflows/src/scheduled-report), built by a factory
// with the worker's Nest providers.
export function createScheduledReportActivities({ em: root, mail, config, temporal }: ScheduledReportActivityDeps): ScheduledReportActivities {
  const schedules = new ReportSchedules(temporal, config.taskQueue);
  return {
    async sendScheduledReport({ scheduledReportId, periodStart, periodEnd, runKey }) {
      const em = root.fork();
      const report = await em.findOne(ScheduledReport, { id: scheduledReportId }, { populate: ['owner', 'owner.organization', 'organization'] });
      if (!report) {
        // Deleted while its Schedule was out of reach (Temporal down): the Schedule goes now.
        await schedules.remove(scheduledReportId).catch(() => undefined);
        return { status: 'gone' };
      }
      // Sent already (a retry after the mail went out): the row is the receipt.
      if (report.lastRunKey === runKey) return { status: 'sent', rows: report.lastRowCount ?? 0 };
      const owner = report.owner;
      const refusal = scheduledReportRefusal(report, owner);
      if (refusal || !isRole(owner.role)) return { status: 'refused', reason: refusal ?? 'The account has no role any more' };
      const viewer: AuthUser = { id: owner.id, role: owner.role, organizationId: owner.organization.id, locked: false };
      const range = { start: new Date(periodStart), end: new Date(periodEnd) };
      const { csv, rows } = await buildScheduledReport(em, report.kind, viewer, range);
      const label = REPORT_KIND_LABELS[report.kind];
      const when = rangeText(range);
      await mail.send({
        to: owner.email,
        subject: `${label} report ${when}`,
        text: [
          `Hello ${owner.name},`,
          '',
          `Your ${REPORT_PERIOD_LABELS[report.period].toLowerCase()} ${label.toLowerCase()} report for ${when} (UTC) is attached: ${rows} ${rows === 1 ? 'row' : 'rows'}, CSV.`,
          '',
          `Pause or delete your scheduled reports at ${config.publicUrl}/reports`,
        ].join('\n'),
        attachments: [
          {
            filename: `${report.kind}-${fileDates(range)}.csv`,
            content: csv,
            contentType: 'text/csv; charset=utf-8',
          },
        ],
      });
      Object.assign(report, { lastSentAt: new Date(), lastRunKey: runKey, lastRowCount: rows });
      await em.flush();
      return { status: 'sent', rows };
    },

    async pauseRefusedScheduledReport({ scheduledReportId, reason }) {
      const em = root.fork();
      const report = await em.findOne(ScheduledReport, { id: scheduledReportId });
      if (!report) return;
      // Temporal first: a failure here is retried, and the row never says paused while runs go on.
      await schedules.pause(scheduledReportRef(report), reason);
      Object.assign(report, { paused: true, pausedReason: reason.slice(0, 255) });
      await em.flush();
    },
  };
}
