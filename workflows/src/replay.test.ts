import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Worker } from '@temporalio/worker';

import { quietTemporalRuntime } from './testing/quiet-runtime';
import { testWorkflowCode } from './testing/workflow-code';

// Real histories of every workflow type, recorded from a running platform
// (scripts/record-histories.mjs), replayed against today's workflow code: a change that would
// break processes already running (a new activity call, a reordered step without a patch) fails
// here instead of in production.
const HISTORIES = join(__dirname, '..', 'histories');
const files = readdirSync(HISTORIES)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('replaying recorded workflow histories', () => {
  beforeAll(() => quietTemporalRuntime());

  it('has a closed history for every long-running process', () => {
    const closed = files.filter((f) => f.endsWith('-closed.json')).map((f) => f.replace(/-closed\.json$/, ''));
    expect(closed).toEqual(
      expect.arrayContaining(['invoiceWorkflow', 'refundWorkflow', 'disputeWorkflow', 'checkoutWorkflow', 'transferWorkflow', 'webhookDeliveryWorkflow']),
    );
  });

  it("has an open history of an ordered endpoint's queue (it closes only after an idle hour)", () => {
    expect(files).toContain('orderedWebhookWorkflow-open.json');
  });

  it('replays every one without non-determinism (one bundle for all)', async () => {
    const histories = files.map((file) => ({ workflowId: file, history: JSON.parse(readFileSync(join(HISTORIES, file), 'utf8')) as unknown }));
    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories({ ...testWorkflowCode(), replayName: 'recorded' }, histories)) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
    expect(histories.length).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
