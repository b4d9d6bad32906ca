import { existsSync } from 'node:fs';

/**
 * Where a test worker takes its workflow code from. `npm test` bundles the workflows once per
 * run (TEST_WORKFLOW_BUNDLE, from these same sources) because webpack-bundling them again for
 * every test worker cost several CPU seconds each, minutes over the suite. Without it (Jest run
 * directly) the worker bundles the sources itself, as before.
 */
export function testWorkflowCode(): { workflowBundle: { codePath: string } } | { workflowsPath: string } {
  const codePath = process.env.TEST_WORKFLOW_BUNDLE;
  return codePath && existsSync(codePath) ? { workflowBundle: { codePath } } : { workflowsPath: require.resolve('../workflows') };
}
