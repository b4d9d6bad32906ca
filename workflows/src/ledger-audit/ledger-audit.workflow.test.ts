import { randomUUID } from 'node:crypto';

import { ApplicationFailure } from '@temporalio/common';

import { sharedTestEnv, withWorker } from '../testing/workflow-harness';
import type { LedgerAuditActivities, LedgerAuditOutcome } from './ledger-audit.activities';
import { ledgerAuditWorkflow } from './ledger-audit.workflow';

// The audit process with stub activities: a clean run sends nothing; a run with differences
// e-mails its report once; a failing check is retried under the same run key.
describe('ledgerAuditWorkflow', () => {
  const env = sharedTestEnv();

  function stubs(outcomes: (LedgerAuditOutcome | Error)[]) {
    const calls = { audits: [] as string[], mails: [] as string[], failed: [] as { runKey: string; error: string }[] };
    const activities: LedgerAuditActivities = {
      async auditLedger({ runKey }) {
        calls.audits.push(runKey);
        const next = outcomes.shift();
        if (!next) throw new Error('no more outcomes');
        if (next instanceof Error) throw next;
        return next;
      },
      async recordFailedLedgerAudit({ runKey, error }) {
        calls.failed.push({ runKey, error });
        return { runId: 'failed-run', status: 'failed', differences: 0 };
      },
      async mailLedgerAudit({ runId }) {
        calls.mails.push(runId);
      },
    };
    return { calls, activities };
  }

  const run = async (activities: LedgerAuditActivities): Promise<LedgerAuditOutcome> => {
    let outcome: LedgerAuditOutcome | undefined;
    await withWorker(env(), activities, async (taskQueue) => {
      outcome = await env().client.workflow.execute(ledgerAuditWorkflow, { taskQueue, workflowId: `audit-${randomUUID()}`, args: [{ trigger: 'manual' }] });
    });
    if (!outcome) throw new Error('the audit did not finish');
    return outcome;
  };

  it('a clean run records and sends nothing', async () => {
    const { calls, activities } = stubs([{ runId: 'r1', status: 'clean', differences: 0 }]);
    expect(await run(activities)).toEqual({ runId: 'r1', status: 'clean', differences: 0 });
    expect(calls.mails).toEqual([]);
  });

  it('differences are e-mailed once; a check that failed is retried under the same run key', async () => {
    const { calls, activities } = stubs([new Error('connection reset'), { runId: 'r2', status: 'differences', differences: 3 }]);
    expect(await run(activities)).toMatchObject({ status: 'differences', differences: 3 });
    expect(calls.audits).toHaveLength(2);
    expect(new Set(calls.audits).size).toBe(1);
    expect(calls.mails).toEqual(['r2']);
    expect(calls.failed).toEqual([]);
  }, 30000);

  // The last retry's failure (non-retryable here, so the test need not wait out five attempts).
  it('checks that could not finish are recorded as a failed run under the same run key, and e-mailed', async () => {
    const { calls, activities } = stubs([ApplicationFailure.nonRetryable('database is down')]);
    expect(await run(activities)).toEqual({ runId: 'failed-run', status: 'failed', differences: 0 });
    expect(calls.audits).toHaveLength(1);
    expect(calls.failed).toEqual([{ runKey: calls.audits[0], error: 'database is down' }]);
    expect(calls.mails).toEqual(['failed-run']);
  }, 30000);
});
