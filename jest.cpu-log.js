// Each test file's CPU in its Jest worker, for `npm test`'s summary (TEST_CPU_LOG: a JSON-lines
// file it reads): loading the file's modules, its tests and hooks (the last afterAll hooks and
// the servers it talks to are not counted). Wall time alone hides which files cost the cores.
const { appendFileSync } = require('node:fs');

const log = process.env.TEST_CPU_LOG;
if (log) {
  const start = process.cpuUsage();
  afterAll(() => {
    const used = process.cpuUsage(start);
    appendFileSync(log, `${JSON.stringify({ path: expect.getState().testPath, cpu: (used.user + used.system) / 1e6 })}\n`);
  });
}
