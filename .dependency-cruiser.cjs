// The structure check (scripts/check-structure.mjs, a stage of `npm test`): which imports the
// source trees may not have. Circles between domain folders are checked by that script on the
// graph dependency-cruiser builds from this configuration.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop (type-only imports included): order them so each imports only those below it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Tests and build output are not part of the structure.
    exclude: { path: ['\\.(test|stories)\\.tsx?$', '/dist/', '/test/', '/testing/'] },
    // Type-only imports count: they tie the files together as much as the others.
    tsPreCompilationDeps: true,
  },
};
