import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { completeContract } from './openapi-contract';
import { REST_API_AUTH } from './rest-api-docs';
import { restBodyComponents } from './rest-body';

export const OPENAPI_PATH = '/api/v1/openapi.json';
const V1 = '/api/v1/';

/**
 * The OpenAPI 3.1 document of the REST API v1, generated from the decorated controllers and DTO
 * classes (@nestjs/swagger), the request bodies from the zod schemas that parse them
 * (RestApiBody): every route under /api/v1 is in it, nothing else (GraphQL, the processors'
 * webhooks, health) is.
 */
export function buildOpenApiDocument(app: INestApplication, publicUrl: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('BhutanPay REST API')
    .setVersion('v1')
    .setDescription(
      'The merchant API: checkouts, refunds and events. Authenticate with HTTP Basic (API key as user, secret key as password, from /developer). ' +
        'Every POST takes Idempotency-Key; every answer carries X-Request-Id; errors are { "error": { "type", "code", "message", "param", "request_id" } }.',
    )
    .addServer(publicUrl)
    .addBasicAuth({ type: 'http', scheme: 'basic', description: 'API key as user name, secret key as password' }, REST_API_AUTH)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...restBodyComponents() } };
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith(V1) && path !== OPENAPI_PATH));
  return completeContract(document);
}
