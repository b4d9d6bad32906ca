// Logs and tracing first (observability/start-api.ts says why).
import './observability/start-api';
import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { configureHttpApp } from './http-app';
import { logger } from './observability/logger';
import { PinoNestLogger } from './observability/nest-logger';

// The HTTP server: GraphQL at /api/graphql, REST routes, and the built web app (http-app.ts).
// Logs are JSON lines on stdout (pino); traces go to OTEL_EXPORTER_OTLP_ENDPOINT when it is set.
async function bootstrap(): Promise<void> {
  // rawBody: webhook signatures (Stripe) are computed over the exact bytes received.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new PinoNestLogger(), rawBody: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  configureHttpApp(app, config);
  app.enableShutdownHooks();

  await app.listen(config.port);
  Logger.log(`API listening on ${config.publicUrl} (GraphQL at /api/graphql)`, 'Bootstrap');
}

void bootstrap().catch((error: unknown) => {
  logger().fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
