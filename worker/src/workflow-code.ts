import { existsSync, writeFileSync } from 'node:fs';

import { WORKFLOWS_ENTRY } from '@pg/workflows';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';

/** Where the worker takes its workflow code from: a bundle built beforehand, or the sources. */
export type WorkflowCode = { workflowBundle: { codePath: string } } | { workflowsPath: string };

/** webpack-bundles the workflows (what Worker.create does on every start given the sources). */
export async function writeWorkflowBundle(path: string): Promise<number> {
  const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_ENTRY, logger: new DefaultLogger('WARN') });
  writeFileSync(path, code);
  return code.length;
}

/**
 * `WORKFLOW_BUNDLE` names a bundle built with the code (the image, `npm start`, `npm test`): a
 * worker then starts without webpack, about 1.5 s and 2 CPU s sooner, which is what a restart
 * after a crash or a deploy waits for. Unset (`npm run dev`, where the sources change under a
 * running worker), or while tracing, whose plugin adds its interceptors to a bundle it builds
 * itself, the worker bundles the sources.
 */
export function workflowCode(env: NodeJS.ProcessEnv, { tracing }: { tracing: boolean }): WorkflowCode {
  const bundle = env.WORKFLOW_BUNDLE;
  if (!bundle || tracing) return { workflowsPath: WORKFLOWS_ENTRY };
  if (!existsSync(bundle)) {
    throw new Error(`WORKFLOW_BUNDLE is ${bundle}, which does not exist: build it with \`node worker/dist/cli/bundle-workflows.js ${bundle}\` or unset it.`);
  }
  return { workflowBundle: { codePath: bundle } };
}
