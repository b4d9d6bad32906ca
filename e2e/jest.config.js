const { nodeProject } = require('../jest.preset');

// End-to-end: real Chromium against the running platform (npm test starts it and sets
// E2E_BASE_URL, E2E_DATA_DIR, TEMPORAL_ADDRESS, CHROMIUM_PATH). One file at a time: they share it.
module.exports = {
  ...nodeProject('e2e', 'e2e', { testTimeout: 120000 }),
  maxWorkers: 1,
  testSequencer: require.resolve('./sequencer.js'),
};
