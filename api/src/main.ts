import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { QuietLogger } from './common/quiet-logger';
import { APP_CONFIG, type AppConfig } from './config/app-config';

/** Paths the server answers itself; every other GET is a client-side route of the web app. */
const SERVER_PATHS = ['/api/', '/health', '/issuePresignedURL', '/files/', '/transfer/', '/dispute/', '/webhooks/', '/sandbox/', '/ledger/export.csv'];
/** The public pay page is its own small entry (web/pay.html), not a route of the web app. */
const PAY_PAGE_PATHS = ['/pay/', '/new-pay/', '/checkout/'];

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
    app.useStaticAssets(config.webDist, {
      index: false,
      maxAge: '1h',
      // The update worker must be asked for anew on every check (spec 002: every second).
      setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
        if (path.endsWith('service-worker.js')) res.setHeader('Cache-Control', 'no-cache');
      },
    });
    const indexHtml = join(config.webDist, 'index.html');
    const payHtml = join(config.webDist, 'pay.html');
    const hasPayHtml = existsSync(payHtml);
    const express = app.getHttpAdapter().getInstance();
    express.use((req: { method: string; path: string }, res: { sendFile(p: string): void }, next: () => void) => {
      if (req.method !== 'GET' || SERVER_PATHS.some((p) => req.path.startsWith(p))) return next();
      res.sendFile(hasPayHtml && PAY_PAGE_PATHS.some((p) => req.path.startsWith(p)) ? payHtml : indexHtml);
    });
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
