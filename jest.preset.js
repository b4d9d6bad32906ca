// One place that says how Jest compiles TypeScript for every workspace (swc: decorators + metadata).
const path = require('node:path');

const swc = (tsx) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const root = __dirname;
const cpuLog = path.join(root, 'jest.cpu-log.js');
const sleepLog = path.join(root, 'jest.sleep-log.js');
const moduleNameMapper = {
  '^@pg/domain$': path.join(root, 'domain/src/index.ts'),
  '^@pg/workflows$': path.join(root, 'workflows/src/index.ts'),
  '^@pg/ui-kit$': path.join(root, 'ui-kit/src/index.ts'),
  '^@pg/client$': path.join(root, 'client/src/index.ts'),
};

function nodeProject(name, dir, extra = {}) {
  return {
    displayName: name,
    rootDir: path.join(root, dir),
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc(false) },
    moduleNameMapper,
    testMatch: ['<rootDir>/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...extra,
    setupFilesAfterEnv: [cpuLog, sleepLog, ...(extra.setupFilesAfterEnv ?? [])],
  };
}

function domProject(name, dir, extra = {}) {
  return {
    displayName: name,
    rootDir: path.join(root, dir),
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png|jpg|woff2?)$': path.join(root, 'jest.file-stub.js') },
    testMatch: ['<rootDir>/**/*.test.tsx', '<rootDir>/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...extra,
    setupFilesAfterEnv: [cpuLog, sleepLog, ...(extra.setupFilesAfterEnv ?? [])],
  };
}

module.exports = { nodeProject, domProject };
