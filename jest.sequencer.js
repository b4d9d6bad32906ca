const { openSync, readSync, closeSync } = require('node:fs');

const Sequencer = require('@jest/test-sequencer').default;

// Longest files first, so no worker is left with a long file at the end while the others idle.
// Jest does so from the durations it cached in this tree's earlier runs; a fresh clone (CI) has
// none, and Jest then goes by file size, which put the crash-recovery files, long but small, last:
// the workflow and API stage took 264.8 s in a clean clone against 247.3 s in a tree with the cache
// (docs/performance.md section 26). A file that runs long says so near its top,
// `// @long-running 70 s: why`, and a run without cached durations starts those first.
const HINT = /@long-running (\d+) s/;

function hintOf(path) {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const n = readSync(fd, head, 0, head.length, 0);
    const match = HINT.exec(head.subarray(0, n).toString('utf8'));
    return match ? Number(match[1]) : 0;
  } finally {
    closeSync(fd);
  }
}

class LongFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.every((t) => t.duration != null)) return sorted;
    const hints = new Map(sorted.map((t) => [t.path, hintOf(t.path)]));
    const long = sorted.filter((t) => hints.get(t.path) > 0).sort((a, b) => hints.get(b.path) - hints.get(a.path));
    return [...long, ...sorted.filter((t) => hints.get(t.path) === 0)];
  }
}

module.exports = LongFirst;
