import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { WORKFLOWS_ENTRY } from '@pg/workflows';

import { workflowCode } from './workflow-code';

// Where a worker takes its workflow code from (WORKFLOW_BUNDLE); the bundle itself runs every
// workflow of the API, end-to-end and scale-out tests, which start their workers from it.
describe('workflowCode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'workflow-bundle-'));
  const bundle = join(dir, 'workflow-bundle.js');
  writeFileSync(bundle, '// a bundle');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from the bundle WORKFLOW_BUNDLE names', () => {
    expect(workflowCode({ WORKFLOW_BUNDLE: bundle }, { tracing: false })).toEqual({ workflowBundle: { codePath: bundle } });
  });

  it('bundles the sources when no bundle is named (npm run dev)', () => {
    expect(workflowCode({}, { tracing: false })).toEqual({ workflowsPath: WORKFLOWS_ENTRY });
  });

  it('bundles the sources while tracing: its plugin adds interceptors to a bundle it builds', () => {
    expect(workflowCode({ WORKFLOW_BUNDLE: bundle }, { tracing: true })).toEqual({ workflowsPath: WORKFLOWS_ENTRY });
  });

  it('refuses to start from a bundle that is not there, saying how to build it', () => {
    const missing = join(dir, 'gone.js');
    expect(() => workflowCode({ WORKFLOW_BUNDLE: missing }, { tracing: false })).toThrow(
      `WORKFLOW_BUNDLE is ${missing}, which does not exist: build it with \`node worker/dist/cli/bundle-workflows.js ${missing}\` or unset it.`,
    );
  });
});
