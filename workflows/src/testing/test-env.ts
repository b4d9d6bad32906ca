import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { TestWorkflowEnvironment } from '@temporalio/testing';

import { EntityCodeKey, OrganizationIdKey } from '../search-attributes';
import { quietTemporalRuntime } from './quiet-runtime';

/**
 * A real local Temporal server for workflow tests, from the same `temporal` binary the
 * platform runs (TEMPORAL_CLI, set by `npm test`; else .tools/temporal/bin/temporal).
 * The SDK's own download does not work offline.
 */
export async function createTestEnv(): Promise<TestWorkflowEnvironment> {
  quietTemporalRuntime();
  const path = process.env.TEMPORAL_CLI ?? join(__dirname, '..', '..', '..', '.tools', 'temporal', 'bin', 'temporal');
  if (!existsSync(path)) throw new Error(`Temporal CLI not found at ${path}: run the tests through npm test.`);
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path },
      searchAttributes: [OrganizationIdKey, EntityCodeKey],
      extraArgs: ['--log-level', 'error'],
    },
  });
}
