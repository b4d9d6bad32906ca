const { nodeProject, domProject } = require('./jest.preset');

// Unit and integration suites. End-to-end (e2e/) runs separately against the started platform.
module.exports = {
  projects: [
    nodeProject('domain', 'domain'),
    nodeProject('workflows', 'workflows', { testTimeout: 60000 }),
    nodeProject('deploy', 'docker'),
    nodeProject('api', 'api', { testTimeout: 60000 }),
    domProject('ui-kit', 'ui-kit', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
    domProject('web', 'web', { setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'] }),
  ],
};
