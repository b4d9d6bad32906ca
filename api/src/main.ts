import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { QuietLogger } from './common/quiet-logger';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { configureHttpApp } from './http-app';

// The HTTP server: GraphQL at /api/graphql, REST routes, and the built web app (http-app.ts).
async function bootstrap(): Promise<void> {
  // rawBody: webhook signatures (Stripe) are computed over the exact bytes received.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new QuietLogger(), rawBody: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  configureHttpApp(app, config);
  app.enableShutdownHooks();

  await app.listen(config.port);
  Logger.log(`API listening on ${config.publicUrl} (GraphQL at /api/graphql)`, 'Bootstrap');
}

void bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
