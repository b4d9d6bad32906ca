import { existsSync } from 'node:fs';

import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

import type { AppConfig } from './config/app-config';
import { restApiBodyErrors } from './developer-keys/api-exception.filter';
import { buildOpenApiDocument, OPENAPI_PATH } from './developer-keys/openapi-document';
import { requestId } from './developer-keys/request-id.middleware';
import { restRoutes, restStrict } from './developer-keys/rest-strict.middleware';
import { s3UploadOrigin } from './files/s3-client';
import { acceptJsOriginsFrom } from './payments/payments-config';
import { securityHeaders } from './security/security-headers';
import { trustProxySetting } from './security/trust-proxy';
import { serveWebApp } from './web/serve-web-app';

/** The part of the Express application used here (Express's own types are not installed). */
interface ExpressInstance {
  use: (handler: ReturnType<typeof serveWebApp>) => unknown;
}

/**
 * The HTTP settings of the API process, shared by main.ts and the API tests so both run the same
 * server: proxies, security headers on every response, and the built web app with an index.html
 * fallback so client-side routes survive a reload (pay.html for the pay pages).
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, env: NodeJS.ProcessEnv = process.env): void {
  // Per-address throttles key on req.ip: behind a proxy it must be the client, not the proxy.
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');
  // Before everything else, so the web app's files carry them too.
  app.use(
    securityHeaders({ production: config.production, uploadOrigins: config.s3 ? [s3UploadOrigin(config.s3)] : [], acceptJsOrigins: acceptJsOriginsFrom(env) }),
  );
  // The REST API v1: every answer carries X-Request-Id, and its OpenAPI document is public.
  app.use('/api/v1', requestId);
  // Built on first use, once every controller is registered: the document and its routes.
  let openApi: { json: string; routes: ReturnType<typeof restRoutes> } | undefined;
  const contract = () => {
    if (!openApi) {
      const document = buildOpenApiDocument(app, config.publicUrl);
      openApi = { json: JSON.stringify(document), routes: restRoutes(document) };
    }
    return openApi;
  };
  // Methods and query parameters outside the document are refused before any route runs.
  app.use(
    '/api/v1',
    restStrict(() => contract().routes),
  );
  // The JSON parser here instead of at init (Nest then skips its own; rawBody as the app was
  // created), so a malformed body to /api/v1 is answered in the REST error shape right after it.
  app.useBodyParser('json');
  app.use('/api/v1', restApiBodyErrors);
  app.getHttpAdapter().get(OPENAPI_PATH, (_req: unknown, res: { type: (t: string) => { send: (body: string) => void } }) => {
    res.type('application/json').send(contract().json);
  });
  if (existsSync(config.webDist)) {
    // The built web app: cache lifetimes, precompressed variants, the client-side route fallback.
    (app.getHttpAdapter().getInstance() as ExpressInstance).use(serveWebApp(config.webDist));
  } else {
    Logger.warn(`web app not built (${config.webDist}); serving the API only`, 'Bootstrap');
  }
}
