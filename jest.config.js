const { nodeProject, domProject } = require('./jest.preset');

// Unit and integration suites. End-to-end (e2e/) runs separately against the started platform.
module.exports = {
  // Per-project testTimeout is not applied by Jest 30; the API and workflow suites start real
  // servers in their hooks, which on a busy 2-core machine takes more than the default 5 s.
  testTimeout: 60000,
  testSequencer: require.resolve('./jest.sequencer.js'),
  projects: [
    nodeProject('domain', 'domain'),
    nodeProject('workflows', 'workflows', { testTimeout: 60000 }),
    nodeProject('deploy', 'docker'),
    nodeProject('scripts', 'scripts'),
    nodeProject('api', 'api', { testTimeout: 60000 }),
    nodeProject('worker', 'worker'),
    domProject('ui-kit', 'ui-kit', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
    domProject('web', 'web', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
  ],
};
