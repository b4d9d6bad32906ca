import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { TestWorkflowEnvironment } from '@temporalio/testing';

import { EntityCodeKey, OrganizationIdKey } from '../search-attributes';
import { quietTemporalRuntime } from './quiet-runtime';

/**
 * The Temporal server of workflow tests. Under `npm test` the suite's one server
 * (TEMPORAL_ADDRESS, with the search attributes registered): every test runs on a task queue of
 * its own with random workflow ids, so files do not see each other's work, and no file pays for
 * a server start of its own. Else a real local server per file, from the same `temporal` binary
 * the platform runs (TEMPORAL_CLI; else .tools/temporal/bin/temporal): the SDK's own download
 * does not work offline.
 */
export async function createTestEnv(): Promise<TestWorkflowEnvironment> {
  quietTemporalRuntime();
  const address = process.env.TEMPORAL_ADDRESS;
  if (address) return TestWorkflowEnvironment.createFromExistingServer({ address });
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
