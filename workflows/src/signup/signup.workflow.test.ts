import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import { createTestEnv } from '../testing/test-env';
import type { SignupActivities } from './signup.activities';
import { emailVerifiedSignal, signupStateQuery } from './signup.messages';
import { signupVerificationWorkflow } from './signup.workflow';

describe('signupVerificationWorkflow', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTestEnv();
  }, 60000);
  afterAll(async () => {
    await env?.teardown();
  });

  async function run(
    activities: SignupActivities,
    body: (taskQueue: string) => Promise<void>,
  ): Promise<void> {
    const taskQueue = `signup-${randomUUID()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowsPath: require.resolve('../workflows'),
      activities,
    });
    await worker.runUntil(body(taskQueue));
  }

  it('sends the link, then ends as verified when signalled', async () => {
    const sent: string[] = [];
    const expired: string[] = [];
    await run(
      {
        sendVerificationEmail: async ({ userId, issuedBy }) => void sent.push(`${userId}|${issuedBy}`),
        expireVerificationLinks: async ({ userId }) => void expired.push(userId),
      },
      async (taskQueue) => {
        const handle = await env.client.workflow.start(signupVerificationWorkflow, {
          taskQueue,
          workflowId: 'signup-u1-' + randomUUID(),
          args: [{ userId: 'u1', linkTtlMs: 60_000 }],
        });
        // Wait until the e-mail step is done, then use the link.
        for (let i = 0; i < 100 && (await handle.query(signupStateQuery)) !== 'awaitingVerification'; i++) {
          await new Promise((r) => setTimeout(r, 50));
        }
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
        const result = await env.client.workflow.execute(signupVerificationWorkflow, {
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
