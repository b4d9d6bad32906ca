import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { APP_CONFIG, QuietLogger, WorkerModule, buildActivities, temporalConnectionSettings, type AppConfig } from '@pg/api';
import { WORKFLOWS_ENTRY } from '@pg/workflows';

// The Temporal worker: boots the API's providers as an application context, registers their
// activities and the workflow bundle on the 'payments' task queue.
async function main(): Promise<void> {
  // Ops: the Temporal Runtime's own metrics (workflow and activity task latency, polls, slots) in
  // Prometheus format at http://<WORKER_METRICS_ADDRESS>/metrics, when an address is given.
  const metricsAddress = process.env.WORKER_METRICS_ADDRESS;
  if (metricsAddress) Runtime.install({ telemetryOptions: { metrics: { prometheus: { bindAddress: metricsAddress, countersTotalSuffix: true } } } });
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new QuietLogger() });
  const config = app.get<AppConfig>(APP_CONFIG);
  const connection = await NativeConnection.connect(temporalConnectionSettings(config));
  const worker = await Worker.create({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    workflowsPath: WORKFLOWS_ENTRY,
    activities: buildActivities(app),
  });
  const stop = () => worker.shutdown();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`worker polling task queue '${config.taskQueue}' on ${config.temporalAddress}${metricsAddress ? `; metrics on http://${metricsAddress}/metrics` : ''}`);
  await worker.run();
  await connection.close();
  await app.close();
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
