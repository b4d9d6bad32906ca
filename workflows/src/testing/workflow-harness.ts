import { randomUUID } from 'node:crypto';

import { type WorkflowHandle, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';

import { pollPause } from '../../../test-support/sleep';
import { createTestEnv } from './test-env';
import { testWorkflowCode } from './workflow-code';

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
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, ...testWorkflowCode(), activities });
  await worker.runUntil(() => body(taskQueue));
}

/** Starts one process with the given input under a worker with these (stub) activities. */
export type EntityProcessRunner<I, R> = (
  activities: object,
  input: (code: string) => I,
  body: (handle: WorkflowHandle<(input: I) => Promise<R>>, code: string) => Promise<void>,
) => Promise<void>;

/**
 * Runs processes of one entity, named `<idPrefix>-<code>` as the API names them, with a random
 * code (`<codePrefix>-T-…`) so that runs on one server stay apart. The runner hands `body` the
 * handle and the code; the worker stops when `body` is done. (Curried so that the workflow
 * fixes the input type before a test writes the input: literals then keep their types.)
 */
export function entityProcessRunner<I, R>(
  env: () => TestWorkflowEnvironment,
  workflow: (input: I) => Promise<R>,
  { idPrefix, codePrefix }: { idPrefix: string; codePrefix: string },
): EntityProcessRunner<I, R> {
  return (activities, input, body) =>
    withWorker(env(), activities, async (taskQueue) => {
      const code = `${codePrefix}-T-${randomUUID().slice(0, 8)}`;
      const handle = await env().client.workflow.start(workflow, { taskQueue, workflowId: `${idPrefix}-${code}`, args: [input(code)] });
      await body(handle, code);
    });
}

/** The message of a refused update; fails the test when the update was accepted. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError) return error.cause?.message ?? error.message;
    throw error;
  }
  throw new Error('expected the update to be refused');
}

/** The ApplicationFailure type of a refused update (e.g. WRONG_INVOICE), else what was thrown. */
export async function failureType(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure ? error.cause.type : error;
}

/**
 * Polls until `check` holds or the tries run out (then returns anyway: the assertion after it
 * says what is wrong). Processes move on their own timers and activities, so tests wait for them.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, { intervalMs = 100, tries = 150 } = {}): Promise<void> {
  for (let i = 0; i < tries && !(await check()); i++) await pollPause(intervalMs);
}

/** A promise the test releases by hand: holds an activity mid-call. */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release!: () => void;
  const wait = new Promise<void>((r) => (release = r));
  return { wait, release };
}
