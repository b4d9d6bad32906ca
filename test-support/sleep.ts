// Every wait a test makes on the clock goes through here, so that `npm test` can say how much of
// the suite's time is spent waiting: jest.sleep-log.js writes each test file's totals after its
// tests (TEST_SLEEP_LOG), scripts/test.mjs sums them in its summary ("test sleeps"). ESLint
// refuses a `new Promise((r) => setTimeout(r, ms))` or Playwright's `waitForTimeout` in test files.
//
// Two kinds, counted apart:
//   sleep(ms)      a fixed wait: time the test spends whatever happens (the one to keep small);
//   pollPause(ms)  the pause between two looks of a wait on a condition (eventually, waitFor):
//                  it ends as soon as the condition holds, so its total is time the system took.
// What is counted is the time asked for. Under Jest's fake timers nothing is counted: the time
// is the test's own to advance, not waited for.

/** The running totals of one test file (its Jest module registry and global are its own). */
export interface SleepTotals {
  fixedMs: number;
  pollMs: number;
}

const KEY = Symbol.for('pg.testSleeps');

/** This test file's totals, kept on its global so that the setup file's afterAll can read them. */
export function sleepTotals(): SleepTotals {
  const holder = globalThis as { [KEY]?: SleepTotals };
  holder[KEY] ??= { fixedMs: 0, pollMs: 0 };
  return holder[KEY];
}

/** Jest's modern fake timers replace setTimeout with a fake that carries its clock. */
const timersAreFake = () => 'clock' in setTimeout;

function wait(ms: number, kind: keyof SleepTotals): Promise<void> {
  if (!timersAreFake()) sleepTotals()[kind] += ms;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A fixed wait of `ms` (0: the next turn of the event loop, after pending I/O callbacks). */
export function sleep(ms: number): Promise<void> {
  return wait(ms, 'fixedMs');
}

/** The pause between two looks of a wait on a condition. */
export function pollPause(ms: number): Promise<void> {
  return wait(ms, 'pollMs');
}
