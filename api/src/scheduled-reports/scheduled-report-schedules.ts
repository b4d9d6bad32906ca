import { type ReportPeriod, SCHEDULED_REPORT_MESSAGES } from '@pg/domain';
import { EntityCodeKey, OrganizationIdKey, SCHEDULED_REPORT_HOUR_UTC, type ScheduledReportInput, scheduledReportScheduleId } from '@pg/workflows';
import { type Client, ScheduleAlreadyRunning, ScheduleNotFoundError, type ScheduleOptions, ScheduleOverlapPolicy, type ScheduleSpec } from '@temporalio/client';

import { badInput } from '../common/gateway.exception';
import { bounded } from '../temporal/bounded-call';
import type { TemporalClientSource } from '../temporal/entity-process';
import type { ScheduledReport } from './scheduled-report.entity';

/** How long a schedule call may take before the scheduler counts as not answering. */
const TEMPORAL_CALL_MS = 5_000;

/** What a Schedule needs to know of its report. */
export interface ScheduledReportRef {
  id: string;
  kind: ScheduledReportInput['kind'];
  period: ReportPeriod;
  paused: boolean;
  /** The owner's organization, for Temporal UI's filter; null for staff. */
  organizationId: string | null;
}

export const scheduledReportRef = (report: ScheduledReport): ScheduledReportRef => ({
  id: report.id,
  kind: report.kind,
  period: report.period,
  paused: report.paused,
  organizationId: report.organization?.id ?? null,
});

/**
 * Seconds between runs instead of the calendar, for tests only: REPORT_SCHEDULE_TEST_INTERVAL_SECONDS
 * is honoured only when NODE_ENV is `test` (Jest), so no deployment can turn it on by accident.
 */
