import { randomUUID } from 'node:crypto';

import { Client, Connection } from '@temporalio/client';

import { bounded, TemporalCallLate } from '../src/temporal/bounded-call';

// Calls the API makes with a time limit (a timeline's state query, "Run audit now"'s wait, the
// report Schedules, readiness), against the real Temporal server: past the limit the call itself
// is cancelled, not left running behind a caller that stopped waiting.
describe('Temporal calls with a time limit (real Temporal)', () => {
  let connection: Connection;
  let client: Client;

  beforeAll(async () => {
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
    client = new Client({ connection });
  });
  afterAll(() => connection.close());

  /** A process on a task queue no worker polls: its queries and result never come. */
  const unserved = () => client.workflow.start('neverServed', { taskQueue: `nobody-${randomUUID()}`, workflowId: `bounded-${randomUUID()}`, args: [] });

  it('cancels a query no worker answers once the time is up', async () => {
    const handle = await unserved();
    const started = Date.now();
    await expect(bounded(client, 300, () => handle.query('state'))).rejects.toBeInstanceOf(TemporalCallLate);
    expect(Date.now() - started).toBeLessThan(5000); // the server alone would wait 30 s
    await handle.terminate('test done');
  });

  it('cancels the wait for a result once the time is up', async () => {
    const handle = await unserved();
    await expect(bounded(client, 300, () => handle.result())).rejects.toBeInstanceOf(TemporalCallLate);
    await handle.terminate('test done');
  });

  it('passes answers and other failures through unchanged', async () => {
    const handle = await unserved();
    expect((await bounded(client, 5000, () => handle.describe())).workflowId).toBe(handle.workflowId);
    const missing = bounded(client, 5000, () => client.workflow.getHandle(`missing-${randomUUID()}`).describe());
    await expect(missing).rejects.not.toBeInstanceOf(TemporalCallLate);
    await expect(missing).rejects.toThrow(/not found/i);
    await handle.terminate('test done');
  });
});
