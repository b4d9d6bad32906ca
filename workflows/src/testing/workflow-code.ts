import { existsSync } from 'node:fs';

/**
 * Where a test worker takes its workflow code from. `npm test` gives it the bundle its build made
 * from these same sources (TEST_WORKFLOW_BUNDLE: worker/dist/workflow-bundle.js, as the platform's
 * workers use) because webpack-bundling them again for every test worker cost several CPU seconds
 * each, minutes over the suite. Without it (Jest run directly) the worker bundles the sources.
 */
export function testWorkflowCode(): { workflowBundle: { codePath: string } } | { workflowsPath: string } {
  const codePath = process.env.TEST_WORKFLOW_BUNDLE;
  return codePath && existsSync(codePath) ? { workflowBundle: { codePath } } : { workflowsPath: require.resolve('../workflows') };
}
