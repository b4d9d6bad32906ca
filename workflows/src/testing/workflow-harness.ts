import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import { createTestEnv } from './test-env';

/** One local Temporal server for a test file: started before its tests, torn down after them. */
export function sharedTestEnv(): () => TestWorkflowEnvironment {
  let env: TestWorkflowEnvironment | undefined;
  beforeAll(async () => {
    env = await createTestEnv();
  }, 60000);
  afterAll(async () => {
    await env?.teardown();
  });
  return () => {
    if (!env) throw new Error('The Temporal test server is not running');
    return env;
  };
}

/** Runs `body` while a worker with these activities serves a task queue of its own. */
export async function withWorker(env: TestWorkflowEnvironment, activities: object, body: (taskQueue: string) => Promise<void>): Promise<void> {
  const taskQueue = `test-${randomUUID()}`;
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowsPath: require.resolve('../workflows'), activities });
  await worker.runUntil(() => body(taskQueue));
}
