import { resolve } from 'node:path';

import { writeWorkflowBundle } from '../workflow-code';

// `node worker/dist/cli/bundle-workflows.js <file>`: the workflow bundle a worker given
// WORKFLOW_BUNDLE=<file> starts from (built by `npm start`, `npm test` and the worker image).
const out = process.argv[2];
if (!out) {
  console.error('usage: node worker/dist/cli/bundle-workflows.js <file>');
  process.exit(2);
}
writeWorkflowBundle(resolve(out))
  .then((bytes) => console.log(`workflow bundle written: ${resolve(out)} (${Math.round(bytes / 1024)} KiB)`))
  .catch((error: unknown) => {
    console.error(`bundling the workflows failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
