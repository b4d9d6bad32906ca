import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  canScheduleReport,
  isStaff,
  MAX_SCHEDULED_REPORTS,
  type ReportKind,
  type ReportPeriod,
  SCHEDULED_REPORT_MESSAGES as M,
  validateScheduledReport,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput, GatewayErrorCode, GatewayException, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Organization } from '../organizations/organization.entity';
import { TemporalService } from '../temporal/temporal.service';
import { User } from '../users/user.entity';
import type { ScheduledReportType } from './dtos/scheduled-report.type';
import { ScheduledReport } from './scheduled-report.entity';
import { ReportSchedules, scheduledReportRef } from './scheduled-report-schedules';

const toType = (report: ScheduledReport, nextRunAt: Date | null = null): ScheduledReportType => ({
  id: report.id,
  kind: report.kind,
  period: report.period,
  paused: report.paused,
  pausedReason: report.pausedReason ?? null,
  nextRunAt: report.paused ? null : nextRunAt,
  lastSentAt: report.lastSentAt ?? null,
  createdAt: report.createdAt,
});

/**
 * A person's scheduled reports (/reports). The row is the record, its Temporal Schedule
 * (`report-<id>`) the clock: a Schedule is made only after its row is committed, and every
 * change goes to Temporal first and to the row after, so a scheduler that does not answer
 * leaves the row as it was and the person reads SCHEDULED_REPORT_MESSAGES.temporalDown.
 */
@Injectable()
export class ScheduledReportService {
  private readonly schedules: ReportSchedules;

  constructor(
    private readonly em: EntityManager,
    temporal: TemporalService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.schedules = new ReportSchedules(temporal, config.taskQueue);
  }

  async list(user: AuthUser): Promise<ScheduledReportType[]> {
    const rows = await this.em.find(ScheduledReport, { owner: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const next = await this.schedules.nextRuns(rows.filter((r) => !r.paused).map((r) => r.id));
    return rows.map((r) => toType(r, next.get(r.id) ?? null));
  }

  /**
   * Commits the row, then makes its Schedule. A retry after a crash between the two finds the row
   * without a Schedule and completes it; when Temporal does not answer the row is taken back.
   */
  async create(user: AuthUser, kind: ReportKind, period: ReportPeriod): Promise<ScheduledReportType> {
    assertValid(validateScheduledReport(user.role, { kind, period }));
    let report = await this.em.findOne(ScheduledReport, { owner: user.id, kind, period });
    if (report?.scheduleId) throw badInput({ kind: M.duplicate });
    const made = !report;
    if (!report) {
      if ((await this.em.count(ScheduledReport, { owner: user.id })) >= MAX_SCHEDULED_REPORTS) throw badInput(M.tooMany);
      report = this.em.create(ScheduledReport, {
        owner: this.em.getReference(User, user.id),
        organization: isStaff(user.role) ? null : this.em.getReference(Organization, user.organizationId),
        kind,
        period,
        paused: false,
      });
      try {
        await this.em.flush();
      } catch (error) {
        // The same choice sent twice at once: the other request made it.
        if (error instanceof UniqueConstraintViolationException) throw badInput({ kind: M.duplicate });
        throw error;
      }
    }
    try {
      report.scheduleId = await this.schedules.ensure(scheduledReportRef(report));
    } catch (error) {
      if (made) await this.em.remove(report).flush();
      throw error;
    }
    await this.em.flush();
    return toType(report, (await this.schedules.nextRuns([report.id])).get(report.id) ?? null);
  }

  async pause(user: AuthUser, id: string): Promise<ScheduledReportType> {
    const report = await this.own(user, id);
    if (!report.paused) {
      await this.schedules.pause(scheduledReportRef(report), 'paused by its owner');
      Object.assign(report, { paused: true, pausedReason: null });
      await this.em.flush();
    }
    return toType(report);
  }

  /** Only a report the person may still have (role unchanged): one that paused itself stays paused otherwise. */
  async resume(user: AuthUser, id: string): Promise<ScheduledReportType> {
    const report = await this.own(user, id);
    this.assertAllowed(user, report);
    if (report.paused) {
      await this.schedules.resume(scheduledReportRef(report));
      Object.assign(report, { paused: false, pausedReason: null });
      await this.em.flush();
    }
    return toType(report, (await this.schedules.nextRuns([report.id])).get(report.id) ?? null);
  }

  /** Deletes the Schedule (one already gone in Temporal counts as deleted), then the row. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const report = await this.own(user, id);
    await this.schedules.remove(report.id);
    await this.em.remove(report).flush();
  }

  /** Triggers the Schedule: a run now, for the period before now; the e-mail follows within seconds. */
  async sendNow(user: AuthUser, id: string): Promise<ScheduledReportType> {
    const report = await this.own(user, id);
    this.assertAllowed(user, report);
    await this.schedules.trigger(scheduledReportRef(report));
    return toType(report);
  }

  private assertAllowed(user: AuthUser, report: ScheduledReport): void {
    if (!canScheduleReport(user.role, report.kind)) throw new GatewayException(GatewayErrorCode.FORBIDDEN, M.kindNotAllowed);
  }

  /** The caller's own report; anyone else's reads as not found. */
  private async own(user: AuthUser, id: string): Promise<ScheduledReport> {
    const report = UUID.test(id) ? await this.em.findOne(ScheduledReport, { id, owner: user.id }, { populate: ['organization'] }) : null;
    if (!report) throw notFound('Scheduled report');
    return report;
  }
}
