import { randomUUID } from 'node:crypto';

import { reportPeriodRange } from '@pg/domain';

import { sharedTestEnv, withWorker } from '../testing/workflow-harness';
import type { ScheduledReportActivities, ScheduledReportOutcome } from './scheduled-report.activities';
import type { ScheduledReportInput } from './scheduled-report.messages';
import { scheduledReportWorkflow } from './scheduled-report.workflow';

// One run of a scheduled report with stub activities: the period before the run is sent; a
// report its owner may no longer have pauses itself; a failed send is retried under one run key.
describe('scheduledReportWorkflow', () => {
  const env = sharedTestEnv();

  function stubs(outcomes: (ScheduledReportOutcome | Error)[]) {
    const calls = {
      sends: [] as { scheduledReportId: string; periodStart: string; periodEnd: string; runKey: string }[],
      pauses: [] as { scheduledReportId: string; reason: string }[],
    };
    const activities: ScheduledReportActivities = {
      async sendScheduledReport(input) {
        calls.sends.push(input);
        const next = outcomes.shift();
        if (!next) throw new Error('no more outcomes');
        if (next instanceof Error) throw next;
        return next;
      },
      async pauseRefusedScheduledReport(input) {
        calls.pauses.push(input);
      },
    };
    return { calls, activities };
  }

  const run = async (activities: ScheduledReportActivities, input: Omit<ScheduledReportInput, 'scheduledReportId'>) => {
    let outcome: ScheduledReportOutcome | undefined;
    const workflowId = `report-${randomUUID()}-run`;
    const before = new Date();
    await withWorker(env(), activities, async (taskQueue) => {
      outcome = await env().client.workflow.execute(scheduledReportWorkflow, { taskQueue, workflowId, args: [{ scheduledReportId: 'sr-1', ...input }] });
    });
    if (!outcome) throw new Error('the run did not finish');
    return { outcome, workflowId, before, after: new Date() };
  };

  it('sends the day before the run, keyed by the run, and pauses nothing', async () => {
    const { calls, activities } = stubs([{ status: 'sent', rows: 3 }]);
    const { outcome, workflowId, before, after } = await run(activities, { kind: 'checkouts', period: 'DAILY' });
    expect(outcome).toEqual({ status: 'sent', rows: 3 });
    expect(calls.sends).toHaveLength(1);
    // The workflow's clock is the run's start: the range is that of a time within the test.
    const ranges = [reportPeriodRange('DAILY', before), reportPeriodRange('DAILY', after)].map((r) => ({
      periodStart: r.start.toISOString(),
      periodEnd: r.end.toISOString(),
    }));
    expect(ranges).toContainEqual({ periodStart: calls.sends[0].periodStart, periodEnd: calls.sends[0].periodEnd });
    expect(calls.sends[0]).toMatchObject({ scheduledReportId: 'sr-1', runKey: workflowId });
    expect(Date.parse(calls.sends[0].periodEnd) - Date.parse(calls.sends[0].periodStart)).toBe(86_400_000);
    expect(calls.pauses).toEqual([]);
  });

  it('a monthly run covers the whole month before', async () => {
    const { calls, activities } = stubs([{ status: 'sent', rows: 0 }]);
    const { after } = await run(activities, { kind: 'ledger', period: 'MONTHLY' });
    const start = new Date(calls.sends[0].periodStart);
    const end = new Date(calls.sends[0].periodEnd);
    expect(end.getUTCDate()).toBe(1);
    expect(start.getUTCDate()).toBe(1);
    expect(end.getTime()).toBeLessThanOrEqual(after.getTime());
    expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
  });

  it('a report its owner may no longer have pauses itself, with the reason', async () => {
    const { calls, activities } = stubs([{ status: 'refused', reason: 'The account is locked' }]);
    const { outcome } = await run(activities, { kind: 'transfers', period: 'WEEKLY' });
    expect(outcome).toEqual({ status: 'refused', reason: 'The account is locked' });
    expect(calls.pauses).toEqual([{ scheduledReportId: 'sr-1', reason: 'The account is locked' }]);
  });

  it('a deleted report ends the run quietly', async () => {
    const { calls, activities } = stubs([{ status: 'gone' }]);
    expect((await run(activities, { kind: 'invoices', period: 'DAILY' })).outcome).toEqual({ status: 'gone' });
    expect(calls.pauses).toEqual([]);
  });

  it('a send that failed is retried for the same period under the same run key', async () => {
    const { calls, activities } = stubs([new Error('SMTP unavailable'), { status: 'sent', rows: 1 }]);
    expect((await run(activities, { kind: 'refunds', period: 'WEEKLY' })).outcome).toEqual({ status: 'sent', rows: 1 });
    expect(calls.sends).toHaveLength(2);
    expect(calls.sends[1]).toEqual(calls.sends[0]);
  }, 30000);
});
