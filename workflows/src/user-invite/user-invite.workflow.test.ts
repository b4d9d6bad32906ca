import { randomUUID } from 'node:crypto';

import { organizationReportWorkflow } from '../organization-report/organization-report.workflow';
import { sharedTestEnv, withWorker } from '../testing/workflow-harness';
import { userInviteWorkflow } from './user-invite.workflow';

// The two mail processes of users and organizations administration: a failing mail server is
// retried, and every attempt carries the same idempotency key (workflow id + activity).
describe('invite and organization report processes', () => {
  const env = sharedTestEnv();

  it('sends the invite, retrying a failing mail server with one key', async () => {
    const keys: string[] = [];
    await withWorker(
      env(),
      {
        sendInviteEmail: async ({ userId, issuedBy }: { userId: string; issuedBy: string }) => {
          keys.push(`${userId}|${issuedBy}`);
          if (keys.length < 2) throw new Error('SMTP 421 try later');
        },
      },
      async (taskQueue) => {
        const workflowId = `invite-u1-${randomUUID()}`;
        const result = await env().client.workflow.execute(userInviteWorkflow, { taskQueue, workflowId, args: [{ userId: 'u1', invitedById: 'o1' }] });
        expect(result).toBe('sent');
        expect(keys).toEqual([`u1|${workflowId}/send`, `u1|${workflowId}/send`]);
      },
    );
  });

  it('builds and mails the report for the requester and the filter', async () => {
    const calls: unknown[] = [];
    await withWorker(
      env(),
      {
        sendOrganizationReport: async (input: unknown) => {
          calls.push(input);
          return 7;
        },
      },
      async (taskQueue) => {
        const workflowId = `organization-report-${randomUUID()}`;
        const rows = await env().client.workflow.execute(organizationReportWorkflow, {
          taskQueue,
          workflowId,
          args: [{ requestedById: 'u9', filter: { status: ['requested'] } }],
        });
        expect(rows).toBe(7);
        expect(calls).toEqual([{ requestedById: 'u9', filter: { status: ['requested'] }, issuedBy: `${workflowId}/send` }]);
      },
    );
  });
});
