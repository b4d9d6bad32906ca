// Saves real workflow histories for the replay test (workflows/src/replay.test.ts): connects to a
// running platform's Temporal (`npm start`, or TEMPORAL_ADDRESS), takes the longest closed
// history and the longest open one of every workflow type, and writes them to
// workflows/histories/<type>-<closed|open>.json. Run after a change that should keep running
// processes compatible has been exercised end to end:
//   node scripts/record-histories.mjs
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { ROOT } from './lib/paths.mjs';
import { findTemporal } from './lib/temporal.mjs';

const require = createRequire(join(ROOT, 'workflows', 'package.json'));
const { Connection, Client } = require('@temporalio/client');
const temporal = await findTemporal();

const OUT = join(ROOT, 'workflows', 'histories');
const address = process.env.TEMPORAL_ADDRESS ?? 'localhost:7233';
const client = new Client({ connection: await Connection.connect({ address }), namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });

const best = new Map();
for await (const wf of client.workflow.list()) {
  const state = wf.status.name === 'RUNNING' ? 'open' : wf.status.name === 'COMPLETED' ? 'closed' : undefined;
  if (!state) continue;
  const key = `${wf.type}-${state}`;
  const length = wf.historyLength ?? 0;
  if (!best.has(key) || best.get(key).length < length) best.set(key, { id: wf.workflowId, runId: wf.runId, length });
}
await mkdir(OUT, { recursive: true });
for (const [key, { id, runId, length }] of [...best].sort()) {
  // The CLI writes the history in Temporal's JSON form, which Worker.runReplayHistories reads.
  const json = execFileSync(temporal, ['workflow', 'show', '--address', address, '-w', id, '-r', runId, '--output', 'json'], { maxBuffer: 64 << 20 });
  await writeFile(join(OUT, `${key}.json`), json);
  console.log(`${key}: ${id} (${length} events)`);
}
process.exit(0);
