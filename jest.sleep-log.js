// Each test file's waits on the clock (test-support/sleep.ts: fixed sleeps, poll pauses), for
// `npm test`'s summary (TEST_SLEEP_LOG: a JSON-lines file it reads, one line per file that waited).
const { appendFileSync } = require('node:fs');

const log = process.env.TEST_SLEEP_LOG;
if (log) {
  afterAll(() => {
    const totals = globalThis[Symbol.for('pg.testSleeps')];
    if (!totals || totals.fixedMs + totals.pollMs === 0) return;
    appendFileSync(log, `${JSON.stringify({ path: expect.getState().testPath, fixedMs: totals.fixedMs, pollMs: totals.pollMs })}\n`);
  });
}