export function testIntervalSeconds(env: NodeJS.ProcessEnv = process.env): number | null {
  if (env.NODE_ENV !== 'test') return null;
  const seconds = Number(env.REPORT_SCHEDULE_TEST_INTERVAL_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** Daily at 06:00 UTC, Mondays at 06:00 UTC, the 1st at 06:00 UTC (docs/decisions/README.md, Insight). */
export function scheduleSpecFor(period: ReportPeriod, intervalSeconds: number | null = null): ScheduleSpec {
  if (intervalSeconds) return { intervals: [{ every: `${intervalSeconds}s` }] };
  const hour = SCHEDULED_REPORT_HOUR_UTC;
  if (period === 'DAILY') return { calendars: [{ hour, comment: 'daily, for the day before' }] };
  if (period === 'WEEKLY') return { calendars: [{ dayOfWeek: 'MONDAY', hour, comment: 'Mondays, for the week before' }] };
  return { calendars: [{ dayOfMonth: 1, hour, comment: 'the 1st, for the month before' }] };
}

export function scheduleOptionsFor(report: ScheduledReportRef, taskQueue: string, intervalSeconds: number | null = null): ScheduleOptions {
  const scheduleId = scheduledReportScheduleId(report.id);
  const input: ScheduledReportInput = { scheduledReportId: report.id, kind: report.kind, period: report.period };
  return {
    scheduleId,
    spec: scheduleSpecFor(report.period, intervalSeconds),
    action: {
      type: 'startWorkflow',
      workflowType: 'scheduledReportWorkflow',
      // Temporal appends each run's time: report-<id>-2026-12-01T06:00:00Z
      workflowId: scheduleId,
      taskQueue,
      args: [input],
      typedSearchAttributes: [
        ...(report.organizationId ? [{ key: OrganizationIdKey, value: report.organizationId }] : []),
        { key: EntityCodeKey, value: scheduleId },
      ],
    },
    // A run missed while Temporal was down is still taken within a day; never two at once.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    state: { paused: report.paused, note: report.paused ? 'paused' : undefined },
  };
}

/** A Schedule call, cancelled past TEMPORAL_CALL_MS; a scheduler that fails or does not answer gives the message people read. */
async function call<T>(client: Client, work: () => Promise<T>): Promise<T> {
  try {
    return await bounded(client, TEMPORAL_CALL_MS, work);
  } catch (error) {
    if (error instanceof ScheduleNotFoundError || error instanceof ScheduleAlreadyRunning) throw error;
    throw badInput(SCHEDULED_REPORT_MESSAGES.temporalDown);
  }
}

/**
 * The Temporal Schedules of scheduled reports, one per report (`report-<id>`). Every call is
 * bounded in time; a scheduler that does not answer becomes SCHEDULED_REPORT_MESSAGES.temporalDown.
 * A Schedule missing in Temporal (lost with a dev server's data) is made again where that keeps
 * the row and Temporal in agreement (pause, resume, send now).
 */
export class ReportSchedules {
  constructor(
    private readonly temporal: TemporalClientSource,
    private readonly taskQueue: string,
    /** Read at each Schedule's creation (tests change it between reports). */
    private readonly intervalSeconds: () => number | null = () => testIntervalSeconds(),
  ) {}

  /**
   * The client, or the message when it cannot connect in TEMPORAL_CALL_MS. A race against a timer,
   * not `bounded()`: what is left behind is the one shared connection attempt, which the next
   * request wants to go on (no call runs on it yet, so nothing retries behind the caller).
   */
  private async client(): Promise<Client> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), TEMPORAL_CALL_MS)));
    try {
      return await Promise.race([this.temporal.getClient(), late]);
    } catch {
      throw badInput(SCHEDULED_REPORT_MESSAGES.temporalDown);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Creates the Schedule, in the row's paused state; one that exists already is kept (a retried create). */
  async ensure(report: ScheduledReportRef): Promise<string> {
    const client = await this.client();
    const options = scheduleOptionsFor(report, this.taskQueue, this.intervalSeconds());
    try {
      await call(client, () => client.schedule.create(options));
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
    return options.scheduleId;
  }

  async pause(report: ScheduledReportRef, note: string): Promise<void> {
    const client = await this.client();
    try {
      await call(client, () => client.schedule.getHandle(scheduledReportScheduleId(report.id)).pause(note));
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
      await this.ensure({ ...report, paused: true });
    }
  }

  async resume(report: ScheduledReportRef): Promise<void> {
    const client = await this.client();
    try {
      await call(client, () => client.schedule.getHandle(scheduledReportScheduleId(report.id)).unpause('resumed'));
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
      await this.ensure({ ...report, paused: false });
    }
  }

  /** Starts a run now (the Schedule's action, whatever its state). */
  async trigger(report: ScheduledReportRef): Promise<void> {
    const client = await this.client();
    const handle = client.schedule.getHandle(scheduledReportScheduleId(report.id));
    try {
      await call(client, () => handle.trigger(ScheduleOverlapPolicy.ALLOW_ALL));
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
      await this.ensure(report);
      await call(client, () => handle.trigger(ScheduleOverlapPolicy.ALLOW_ALL));
    }
  }

  /** Deletes the Schedule; one already gone counts as deleted. */
  async remove(reportId: string): Promise<void> {
    const client = await this.client();
    try {
      await call(client, () => client.schedule.getHandle(scheduledReportScheduleId(reportId)).delete());
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
  }

  /** The next run of each Schedule (null when paused, missing, or Temporal does not answer): the list never fails for it. */
  async nextRuns(reportIds: string[]): Promise<Map<string, Date | null>> {
    const next = new Map<string, Date | null>(reportIds.map((id) => [id, null]));
    let client: Client;
    try {
      client = await this.client();
    } catch {
      return next;
    }
    await Promise.all(
      reportIds.map(async (id) => {
        try {
          const description = await call(client, () => client.schedule.getHandle(scheduledReportScheduleId(id)).describe());
          next.set(id, description.state.paused ? null : (description.info.nextActionTimes[0] ?? null));
        } catch {
          // shown as unknown
        }
      }),
    );
    return next;
  }
}
