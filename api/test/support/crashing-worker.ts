import { MikroORM } from '@mikro-orm/postgresql';
import { NativeConnection, Worker } from '@temporalio/worker';

import { quietTemporalRuntime } from '../../../workflows/src/testing/quiet-runtime';
import { testWorkflowCode } from '../../../workflows/src/testing/workflow-code';
import { buildActivities } from '../../src/worker/activities';
import { createTestApp, type TestApp } from '../test-app';

/** A worker of the test's own that can die in the middle of an activity, and its successor. */
export interface CrashingWorker {
  /**
   * Called from a faked processor call after the processor did its work: the first worker
   * dies before reporting it, a second one starts (the activity is retried there), and the
   * call never answers.
   */
  die: <T>() => Promise<T>;
  /** Stops both workers. */
  stop: () => Promise<void>;
}

/**
 * The app of a recovery test, and `start()` for a worker on the test task queue that the test
 * kills mid-activity (a worker dying after the processor charged or refunded but before it
 * reported back). The Temporal connection is opened before the tests and closed after them.
 */
export function crashingWorkers(): { app: () => TestApp; start: () => Promise<CrashingWorker> } {
  let t: TestApp | undefined;
  let connection: NativeConnection | undefined;
  beforeAll(async () => {
    quietTemporalRuntime();
    t = await createTestApp();
    connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
  });
  afterAll(async () => {
    await connection?.close();
    await t?.close();
  });
  const app = () => {
    if (!t) throw new Error('The test app is not running');
    return t;
  };
  // Only the dying worker is forced down (its activity never answers). Forcing the second one
  // too finalized it, now and then, while one of its native calls still held it ("Worker still in
  // use: Expected 1 reference, but got 2", a CI run of 2026-11-27): it drains instead, as its
  // activities all answer.
  const newWorker = (forced: boolean) =>
    Worker.create({
      connection: connection!,
      taskQueue: process.env.TEMPORAL_TASK_QUEUE!,
      // The run's prebuilt bundle: webpack-bundling the workflows again for each worker cost
      // seconds of CPU, and these tests start two or four.
      ...testWorkflowCode(),
      activities: buildActivities(app().app),
      ...(forced ? { shutdownForceTime: '1s' } : {}),
    });

  const start = async (): Promise<CrashingWorker> => {
    const first = await newWorker(true);
    const firstRun = first.run().catch(() => undefined);
    let second: Worker | undefined;
    let secondRun: Promise<void> | undefined;
    return {
      async die<T>(): Promise<T> {
        first.shutdown();
        // A dead worker renews no claim: its attempt's claim lapses (attempt-claim.ts). Here the
        // dying try lives on in this process (its call never answers), so the lapse is played.
        const sql = app().app.get(MikroORM).em.getConnection();
        for (const table of ['payment', 'checkout_payment', 'refund']) {
          await sql.execute(`update "${table}" set "attempt_claimed_until" = null where "attempt_claimed_until" is not null`);
        }
        second = await newWorker(false);
        secondRun = second.run();
        return new Promise<T>(() => undefined);
      },
      async stop() {
        second?.shutdown();
        await secondRun;
        await firstRun;
      },
    };
  };
  return { app, start };
}
