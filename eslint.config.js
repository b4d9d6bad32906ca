// ESLint for every workspace and the scripts: `npm run lint` (a stage of `npm test`).
// TypeScript files get typescript-eslint's type-aware rules (read in one of two programs:
// tsconfig.eslint.node.json, tsconfig.eslint.web.json); the React workspaces add react-hooks and
// jsx-a11y; imports are sorted everywhere (autofix: `npm run lint -- --fix`). Formatting is
// Prettier's alone: eslint-config-prettier comes last and turns off every rule it would fight.
// A rule turned off or relaxed below says why on its line.
const js = require('@eslint/js');
const prettier = require('eslint-config-prettier');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const reactHooks = require('eslint-plugin-react-hooks');
const simpleImportSort = require('eslint-plugin-simple-import-sort');
const globals = require('globals');
const tseslint = require('typescript-eslint');

const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.cjs', '**/*.mjs'];
const REACT = ['web/src/**/*.tsx', 'ui-kit/src/**/*.tsx', '.storybook/**/*.tsx'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/tests/**', '**/testing/**', 'test-support/**', 'jest.setup-dom.ts'];

// api/src's own restrictions, kept in its test files too (a later block's options replace an earlier one's).
const API_SYNTAX = [
  // getConnection().execute takes a pooled connection of its own, outside the caller's
  // transaction: a transaction waiting on a second connection starved the pool (the input fuzz's
  // 30 s waits). em.execute runs in the transaction the caller is in.
  {
    selector: "CallExpression[callee.property.name='execute'][callee.object.type='CallExpression'][callee.object.callee.property.name='getConnection']",
    message: "em.execute(sql, params): it runs in the caller's transaction; getConnection().execute takes another pooled connection.",
  },
  // Review 49 s4: without a zone these print the host's local time (api/src/reports/server-dates.test.ts).
  {
    selector: 'CallExpression[callee.name=/^(formatDate|formatDateTime|isoDate)$/][arguments.length<2]',
    message: "Server text names its zone: formatDate(value, 'UTC') (the host's TZ is pinned nowhere).",
  },
];
const API_IMPORTS = [
  // A field resolver with a parameter decorator is wrapped per call by NestJS (pipes,
  // interceptors): hundreds of calls per list page. See NoArgs in api/src/common/auth-user.ts.
  {
    name: '@nestjs/graphql',
    importNames: ['Parent', 'Root', 'Info'],
    message: 'Field resolvers take (parent, _args: NoArgs, ctx, info) undecorated (api/src/common/auth-user.ts).',
  },
];
// A test waits on the clock only through test-support/sleep.ts, which counts it for `npm test`'s
// "test sleeps" line: better, it waits on a condition, or uses fake timers.
const SLEEP_MESSAGE = 'Wait on a condition or use fake timers; a wait on the clock goes through sleep()/pollPause() of test-support/sleep.ts (counted).';
const TEST_SYNTAX = [
  { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: SLEEP_MESSAGE },
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: SLEEP_MESSAGE },
];
const TEST_IMPORTS = [
  { name: 'node:timers/promises', importNames: ['setTimeout'], message: SLEEP_MESSAGE },
  { name: 'timers/promises', importNames: ['setTimeout'], message: SLEEP_MESSAGE },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.tools/',
      '.data/',
      '.test-data/',
      'coverage/',
      'storybook-static/',
      'web/public/',
      'web/src/gql/',
      'client/src/schema.ts',
      'web/src/modules/payments/gql/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Two programs for the whole repository, not one per workspace: the Node workspaces share
        // their compiler options, as do the React ones, and a workspace's program also held what it
        // imports (the API's held the workflows and the domain, the worker's much of the API), so
        // the same declarations were read and checked in several programs (docs/performance.md,
        // section 23). A TypeScript file in neither fails the lint: add it to one.
        project: ['tsconfig.eslint.node.json', 'tsconfig.eslint.web.json'],
        tsconfigRootDir: __dirname,
      },
    },
    rules: {
      // Callbacks as function-typed properties: safe to destructure (unbound-method) and checked strictly.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // `_name` marks a parameter kept for its position (NestJS resolvers, callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...API_SYNTAX],
      'no-restricted-imports': ['error', { paths: API_IMPORTS }],
    },
  },
  {
    files: JS,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Bundled by webpack as an ES module (the bench's workflow), never loaded by Node as CommonJS.
    files: ['bench/floor/floor.workflow.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Their page.evaluate callbacks run in the browser.
    files: ['bench/pay-page.mjs', 'scripts/storybook-audit.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: REACT,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // @types/jest types the asymmetric matchers (expect.stringMatching, expect.any, ...) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Stubs of async interfaces (activities, fetch) answer at once: async without await is their point.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': ['error', ...TEST_SYNTAX],
      'no-restricted-imports': ['error', { paths: TEST_IMPORTS }],
    },
  },
  {
    // Test files among api/src's: both its rules and the tests'.
    files: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...API_SYNTAX, ...TEST_SYNTAX],
      'no-restricted-imports': ['error', { paths: [...API_IMPORTS, ...TEST_IMPORTS] }],
    },
  },
  {
    // The one place a test sleeps.
    files: ['test-support/sleep.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  prettier,
);
