import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import {
  APP_CONFIG,
  type AppConfig,
  buildActivities,
  initLogger,
  logger,
  PinoNestLogger,
  startTracing,
  stopTracing,
  temporalConnectionSettings,
  temporalTracingPlugins,
  WorkerModule,
} from '@pg/api';
import { NativeConnection, Worker } from '@temporalio/worker';

import { freeLoopbackPort, serveWorkerMetrics } from './metrics-server';
import { activityLogContext, installTemporalRuntime } from './telemetry';
import { workflowCode } from './workflow-code';

// The Temporal worker: boots the API's providers as an application context, registers their
// activities and the workflow bundle on the 'payments' task queue. Logs are JSON lines (pino),
// traces go to OTEL_EXPORTER_OTLP_ENDPOINT when set, metrics at :WORKER_METRICS_PORT/metrics.
async function main(): Promise<void> {
  initLogger('worker');
  startTracing({ service: 'worker' });
  const metricsPort = process.env.WORKER_METRICS_PORT ? Number(process.env.WORKER_METRICS_PORT) : undefined;
  const runtimeMetrics = metricsPort ? `127.0.0.1:${await freeLoopbackPort()}` : undefined;
  installTemporalRuntime(runtimeMetrics);
  const metricsServer = metricsPort ? await serveWorkerMetrics(metricsPort, `http://${runtimeMetrics}/metrics`) : undefined;

  // Before the providers boot: a missing bundle is a start-up error, not a late one.
  const plugins = temporalTracingPlugins();
  const code = workflowCode(process.env, { tracing: plugins.length > 0 });

  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoNestLogger() });
  const config = app.get<AppConfig>(APP_CONFIG);
  const connection = await NativeConnection.connect(temporalConnectionSettings(config));
  const worker = await Worker.create({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    ...code,
    activities: buildActivities(app),
    interceptors: { activity: [activityLogContext] },
    plugins,
  });
  const stop = () => worker.shutdown();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  logger().info(
    { taskQueue: config.taskQueue, temporalAddress: config.temporalAddress, metricsPort },
    `worker polling task queue '${config.taskQueue}' on ${config.temporalAddress}${metricsPort ? `; metrics on :${metricsPort}/metrics` : ''}`,
  );
  await worker.run();
  await connection.close();
  await app.close();
  metricsServer?.close();
  await stopTracing();
}

void main().catch((error: unknown) => {
  logger().fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
