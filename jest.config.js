const { nodeProject, domProject } = require('./jest.preset');

// Unit and integration suites. End-to-end (e2e/) runs separately against the started platform.
module.exports = {
  // Jest reads testTimeout from the global config only (a project's own is ignored): the
  // workflow and API suites need more than the 5 s default on a loaded 2-core machine.
  testTimeout: 60000,
  projects: [
    nodeProject('domain', 'domain'),
    nodeProject('workflows', 'workflows', { testTimeout: 60000 }),
    nodeProject('deploy', 'docker'),
    nodeProject('api', 'api', { testTimeout: 60000 }),
    domProject('ui-kit', 'ui-kit', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
    domProject('web', 'web', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
  ],
};
