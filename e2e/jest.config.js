const { nodeProject } = require('../jest.preset');

// End-to-end: real Chromium against the running platform (npm test starts it and sets
// E2E_BASE_URL, E2E_DATA_DIR, TEMPORAL_ADDRESS, CHROMIUM_PATH). One file at a time: they share it.
// 240 s a test: a flow of 40-90 s quiet ran past 120 s in CI on a starved machine (2.7 times
// slower than quiet, 2026-11-28); a wrong screen still fails at its step's 60 s (tests/browser.ts).
module.exports = {
  ...nodeProject('e2e', 'e2e', { testTimeout: 240000 }),
  maxWorkers: 1,
  testSequencer: require.resolve('./sequencer.js'),
};
