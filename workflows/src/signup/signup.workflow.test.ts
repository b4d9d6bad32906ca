import { randomUUID } from 'node:crypto';

import { sharedTestEnv, waitFor, withWorker } from '../testing/workflow-harness';
import type { SignupActivities } from './signup.activities';
import { emailVerifiedSignal, signupStateQuery } from './signup.messages';
import { signupVerificationWorkflow } from './signup.workflow';

describe('signupVerificationWorkflow', () => {
  const env = sharedTestEnv();

  const run = (activities: SignupActivities, body: (taskQueue: string) => Promise<void>) => withWorker(env(), activities, body);

  it('sends the link, then ends as verified when signalled', async () => {
    const sent: string[] = [];
    const expired: string[] = [];
    await run(
      {
        sendVerificationEmail: async ({ userId, issuedBy }) => void sent.push(`${userId}|${issuedBy}`),
        expireVerificationLinks: async ({ userId }) => void expired.push(userId),
      },
      async (taskQueue) => {
        const handle = await env().client.workflow.start(signupVerificationWorkflow, {
          taskQueue,
          workflowId: 'signup-u1-' + randomUUID(),
          args: [{ userId: 'u1', linkTtlMs: 60_000 }],
        });
        // Wait until the e-mail step is done, then use the link.
        await waitFor(async () => (await handle.query(signupStateQuery)) === 'awaitingVerification');
        await handle.signal(emailVerifiedSignal);
        expect(await handle.result()).toBe('verified');
      },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^u1\|signup-u1-.+\/send$/);
    expect(expired).toEqual([]);
  });

  it('retries a failing mail server, then expires the link when the timer fires', async () => {
    let attempts = 0;
    const expired: string[] = [];
    await run(
      {
        sendVerificationEmail: async () => {
          attempts++;
          if (attempts < 2) throw new Error('SMTP 421 try later');
        },
        expireVerificationLinks: async ({ userId }) => void expired.push(userId),
      },
      async (taskQueue) => {
        const result = await env().client.workflow.execute(signupVerificationWorkflow, {
          taskQueue,
          workflowId: 'signup-u2-' + randomUUID(),
          args: [{ userId: 'u2', linkTtlMs: 1500 }],
        });
        expect(result).toBe('expired');
      },
    );
    expect(attempts).toBe(2);
    expect(expired).toEqual(['u2']);
  });
});
