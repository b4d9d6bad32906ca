import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { AppModule } from './app.module';
import { QuietLogger } from './common/quiet-logger';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { serveWebApp } from './web/serve-web-app';

// The HTTP server: GraphQL at /api/graphql, REST routes, and the built web app with an
// index.html fallback so client-side routes survive a reload (pay.html for the pay page).
async function bootstrap(): Promise<void> {
  // rawBody: webhook signatures (Stripe) are computed over the exact bytes received.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new QuietLogger(), rawBody: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  if (existsSync(config.webDist)) {
    // The built web app: cache lifetimes, precompressed variants, the client-side route fallback.
    app.getHttpAdapter().getInstance().use(serveWebApp(config.webDist));
  } else {
    Logger.warn(`web app not built (${config.webDist}); serving the API only`, 'Bootstrap');
  }

  await app.listen(config.port);
  Logger.log(`API listening on ${config.publicUrl} (GraphQL at /api/graphql)`, 'Bootstrap');
}

void bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
