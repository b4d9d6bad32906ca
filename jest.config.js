const { nodeProject, domProject } = require('./jest.preset');

// Unit and integration suites. End-to-end (e2e/) runs separately against the started platform.
module.exports = {
  // Jest reads testTimeout from the global config only (the projects' own are ignored), so the
  // integration suites' 60 s must be set here; a loaded machine otherwise fails hooks at 5 s.
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
