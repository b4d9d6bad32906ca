const { nodeProject, domProject } = require('./jest.preset');

// Unit and integration suites. End-to-end (e2e/) runs separately against the started platform.
module.exports = {
  // Jest applies testTimeout only here, not inside `projects` (jestjs/jest#9759): without it the
  // API and workflow suites' set-up (a Nest app and a Temporal worker) times out at 5 s on a busy machine.
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
