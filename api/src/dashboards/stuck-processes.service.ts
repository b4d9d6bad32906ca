import { Inject, Injectable } from '@nestjs/common';
import type { Client, WorkflowExecutionInfo } from '@temporalio/client';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';
import type { StuckProcess, StuckProcesses } from './dtos/platform-dashboard.type';

/** Running processes described per look (oldest first); the rest are counted as not looked at. */
const MAX_DESCRIBED = 200;
const PARALLEL = 8;
/** One look serves the dashboards of the next half minute (or the threshold, if shorter): describing is a call per process. */
const CACHE_MS = 30_000;

type Timestamp = { seconds?: { toNumber: () => number } | number | null; nanos?: number | null } | null | undefined;
const msOf = (ts: Timestamp): number | undefined =>
  ts?.seconds == null ? undefined : (typeof ts.seconds === 'number' ? ts.seconds : ts.seconds.toNumber()) * 1000 + Math.floor((ts.nanos ?? 0) / 1e6);

/**
 * Processes that are stuck: running, with a pending step (an activity, or a workflow task no
 * worker has finished) whose last sign of progress (scheduled, started, heartbeat) is older than
 * the threshold. A process waiting for a person or a timer (an unpaid invoice, a refund at the
 * bank) has no pending step, so it is waiting, not stuck. From Temporal's visibility (list the
 * open workflows started before the threshold) and a describe of each.
 */
@Injectable()
export class StuckProcessesService {
  private cached?: { at: number; value: Promise<StuckProcesses> };

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  find(now = Date.now()): Promise<StuckProcesses> {
    if (!this.cached || now - this.cached.at > Math.min(CACHE_MS, this.config.stuckProcessMs)) this.cached = { at: now, value: this.look(now) };
    return this.cached.value;
  }

  private async look(now: number): Promise<StuckProcesses> {
    const thresholdMs = this.config.stuckProcessMs;
    const thresholdMinutes = Math.round(thresholdMs / 60_000);
    try {
      const client = await this.temporal.getClient();
      const since = new Date(now - thresholdMs).toISOString();
      const open: WorkflowExecutionInfo[] = [];
      for await (const info of client.workflow.list({ query: `ExecutionStatus = 'Running' AND StartTime < '${since}'` })) {
        open.push(info);
        if (open.length >= MAX_DESCRIBED) break;
      }
      const items: StuckProcess[] = [];
      for (let i = 0; i < open.length; i += PARALLEL) {
        const found = await Promise.all(open.slice(i, i + PARALLEL).map((info) => this.stuck(client, info, now - thresholdMs)));
        for (const item of found) if (item) items.push(item);
      }
      items.sort((a, b) => a.lastProgressAt.getTime() - b.lastProgressAt.getTime());
      return { thresholdMinutes, checked: open.length, items, error: null };
    } catch (error) {
      // The dashboard still shows its figures; this card says why it has none.
      this.cached = undefined;
      const reason = error instanceof Error ? error.message : String(error);
      return { thresholdMinutes, checked: 0, items: [], error: `Temporal could not be asked for running processes: ${reason}` };
    }
  }

  private async stuck(client: Client, info: WorkflowExecutionInfo, before: number): Promise<StuckProcess | undefined> {
    const { raw } = await client.workflow.getHandle(info.workflowId, info.runId).describe();
    const steps = [
      ...(raw.pendingActivities ?? []).map((a) => ({
        waitingOn: `activity ${a.activityType?.name ?? '?'}`,
        last: Math.max(msOf(a.scheduledTime) ?? 0, msOf(a.lastStartedTime) ?? 0, msOf(a.lastHeartbeatTime) ?? 0),
        attempts: a.attempt ?? 1,
        lastFailure: a.lastFailure?.message ?? null,
      })),
      ...(raw.pendingWorkflowTask
        ? [
            {
              waitingOn: 'workflow task (no worker has finished it)',
              last: Math.max(msOf(raw.pendingWorkflowTask.scheduledTime) ?? 0, msOf(raw.pendingWorkflowTask.startedTime) ?? 0),
              attempts: raw.pendingWorkflowTask.attempt ?? 1,
              lastFailure: null,
            },
          ]
        : []),
    ].filter((s) => s.last > 0 && s.last < before);
    const step = steps.sort((a, b) => a.last - b.last)[0];
    if (!step) return undefined;
    return {
      workflowId: info.workflowId,
      workflowType: info.type,
      startedAt: info.startTime,
      lastProgressAt: new Date(step.last),
      waitingOn: step.waitingOn,
      attempts: step.attempts,
      lastFailure: step.lastFailure,
    };
  }
}
