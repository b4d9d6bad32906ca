// The floor benchmark: a bare Temporal workflow-update round trip plus one PostgreSQL transaction,
// with the worker in this process, at the same concurrencies as payInvoice.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { closedLoop, inBatches } from '../stats.mjs';

const require = createRequire(import.meta.url);
const WORKFLOWS = fileURLToPath(new URL('./floor.workflow.js', import.meta.url));

/**
 * Starts a worker for the floor workflow (task queue of its own) with a pg pool for the
 * activity. Returns { measure(concurrencies, countFor), stop() }.
 */
export async function startFloor({ temporalAddress, databaseUrl }) {
  const { Worker, NativeConnection, Runtime, DefaultLogger } = require('@temporalio/worker');
  const { Client, Connection } = require('@temporalio/client');
  const pg = require('pg');
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // already installed
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  await pool.query('create table if not exists bench_floor (id bigserial primary key, n int not null, at timestamptz not null default now())');
  const taskQueue = `bench-floor-${process.pid}`;
  const workerConnection = await NativeConnection.connect({ address: temporalAddress });
  const worker = await Worker.create({
    connection: workerConnection,
    taskQueue,
    workflowsPath: WORKFLOWS,
    activities: {
      async oneTransaction(n) {
        const c = await pool.connect();
        try {
          await c.query('begin');
          const r = await c.query('insert into bench_floor (n) values ($1) returning id', [n]);
          await c.query('commit');
          return Number(r.rows[0].id);
        } catch (error) {
          await c.query('rollback').catch(() => {});
          throw error;
        } finally {
          c.release();
        }
      },
    },
  });
  const running = worker.run();
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  let serial = 0;

  /**
   * One floor phase: `count` workflows started first (not measured), then one update each.
   * `workflow`: floorWorkflow, or floorShapedWorkflow (a local activity after the update).
   */
  async function phase(count, concurrency, startMeter, workflow = 'floorWorkflow') {
    // Numbered from 1: the shaped workflow's second activity gets -n.
    const base = serial + 1;
    serial += count;
    const handles = await inBatches(count, 16, (i) => client.workflow.start(workflow, { taskQueue, workflowId: `bench-floor-${process.pid}-${base + i}` }));
    // Measured from an idle state, as the invoices' processes are: each workflow's first task done.
    await inBatches(count, 16, async (i) => {
      for (let tries = 0; tries < 200 && (await handles[i].describe()).historyLength < 4; tries++) await new Promise((r) => setTimeout(r, 50));
    });
    const meter = startMeter?.();
    const result = await closedLoop({ count, concurrency, op: (i) => handles[i].executeUpdate('floor', { args: [base + i] }) });
    // Metered as payInvoice's phases are: up to the last answer (the shaped workflow's last few
    // second activities run after it, as the last receipts do), then drained before the next phase.
    const cpu = meter?.();
    await inBatches(count, 16, (i) => handles[i].result());
    return { ...result, cpu, workflowIds: handles.map((h) => h.workflowId) };
  }

  async function stop() {
    worker.shutdown();
    await running.catch(() => {});
    await workerConnection.close().catch(() => {});
    await connection.close().catch(() => {});
    await pool.end().catch(() => {});
  }

  return { phase, stop, client };
}
